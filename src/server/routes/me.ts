import { Hono } from 'hono';
import { sql } from 'kysely';
import { updateMeSchema, type AppUser } from '#shared/schemas/me';
import { planOf } from '../services/plan';
import type { SessionAccount } from '../auth/fast-session';
import { displayName, getSessionUser, requireUser, sessionAccount, signedIn } from '../auth/session';
import type { AppDeps } from '../deps';
import { badRequest, unauthorized } from '../http-error';
import { validate, type Issues } from '../validate';
import { utcDay } from '../services/quota';
import { APP_USER_COLUMNS } from '../auth/user-columns';

const toIso = (v: Date | string | number) => new Date(v).toISOString();

const invalidProfile = (issues: Issues) => badRequest('Invalid profile', 'invalid_profile', issues);

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
    const plan = planOf(row, at);
    return {
      id: row.id,
      email: row.email,
      name: displayName(row),
      fullName: row.name?.trim() ?? '',
      emailVerified: !!row.emailVerified,
      language: row.language === 'he' ? 'he' : 'en',
      tier: plan.tier,
      usageToday: Number(row.usage_today ?? 0),
      usageLimit: plan.plan.dailyQuota,
      subscription_id: row.subscription_id,
      subscription_status: row.subscription_status,
      subscription_expires_at: row.subscription_expires_at,
      isExpiringSoon: plan.isExpiringSoon,
      daysUntilExpiry: plan.daysUntilExpiry,
      createdAt: toIso(row.createdAt),
    };
  }

  return new Hono()
    .get('/', async (c) => {
      const user = await getSessionUser(c);
      c.header('Cache-Control', 'private, no-store');
      // Every page asks who is signed in; a visitor is a normal answer, not an error to log.
      if (!user) return c.json({ user: null });
      return c.json(await appUser(user.id, sessionAccount(c)));
    })
    .patch('/', signedIn, validate('json', updateMeSchema, invalidProfile), async (c) => {
      const user = await requireUser(c);
      const { name, language } = c.req.valid('json');
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
