// Where a job callback may go (decision 273): never to a link-local or unspecified address (a cloud's
// instance metadata lives at 169.254.169.254), and, with CALLBACK_ADDRESSES=public, never to loopback,
// private or other non-public ranges either. Checked on the addresses the host resolves to, at delivery.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export type CallbackAddresses = 'any' | 'public';

function list(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const out = new BlockList();
  for (const [net, prefix, type] of ranges) out.addSubnet(net, prefix, type);
  return out;
}

const NEVER = list([
  ['0.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fd00:ec2::', 32, 'ipv6'],
]);

const NOT_PUBLIC = list([
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d) is checked as the IPv4 address it is. */
function plain(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  // The URL parser writes it in hex (::ffff:a9fe:a9fe).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return { address: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'), type: 'ipv4' };
  }
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether a callback may be sent to this IP address. */
export function addressAllowed(ip: string, policy: CallbackAddresses): boolean {
  const { address, type } = plain(ip);
  if (NEVER.check(address, type)) return false;
  return policy === 'any' || !NOT_PUBLIC.check(address, type);
}

/** A URL's host name, or its IP address without an IPv6 literal's brackets. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/** Whether a URL's host, where it is an IP address, may be called (names are checked at delivery). */
export function literalAllowed(url: string, policy: CallbackAddresses): boolean {
  const host = hostOf(url);
  return !isIP(host) || addressAllowed(host, policy);
}

/** The reason a callback URL may not be called, or null when every address it resolves to is allowed. */
export async function refusedCallback(url: string, policy: CallbackAddresses): Promise<string | null> {
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  const refused = addresses.find((a) => !addressAllowed(a, policy));
  return refused ? `callback_url resolves to ${refused}, an address callbacks are not sent to` : null;
}
