import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps } from '../deps';
import { ACCOUNT_RULES, consumeAttempt } from './attempts';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { rateLimitApplies } from './local-install';
import { notFound } from '../http-error';

/** The client's address: the socket's, or X-Forwarded-For's first hop when a proxy is trusted. */
function clientIp(c: Context, trustProxy: boolean): string | null {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || null;
  let socket: string | null = null;
  try {
    socket = getConnInfo(c).remote.address ?? null;
  } catch {
    // No socket (app.request in tests): only the header can say.
  }
  if (trustProxy || !socket) return forwarded ?? socket;
  return socket;
}

const tooMany = (c: Context) =>
  c.json({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' }, 429);

/**
 * /api/auth/*: Better Auth's handler, behind our per-account attempt limits and with the
 * client address pinned in a header Better Auth trusts (so a client cannot pick its own IP).
 */
export function authRoutes({ config, dbh }: AppDeps, auth: Auth) {
  return new Hono()
    .get('/config', (c) =>
      // Which sign-in options to show; never a secret.
      c.json({
        google: !!(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
        emailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      }),
    )
    .on(['GET', 'POST'], '*', async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.delete(CLIENT_IP_HEADER);
      const ip = clientIp(c, config.TRUST_PROXY);
      if (ip) headers.set(CLIENT_IP_HEADER, ip);

      const path = c.req.path.replace(/^\/api\/auth/, '');
      const rule = ACCOUNT_RULES[path];
      if (rule && c.req.method === 'POST' && rateLimitApplies(config, ip)) {
        const body = (await c.req.raw
          .clone()
          .json()
          .catch(() => null)) as { email?: unknown } | null;
        const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (email && !(await consumeAttempt(dbh.db, `${path}|${email}`, rule))) return tooMany(c);
      }
      const res = await auth.handler(new Request(c.req.raw, { headers }));
      // Better Auth answers unknown paths with an empty 404; every /api path answers JSON.
      if (res.status === 404 && !res.headers.get('content-type')) throw notFound();
      return res;
    });
}
