import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's address, the one every rate limit keys on. The socket's peer, unless TRUST_PROXY
 * says how many proxies of ours stand in front: then the X-Forwarded-For entry that many hops
 * from the right, the one the outermost of our proxies wrote. Entries further left are the
 * client's own words, so rotating them changes nothing (decision 100).
 */
export function clientIp(c: Context, trustedHops: number): string {
  const env = c.env as { server?: NodeBindings } & NodeBindings;
  const incoming = (env?.server ?? env)?.incoming;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // A served request always has a socket. An in-process one (app.request() in tests) has none:
  // the nearest forwarded entry then stands where the peer would be.
  const peer = incoming ? incoming.socket?.remoteAddress : forwarded.pop();
  const chain = [...forwarded, peer ?? 'unknown'];
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64. One
 * subscriber gets a whole /64 and may take any address in it, so counting single IPv6 addresses
 * would let one client rotate past every limit (decision 318). An IPv4-mapped address is its IPv4.
 */
export function networkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (s: string) => (s ? s.split(':') : []);
  // Only the first four groups matter, so an IPv4 tail needs no decoding: it counts as two groups.
  const right = tail === undefined ? [] : groups(tail).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groups(head);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The client's network (`networkOf`) for a per-address limit. */
export const clientNetwork = (c: Context, trustedHops: number) => networkOf(clientIp(c, trustedHops));
