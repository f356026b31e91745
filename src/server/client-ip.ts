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

/** The address alone, where a proxy wrote it with brackets or a port: `[2001:db8::1]:443`, `1.2.3.4:80`. */
function bare(ip: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(ip);
  if (bracketed) return bracketed[1]!;
  return /^[\d.]+:\d+$/.test(ip) ? ip.slice(0, ip.indexOf(':')) : ip;
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64. One
 * subscriber gets a whole /64 and may take any address in it, so counting single IPv6 addresses
 * would let one client rotate past every limit (decision 318). An IPv4-mapped address is its IPv4.
 */
export function networkOf(ip: string): string {
  const address = bare(ip).replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (s: string) =>
    s
      ? s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  // An IPv4-mapped address (::ffff:a.b.c.d, however written) is an IPv4 client.
  if (all.slice(0, 5).every((g) => g === 0) && all[5] === 0xffff)
    return [all[6]! >> 8, all[6]! & 255, all[7]! >> 8, all[7]! & 255].join('.');
  return `${all
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client's network (`networkOf`) for a per-address limit. */
export const clientNetwork = (c: Context, trustedHops: number) => networkOf(clientIp(c, trustedHops));
