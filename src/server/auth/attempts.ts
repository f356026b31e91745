import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AttemptRule {
  windowMs: number;
  max: number;
}

/** Per-account limits (Better Auth limits per IP; these stop one account being hammered from many). */
export const ACCOUNT_RULES: Record<string, AttemptRule> = {
  '/sign-in/email': { windowMs: 15 * 60_000, max: 10 },
  '/sign-up/email': { windowMs: 60 * 60_000, max: 5 },
  '/request-password-reset': { windowMs: 60 * 60_000, max: 5 },
};

/**
 * Counts one attempt for `key` and says whether it is allowed, in one conditional upsert so
 * concurrent requests on several instances cannot slip past the limit.
 */
export async function consumeAttempt(db: Kysely<Database>, key: string, rule: AttemptRule, now = Date.now()) {
  const cutoff = now - rule.windowMs;
  const expired = sql<boolean>`auth_attempts.window_start <= ${cutoff}`;
  const result = await db
    .insertInto('auth_attempts')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql`case when ${expired} then 1 else auth_attempts.count + 1 end`,
          window_start: sql`case when ${expired} then ${now} else auth_attempts.window_start end`,
        })
        .where((eb) => eb.or([expired, eb('auth_attempts.count', '<', rule.max)])),
    )
    .executeTakeFirst();
  const allowed = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  // Old counters are worthless; sweep them now and then instead of running a job.
  if (allowed && Math.random() < 0.02) {
    await db
      .deleteFrom('auth_attempts')
      .where('window_start', '<', now - 24 * 60 * 60_000)
      .execute();
  }
  return allowed;
}
