// Quota reservations that an export settles once it knows how many images it delivered.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { reserveQuota } from './quota';

/**
 * reserveQuota and the record of it in one transaction, so a reservation exists exactly when its
 * images were charged. Returns the reservation id and the day's new count, or null when refused.
 */
export async function reserveRecorded(
  db: Kysely<Database>,
  userId: string,
  day: string,
  n: number,
  limit: number,
  at: Date,
): Promise<{ id: string; total: number } | null> {
  return db.transaction().execute((trx) => reserveIn(trx, userId, day, n, limit, at));
}

/** The same inside the caller's transaction (an API job records itself beside its reservation). */
export async function reserveIn(
  trx: Transaction<Database>,
  userId: string,
  day: string,
  n: number,
  limit: number,
  at: Date,
): Promise<{ id: string; total: number } | null> {
  const total = await reserveQuota(trx, userId, day, n, limit);
  if (total === null) return null;
  const id = randomUUID();
  await trx
    .insertInto('usage_reservations')
    .values({
      id,
      user_id: userId,
      day,
      count: n,
      delivered: null,
      settled_at: null,
      created_at: at.toISOString(),
    })
    .execute();
  return { id, total };
}

export type SettleOutcome =
  | { status: 'settled'; day: string; count: number; delivered: number; refunded: number; repeated: boolean }
  | { status: 'not_found' }
  | { status: 'too_many'; count: number };

/**
 * Gives back `count - delivered` images to the reservation's own day, exactly once: the first
 * settle claims the row (settled_at was null) and refunds in the same transaction; any later or
 * concurrent one finds it claimed and changes nothing. Only the owner's reservations match.
 */
export async function settleReservation(
  db: Kysely<Database>,
  userId: string,
  id: string,
  delivered: number,
  at: Date,
): Promise<SettleOutcome> {
  return db.transaction().execute((trx) => settleIn(trx, userId, id, delivered, at));
}

/** The same inside the caller's transaction (an API job settles as it ends). */
export async function settleIn(
  trx: Transaction<Database>,
  userId: string,
  id: string,
  delivered: number,
  at: Date,
): Promise<SettleOutcome> {
  const claimed = await trx
    .updateTable('usage_reservations')
    .set({ delivered, settled_at: at.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('settled_at', 'is', null)
    .where('count', '>=', delivered)
    .returning(['day', 'count'])
    .executeTakeFirst();
  if (claimed) {
    const count = Number(claimed.count);
    const refunded = count - delivered;
    if (refunded > 0) {
      await trx
        .updateTable('usage_daily')
        .set({ count: sql`count - ${refunded}` })
        .where('user_id', '=', userId)
        .where('day', '=', claimed.day)
        .execute();
    }
    return { status: 'settled', day: claimed.day, count, delivered, refunded, repeated: false };
  }
  const row = await trx
    .selectFrom('usage_reservations')
    .select(['day', 'count', 'delivered'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { status: 'not_found' };
  const count = Number(row.count);
  if (row.delivered === null) return { status: 'too_many', count };
  const done = Number(row.delivered);
  return {
    status: 'settled',
    day: row.day,
    count,
    delivered: done,
    refunded: count - done,
    repeated: true,
  };
}
