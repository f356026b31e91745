import { Hono } from 'hono';
import { sql } from 'kysely';
import { PLANS } from '../../shared/plans';
import { updateMeSchema, type AppUser } from '../../shared/schemas/me';
import { daysUntilExpiry, effectiveTier, isExpiringSoon } from '../auth/plan';
import type { SessionAccount } from '../auth/fast-session';
import { displayName, requireUser, sessionAccount } from '../auth/session';
import type { AppDeps } from '../deps';
import { badRequest, unauthorized } from '../http-error';
import { TEXT_ERRORS, hasNulIssue } from '../../shared/schemas/text';
import { utcDay } from '../services/quota';
import { APP_USER_COLUMNS } from '../auth/user-columns';

const toIso = (v: Date | string | number) => new Date(v).toISOString();

export function meRoutes({ dbh, now }: AppDeps) {
  const { db } = dbh;

  /** The user's row and today's usage: from the session read when it has them for today, else one query. */
  async function appUser(userId: string, known?: SessionAccount): Promise<AppUser> {
    const at = now();
    const row =
      known?.day === utcDay(at)
        ? known
        : await db
            .selectFrom('user')
            .leftJoin('usage_daily', (j) =>
              j.onRef('usage_daily.user_id', '=', 'user.id').on('usage_daily.day', '=', utcDay(at)),
            )
            .select([...APP_USER_COLUMNS, sql<number | null>`usage_daily.count`.as('usage_today')])
            .where('user.id', '=', userId)
            .executeTakeFirst();
    if (!row) throw unauthorized();
    const tier = effectiveTier(row, at);
    return {
      id: row.id,
      email: row.email,
      name: displayName(row),
      fullName: row.name?.trim() ?? '',
      emailVerified: !!row.emailVerified,
      language: row.language === 'he' ? 'he' : 'en',
      tier,
      usageToday: Number(row.usage_today ?? 0),
      usageLimit: PLANS[tier].dailyQuota,
      subscription_id: row.subscription_id,
      subscription_status: row.subscription_status,
      subscription_expires_at: row.subscription_expires_at,
      isExpiringSoon: isExpiringSoon(row, at),
      daysUntilExpiry: daysUntilExpiry(row, at),
      createdAt: toIso(row.createdAt),
    };
  }

  return new Hono()
    .get('/', async (c) => {
      const user = await requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await appUser(user.id, sessionAccount(c)));
    })
    .patch('/', async (c) => {
      const user = await requireUser(c);
      const parsed = updateMeSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) {
        if (hasNulIssue(parsed.error.issues)) throw badRequest(TEXT_ERRORS.nul.message, TEXT_ERRORS.nul.code);
        throw badRequest('Invalid profile', 'invalid_profile', parsed.error.issues);
      }
      const { name, language } = parsed.data;
      if (name !== undefined || language !== undefined) {
        await db
          .updateTable('user')
          .set({
            ...(name !== undefined && { name }),
            ...(language !== undefined && { language }),
            updatedAt: now().toISOString(),
          })
          .where('id', '=', user.id)
          .execute();
      }
      return c.json(await appUser(user.id));
    });
}
