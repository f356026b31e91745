// GET /api/v1/me: whose key this is, the smallest call that proves a key works.
import { Hono } from 'hono';
import type { ApiV1MeDto } from '#shared/schemas/api-keys';
import { apiCaller, type ApiEnv } from '../../auth/api-key';

export function v1MeRoutes() {
  return new Hono<ApiEnv>().get('/', (c) => {
    const { user, plan } = apiCaller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json<ApiV1MeDto>({ id: user.id, email: user.email, plan: plan.tier });
  });
}
