import { Hono } from 'hono';
import {
  quotaExceededMessage,
  reserveRequestSchema,
  type QuotaExceededDetails,
} from '../../shared/schemas/usage';
import { PLANS } from '../../shared/plans';
import { effectiveTier, loadUserPlan } from '../auth/plan';
import { requireUser, sessionAccount } from '../auth/session';
import type { AppDeps } from '../deps';
import { HttpError, badRequest, unauthorized } from '../http-error';
import { reserveQuota, usageHistory, usageOn, utcDay } from '../services/quota';

export function usageRoutes({ dbh, now }: AppDeps) {
  const { db } = dbh;
  return new Hono()
    .post('/reserve', async (c) => {
      const user = await requireUser(c);
      const parsed = reserveRequestSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success)
        throw badRequest('count must be a positive whole number', 'invalid_count', parsed.error.issues);
      const { count } = parsed.data;
      const at = now();
      // The tier the server holds is what counts, never one the client claims.
      const known = sessionAccount(c);
      const plan = known ? PLANS[effectiveTier(known, at)] : (await loadUserPlan(db, user.id, at))?.plan;
      if (!plan) throw unauthorized();
      const limit = plan.dailyQuota;
      const day = utcDay(at);
      const total = await reserveQuota(db, user.id, day, count, limit);
      if (total === null) {
        const details: QuotaExceededDetails = {
          limit,
          usageToday: await usageOn(db, user.id, day),
          requested: count,
        };
        throw new HttpError(429, 'quota_exceeded', quotaExceededMessage(limit), details);
      }
      return c.json({ usageToday: total, usageLimit: limit, remaining: limit - total });
    })
    .get('/history', async (c) => {
      const user = await requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ history: await usageHistory(db, user.id, now()) });
    });
}
