import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The UTC date (YYYY-MM-DD) of a moment: the key of a day's usage row. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export async function usageOn(db: Kysely<Database>, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('usage_daily')
    .select('count')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/**
 * Adds `n` to the user's count for `day` only while the total stays within `limit`, in ONE
 * statement (an upsert whose update is conditional), so concurrent tabs, requests or server
 * instances can never push the count past the limit. Returns the new count, or null when refused.
 */
export async function reserveQuota(
  db: Kysely<Database>,
  userId: string,
  day: string,
  n: number,
  limit: number,
): Promise<number | null> {
  if (n > limit) return null; // the insert branch has no condition, so refuse it up front
  const row = await db
    .insertInto('usage_daily')
    .values({ user_id: userId, day, count: n, quota: limit })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ count: sql`usage_daily.count + ${n}`, quota: limit })
        .where(sql<boolean>`usage_daily.count + ${n} <= ${limit}`),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : null;
}

export interface HistoryRow {
  date: string;
  usage_count: number;
  percentage: number;
}

/** The last `days` UTC days (today included) that had any use, newest first. */
export async function usageHistory(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  days = 30,
): Promise<HistoryRow[]> {
  const from = utcDay(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
  const rows = await db
    .selectFrom('usage_daily')
    .select(['day', 'count', 'quota'])
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', utcDay(now))
    .orderBy('day', 'desc')
    .execute();
  return rows.map((r) => ({
    date: r.day,
    usage_count: Number(r.count),
    percentage: r.quota > 0 ? Math.round((Number(r.count) / Number(r.quota)) * 1000) / 10 : 100,
  }));
}
