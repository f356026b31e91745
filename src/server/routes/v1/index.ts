// /api/v1: the HTTP API for scripts and pipelines (issue 15). Every route here is behind the
// bearer check and the per-key rate limit, and reads its caller with apiCaller(c).
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../deps';
import { apiCaller, requireApiKey, type ApiEnv } from '../../auth/api-key';
import { HttpError } from '../../http-error';
import { consume } from '../../rate-limit';
import { API_JOB_ERRORS } from '#shared/schemas/api-jobs';
import { v1MeRoutes } from './me';
import { v1JobRoutes } from './jobs';
import { openApiDocument } from './openapi';

export function v1Routes(deps: AppDeps) {
  const rule = { windowMs: 60_000, max: deps.config.API_RATE_LIMIT_PER_MINUTE };
  const document = openApiDocument(deps.config.publicUrl);
  return (
    new Hono<ApiEnv>()
      // The document is public, so it is answered before the key check.
      .get('/openapi.json', (c) => {
        c.header('Cache-Control', 'public, max-age=300');
        return c.json(document);
      })
      .all('/openapi.json', notAllowed('GET, HEAD'))
      .use('*', requireApiKey(deps))
      .use('*', async (c, next) => {
        // Counted per key in the database, so every instance sees the same count.
        const verdict = await consume(
          deps.dbh.db,
          `api-key:${apiCaller(c).keyId}`,
          rule,
          deps.now().getTime(),
        );
        if (!verdict.allowed) {
          c.header('Retry-After', String(verdict.retryAfterS));
          const { code, message } = API_JOB_ERRORS.rateLimited;
          throw new HttpError(429, code, message, { retry_after_s: verdict.retryAfterS });
        }
        await next();
      })
      .route('/me', v1MeRoutes())
      .route('/jobs', v1JobRoutes(deps))
      .all('/me', notAllowed('GET, HEAD'))
      .all('/jobs', notAllowed('POST'))
      .all('/jobs/:id', notAllowed('GET, HEAD, DELETE'))
      .all('/jobs/:id/result', notAllowed('GET, HEAD'))
  );
}

/**
 * A method a path does not offer (reached only when no route above answered): 405 with Allow, as
 * HTTP has it, so a client learns its method is wrong rather than that the job does not exist.
 */
const notAllowed = (allow: string) => (c: Context) => {
  c.header('Allow', allow);
  return c.json({ error: { code: 'method_not_allowed', message: `This address takes ${allow}.` } }, 405);
};
