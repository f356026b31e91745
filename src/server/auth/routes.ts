import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { clientIp, networkOf } from '../client-ip';
import { checkAuthLimits, settleSignIn } from './limits';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { rateLimitApplies } from './local-install';
import { ACCOUNT_HEADER } from '#shared/schemas/me';
import { accountChanged, notFound } from '../http-error';
import { getSessionUser, namesAnotherAccount } from './session';

/**
 * Better Auth's actions on the signed-in account, which a page showing another account must not take
 * (decision 342). Signing in, up or out acts on the browser, not on an account the page shows.
 */
const ACCOUNT_ACTIONS = new Set([
  '/change-email',
  '/change-password',
  '/update-user',
  '/delete-user',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/link-social',
  '/unlink-account',
]);

const tooMany = (c: Context, retryAfterS: number) => {
  c.header('Retry-After', String(retryAfterS));
  c.header('X-Retry-After', String(retryAfterS));
  return c.json({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' }, 429);
};

async function emailIn(req: Request): Promise<string> {
  const body = (await req
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * /api/auth/*: Better Auth's handler, behind our rate limits (per address, per account, and
 * failed sign-ins per account and address), with the client address pinned in a header Better
 * Auth reads for its session records, so a client cannot pick its own address.
 */
export function authRoutes({ config, dbh, now }: AppDeps, auth: Auth) {
  return new Hono()
    .get('/config', (c) =>
      // Which sign-in options to show; never a secret.
      c.json({
        google: !!(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
        emailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      }),
    )
    .on(['GET', 'POST'], '*', async (c) => {
      const ip = clientIp(c, config.TRUST_PROXY);
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, ip);

      // Only a page that names an account costs the session read (Better Auth reads it again).
      if (
        c.req.header(ACCOUNT_HEADER) !== undefined &&
        ACCOUNT_ACTIONS.has(c.req.path.replace(/^\/api\/auth/, ''))
      ) {
        const user = await getSessionUser(c);
        // Better Auth's shape ({ code, message }), which its client reads, not the app's { error }.
        if (user && namesAnotherAccount(c, user.id)) {
          const { code, message, status } = accountChanged();
          return c.json({ code, message }, status);
        }
      }
      const limited = rateLimitApplies(config, ip);
      const req = {
        method: c.req.method,
        path: c.req.path.replace(/^\/api\/auth/, ''),
        // Limits count the client's network: an IPv6 client holds a whole /64.
        ip: networkOf(ip),
        email: c.req.method === 'POST' ? await emailIn(c.req.raw) : '',
      };
      if (limited) {
        const verdict = await checkAuthLimits(dbh.db, req, now().getTime());
        if (!verdict.allowed) return tooMany(c, verdict.retryAfterS);
      }
      const res = await auth.handler(new Request(c.req.raw, { headers }));
      if (limited) await settleSignIn(dbh.db, req, res.status, now().getTime());
      // Better Auth answers unknown paths with an empty 404; every /api path answers JSON.
      if (res.status === 404 && !res.headers.get('content-type')) throw notFound();
      return res;
    });
}
