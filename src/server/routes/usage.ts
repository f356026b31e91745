import { Hono, type Context } from 'hono';
import {
  quotaExceededMessage,
  reserveRequestSchema,
  settleRequestSchema,
  type QuotaExceededDetails,
  type ReserveResponse,
  type SettleResponse,
} from '#shared/schemas/usage';
import { loadUserPlan, planOf } from '../services/plan';
import { requireUser, sessionAccount, signedIn } from '../auth/session';
import type { AppDeps } from '../deps';
import { HttpError, badRequest, notFound, unauthorized } from '../http-error';
import { validate, type Issues } from '../validate';
import { usageHistory, usageOn, utcDay } from '../services/quota';
import { reserveRecorded, settleReservation } from '../services/reservations';

const invalidCount = (issues: Issues) =>
  badRequest('count must be a positive whole number', 'invalid_count', issues);
const invalidSettle = (issues: Issues) =>
  badRequest(
    'reservationId must be a reservation id and delivered a whole number of at least 0',
    'invalid_settle',
    issues,
  );

export function usageRoutes({ dbh, now }: AppDeps) {
  const { db } = dbh;

  // The tier the server holds is what counts, never one the client claims.
  async function dailyLimit(c: Context, userId: string, at: Date): Promise<number> {
    const known = sessionAccount(c);
    const plan = known ? planOf(known, at).plan : (await loadUserPlan(db, userId, at))?.plan;
    if (!plan) throw unauthorized();
    return plan.dailyQuota;
  }

  return new Hono()
    .post('/reserve', signedIn, validate('json', reserveRequestSchema, invalidCount), async (c) => {
      const user = await requireUser(c);
      const { count } = c.req.valid('json');
      const at = now();
      const limit = await dailyLimit(c, user.id, at);
      const day = utcDay(at);
      const reserved = await reserveRecorded(db, user.id, day, count, limit, at);
      if (!reserved) {
        const details: QuotaExceededDetails = {
          limit,
          usageToday: await usageOn(db, user.id, day),
          requested: count,
        };
        throw new HttpError(429, 'quota_exceeded', quotaExceededMessage(limit), details);
      }
      const { id, total } = reserved;
      return c.json<ReserveResponse>({
        usageToday: total,
        usageLimit: limit,
        remaining: limit - total,
        reservationId: id,
      });
    })
    .post('/settle', signedIn, validate('json', settleRequestSchema, invalidSettle), async (c) => {
      const user = await requireUser(c);
      const { reservationId, delivered } = c.req.valid('json');
      const at = now();
      const outcome = await settleReservation(db, user.id, reservationId, delivered, at);
      if (outcome.status === 'not_found') throw notFound('Reservation not found', 'reservation_not_found');
      if (outcome.status === 'too_many')
        throw badRequest(
          `delivered must not exceed the ${outcome.count} images reserved`,
          'invalid_delivered',
        );
      const limit = await dailyLimit(c, user.id, at);
      const usageToday = await usageOn(db, user.id, utcDay(at));
      return c.json<SettleResponse>({
        reservationId,
        day: outcome.day,
        reserved: outcome.count,
        delivered: outcome.delivered,
        refunded: outcome.refunded,
        usageToday,
        usageLimit: limit,
        remaining: Math.max(0, limit - usageToday),
      });
    })
    .get('/history', async (c) => {
      const user = await requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ history: await usageHistory(db, user.id, now()) });
    });
}
