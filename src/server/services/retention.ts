import type { Kysely } from 'kysely';
import { POLICIES } from '#shared/policies';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;

/** The first UTC day still kept: usage logs live for the months the privacy policy promises. */
export function usageCutoffDay(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - POLICIES.usageLogRetentionMonths);
  return cutoff.toISOString().slice(0, 10);
}

/** Deletes what the policies say we no longer keep. Safe to run on several instances at once. */
export async function pruneExpiredData(
  db: Kysely<Database>,
  now: Date,
): Promise<{ usageRows: number; reservationRows: number }> {
  const cutoff = usageCutoffDay(now);
  const res = await db.deleteFrom('usage_daily').where('day', '<', cutoff).executeTakeFirst();
  // Reservations are usage logs too, kept exactly as long as the days they were charged to.
  const reservations = await db.deleteFrom('usage_reservations').where('day', '<', cutoff).executeTakeFirst();
  return { usageRows: Number(res.numDeletedRows), reservationRows: Number(reservations.numDeletedRows) };
}

/** Runs the pruning now and then daily; the timer does not keep the process alive. */
export function scheduleRetention(db: Kysely<Database>, now: () => Date): () => void {
  const run = () =>
    pruneExpiredData(db, now()).catch((e: unknown) => console.error('Retention pruning failed:', e));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
