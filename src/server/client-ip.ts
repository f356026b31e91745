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
