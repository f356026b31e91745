import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|::ffff:(127|10|192\.168)\.)/i;

/**
 * The caller's address for rate limits. X-Forwarded-For is trusted only when the connection
 * comes from a private address (our own load balancer), and then its last hop, which that proxy
 * wrote; a client on the open internet cannot pick its own rate-limit bucket.
 */
export function clientIp(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  const forwarded = c.req.header('x-forwarded-for');
  const lastHop = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  if (lastHop && (!peer || PRIVATE.test(peer))) return lastHop;
  return peer ?? 'unknown';
}
