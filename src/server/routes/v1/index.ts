// /api/v1: the HTTP API for scripts and pipelines (issue 15). Every route here is behind the
// bearer check and reads its caller with apiCaller(c); each resource adds its module below.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { requireApiKey, type ApiEnv } from '../../auth/api-key';
import { v1MeRoutes } from './me';

export function v1Routes(deps: AppDeps) {
  return new Hono<ApiEnv>().use('*', requireApiKey(deps)).route('/me', v1MeRoutes());
}
