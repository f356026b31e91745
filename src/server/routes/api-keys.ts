// /api/me/api-keys: the signed-in account's API keys (issue 15). Listing and revoking work on any
// plan (a downgraded account can still clean up); creating needs a plan with API access.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  API_KEY_ERRORS,
  API_KEY_MAX_PER_USER,
  createApiKeySchema,
  type ApiKeyListDto,
  type CreatedApiKeyDto,
} from '#shared/schemas/api-keys';
import { requireUser, signedIn } from '../auth/session';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../http-error';
import { idParam } from '../id-param';
import { ApiKeyLimitError, createApiKeyStore } from '../services/api-keys';
import { loadUserPlan } from '../services/plan';
import { validate, type Issues } from '../validate';

const notFound = () => new HttpError(404, API_KEY_ERRORS.notFound.code, API_KEY_ERRORS.notFound.message);

const invalidName = (issues: Issues) => {
  const tooLong = issues.some((i) => i.message === API_KEY_ERRORS.nameTooLong.message);
  const { code, message } = tooLong ? API_KEY_ERRORS.nameTooLong : API_KEY_ERRORS.nameRequired;
  return badRequest(message, code);
};

export function apiKeyRoutes({ dbh, now }: AppDeps) {
  const store = createApiKeyStore(dbh, now);
  const userId = async (c: Context) => (await requireUser(c)).id;

  /** Ahead of the body check: a plan without API access hears 403 whatever it sent. */
  const planWithApi: MiddlewareHandler = async (c, next) => {
    const plan = await loadUserPlan(dbh.db, await userId(c), now());
    if (!plan?.plan.apiAccess) {
      const { code, message } = API_KEY_ERRORS.planNoApi;
      throw new HttpError(403, code, message, { plan: plan?.tier ?? 'lite' });
    }
    await next();
  };

  return new Hono()
    .use(signedIn)
    .get('/', async (c) => {
      const api_keys = await store.list(await userId(c));
      c.header('Cache-Control', 'private, no-store');
      return c.json<ApiKeyListDto>({ api_keys, max_api_keys: API_KEY_MAX_PER_USER });
    })
    .post('/', planWithApi, validate('json', createApiKeySchema, invalidName), async (c) => {
      const { name } = c.req.valid('json');
      try {
        const created = await store.create(await userId(c), name, API_KEY_MAX_PER_USER);
        // The one answer that holds the key: no cache may keep it.
        c.header('Cache-Control', 'no-store');
        return c.json<CreatedApiKeyDto>(created, 201);
      } catch (e) {
        if (!(e instanceof ApiKeyLimitError)) throw e;
        const { code, message } = API_KEY_ERRORS.limit;
        throw new HttpError(403, code, message, { max: API_KEY_MAX_PER_USER });
      }
    })
    .delete('/:id', async (c) => {
      if (!(await store.revoke(await userId(c), idParam(c, notFound)))) throw notFound();
      return c.body(null, 204);
    });
}
