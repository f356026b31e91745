// The bearer check of /api/v1 (issue 15, decision 262): `Authorization: Bearer <key>` names the
// account; every /api/v1 route then reads the caller with apiCaller(c). Cookies count for nothing here.
import type { Context, MiddlewareHandler } from 'hono';
import { API_KEY_ERRORS, API_KEY_PATTERN } from '#shared/schemas/api-keys';
import type { AppDeps } from '../deps';
import { HttpError } from '../http-error';
import { createApiKeyStore } from '../services/api-keys';
import { planOf, type UserPlan } from '../services/plan';

/** Who is calling /api/v1: the key, its account and the plan that counts now. */
export interface ApiCaller {
  keyId: string;
  user: { id: string; email: string; name: string };
  plan: UserPlan;
}

export type ApiEnv = { Variables: { apiCaller?: ApiCaller } };

const REALM = 'Bearer realm="LogoBatch API"';

/** Why a request carries no usable key, and the RFC 6750 error it is (none when no key was sent). */
type Problem = { message: string; error: 'invalid_request' | 'invalid_token' | null };

/** 401 with the RFC 6750 challenge. */
function invalidKey(c: Context, { message, error }: Problem): HttpError {
  c.header('WWW-Authenticate', error ? `${REALM}, error="${error}"` : REALM);
  return new HttpError(401, API_KEY_ERRORS.invalidKey.code, message);
}

/** The key of an `Authorization: Bearer <key>` header (scheme in any case), or why there is none. */
function presentedKey(header: string | undefined): { key: string } | Problem {
  if (!header) return { message: 'Send the API key as "Authorization: Bearer <key>"', error: null };
  const m = /^bearer +(\S+) *$/i.exec(header);
  if (!m) return { message: 'The Authorization header must be "Bearer <key>"', error: 'invalid_request' };
  if (!API_KEY_PATTERN.test(m[1]!))
    return { message: 'This is not a LogoBatch API key', error: 'invalid_token' };
  return { key: m[1]! };
}

export function requireApiKey({ dbh, now }: AppDeps): MiddlewareHandler<ApiEnv> {
  const store = createApiKeyStore(dbh, now);
  return async (c, next) => {
    const presented = presentedKey(c.req.header('authorization'));
    if (!('key' in presented)) throw invalidKey(c, presented);
    const holder = await store.findByKey(presented.key);
    // Unknown and revoked read the same, so the answer does not tell whether a key ever existed.
    if (!holder || holder.revokedAt !== null) {
      throw invalidKey(c, { message: API_KEY_ERRORS.invalidKey.message, error: 'invalid_token' });
    }
    const at = now();
    const plan = planOf(holder, at);
    if (!plan.plan.apiAccess) {
      const { code, message } = API_KEY_ERRORS.planNoApi;
      throw new HttpError(403, code, message, { plan: plan.tier });
    }
    await store.touch(holder, at);
    c.set('apiCaller', {
      keyId: holder.keyId,
      user: { id: holder.userId, email: holder.email, name: holder.name },
      plan,
    });
    await next();
  };
}

/** The caller requireApiKey() let through; only /api/v1 routes (behind it) may ask. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's Context, whatever its Env
export function apiCaller(c: Context<any>): ApiCaller {
  const caller = (c as Context<ApiEnv>).get('apiCaller');
  if (!caller) throw new Error('apiCaller: requireApiKey() is not mounted on this route');
  return caller;
}
