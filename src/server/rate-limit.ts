import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';

/**
 * The one rate limiter (sign-in, sign-up, reset, contact). Counters live in the database, so every
 * instance behind a load balancer sees the same ones; each check is a single conditional write.
 */

/** At most `max` requests per `windowMs` for one key. */
export interface WindowRule {
  windowMs: number;
  max: number;
}

/** `free` failures, then a wait that doubles from `baseMs` up to `capMs`; forgotten after `forgetMs` quiet. */
export interface BackoffRule {
  free: number;
  baseMs: number;
  capMs: number;
  forgetMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterS: number };

const ALLOWED: Verdict = { allowed: true };
const refused = (ms: number): Verdict => ({ allowed: false, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) });

// Keys hold an email and an address; hashing the long ones keeps them inside the column.
const stored = (key: string) =>
  key.length <= 200 ? key : `h:${createHash('sha256').update(key).digest('hex')}`;

/** Counts one request for `key` and says whether it is within `rule`. */
export async function consume(
  db: Kysely<Database>,
  key: string,
  rule: WindowRule,
  now: number,
): Promise<Verdict> {
  const k = stored(key);
  const expired = sql<boolean>`auth_attempts.window_start <= ${now - rule.windowMs}`;
  const result = await db
    .insertInto('auth_attempts')
    .values({ key: k, count: 1, window_start: now })
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
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) {
    await sweepSometimes(db, now);
    return ALLOWED;
  }
  const row = await db
    .selectFrom('auth_attempts')
    .select('window_start')
    .where('key', '=', k)
    .executeTakeFirst();
  return refused(Number(row?.window_start ?? now) + rule.windowMs - now);
}

/** The wait owed after `failures` failures under `rule` (0 while still free). */
export function backoffMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capMs, rule.baseMs * 2 ** (failures - rule.free));
}

/**
 * Whether `key` may try now. Once the wait has passed, the try claims the slot (compare-and-set on
 * the time of the last try), so parallel requests get one guess per wait, not one each.
 */
export async function mayTry(
  db: Kysely<Database>,
  key: string,
  rule: BackoffRule,
  now: number,
): Promise<Verdict> {
  const k = stored(key);
  const row = await db
    .selectFrom('auth_attempts')
    .select(['count', 'window_start'])
    .where('key', '=', k)
    .executeTakeFirst();
  if (!row) return ALLOWED;
  const last = Number(row.window_start);
  if (now - last >= rule.forgetMs) return ALLOWED;
  const wait = backoffMs(Number(row.count), rule);
  if (wait === 0) return ALLOWED;
  if (now < last + wait) return refused(last + wait - now);
  const claimed = await db
    .updateTable('auth_attempts')
    .set({ window_start: now })
    .where('key', '=', k)
    .where('window_start', '=', row.window_start)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0 ? ALLOWED : refused(wait);
}

/** Records one failure for `key`; after `forgetMs` without one, counting starts again. */
export async function recordFailure(db: Kysely<Database>, key: string, rule: BackoffRule, now: number) {
  const forgotten = sql<boolean>`auth_attempts.window_start <= ${now - rule.forgetMs}`;
  await db
    .insertInto('auth_attempts')
    .values({ key: stored(key), count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${forgotten} then 1 else auth_attempts.count + 1 end`,
        window_start: now,
      }),
    )
    .execute();
}

/** Forgets `key` (a success ends the run of failures). */
export async function forget(db: Kysely<Database>, key: string) {
  await db.deleteFrom('auth_attempts').where('key', '=', stored(key)).execute();
}

// Old counters are worthless; sweep them now and then instead of running a job.
async function sweepSometimes(db: Kysely<Database>, now: number) {
  if (Math.random() >= 0.02) return;
  await db
    .deleteFrom('auth_attempts')
    .where('window_start', '<', now - 24 * 60 * 60_000)
    .execute();
}
