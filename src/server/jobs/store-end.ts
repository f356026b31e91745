// How a job's row ends: each ending is one transaction that writes the job's final state and settles
// its quota reservation, so what the API reports and what the quota holds never disagree. Only a job
// still queued or running (and, for a run, still its own) can end; whoever ends it first wins.
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { settleIn } from '../services/reservations';
import { API_JOB_RESULT_HOURS } from '#shared/schemas/api-jobs';
import type { JobRow, PhotoRow } from './store';

/** The job is still this run's: running, under the attempt the run claimed (a cancel or a takeover ends that). */
export const heldBy = (id: string, attempt: number) => (eb: ExpressionBuilder<Database, 'api_jobs'>) =>
  eb.and([eb('id', '=', id), eb('status', '=', 'running'), eb('attempt', '=', attempt)]);

const HOUR_MS = 3_600_000;

type Photos = (jobId: string, trx?: Kysely<Database> | Transaction<Database>) => Promise<PhotoRow[]>;

export function createJobEndings(db: Kysely<Database>, now: () => Date, photos: Photos) {
  const iso = () => now().toISOString();

  /** Gives back what the job did not deliver: everything unless it is done, else its failed photos. */
  async function settle(trx: Transaction<Database>, job: JobRow) {
    if (!job.reservation_id) return;
    const delivered =
      job.status === 'done' ? (await photos(job.id, trx)).filter((p) => p.state === 'done').length : 0;
    const out = await settleIn(trx, job.user_id, job.reservation_id, delivered, now());
    if (out.status === 'settled') {
      await trx.updateTable('api_jobs').set({ refunded: out.refunded }).where('id', '=', job.id).execute();
    }
  }

  return {
    /** Ends a run's job (done or failed) if the run still owns it; false when it lost it. */
    async finish(
      id: string,
      attempt: number,
      end: { status: 'done' | 'failed'; resultKey?: string; resultSize?: number; error?: string },
    ): Promise<boolean> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const job = await trx
          .updateTable('api_jobs')
          .set({
            status: end.status,
            finished_at: at.toISOString(),
            expires_at: new Date(at.getTime() + API_JOB_RESULT_HOURS * HOUR_MS).toISOString(),
            result_key: end.resultKey ?? null,
            result_size: end.resultSize ?? null,
            error: end.error ?? null,
          })
          .where(heldBy(id, attempt))
          .returningAll()
          .executeTakeFirst();
        if (job) await settle(trx, job);
        return !!job;
      });
    },

    /** Ends a job that no run finished (retries used up, it stopped beating, storage failed). */
    async abandon(id: string, error: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const job = await trx
          .updateTable('api_jobs')
          .set({ status: 'failed', finished_at: iso(), error })
          .where('id', '=', id)
          .where('status', 'in', ['queued', 'running'])
          .returningAll()
          .executeTakeFirst();
        if (job) await settle(trx, job);
        return !!job;
      });
    },

    /**
     * Cancels a queued or running job: 'cancelled'. A job cancelled before answers 'was-cancelled' (a
     * client retrying a DELETE whose answer it lost), one that ended otherwise 'ended' (too late);
     * null for no such job of this user.
     */
    async cancel(userId: string, id: string): Promise<'cancelled' | 'was-cancelled' | 'ended' | null> {
      const job = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('api_jobs')
          .set({ status: 'cancelled', finished_at: iso() })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .where('status', 'in', ['queued', 'running'])
          .returningAll()
          .executeTakeFirst();
        if (row) await settle(trx, row);
        return row;
      });
      if (job) return 'cancelled';
      const exists = await db
        .selectFrom('api_jobs')
        .select('status')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!exists) return null;
      return exists.status === 'cancelled' ? 'was-cancelled' : 'ended';
    },

    async callbackAttempted(id: string, delivered: boolean) {
      await db
        .updateTable('api_jobs')
        .set((eb) => ({
          callback_attempts: eb('callback_attempts', '+', 1),
          ...(delivered && { callback_delivered_at: iso() }),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** The ending's tail is done: the sweep leaves the job alone. */
    async tidied(id: string) {
      await db.updateTable('api_jobs').set({ tidied_at: iso() }).where('id', '=', id).execute();
    },

    /** Jobs that ended over `ms` ago and whose tail was never done (the database or process went). */
    async untidied(ms: number, limit = 100): Promise<JobRow[]> {
      return db
        .selectFrom('api_jobs')
        .selectAll()
        .where('status', 'in', ['done', 'failed', 'cancelled'])
        .where('tidied_at', 'is', null)
        .where('finished_at', '<', new Date(now().getTime() - ms).toISOString())
        .limit(limit)
        .execute();
    },

    /** Done jobs whose result is past its time and not yet deleted. */
    async expiredResults(limit = 100): Promise<JobRow[]> {
      return db
        .selectFrom('api_jobs')
        .selectAll()
        .where('status', '=', 'done')
        .where('expires_at', '<', iso())
        .where('expired_at', 'is', null)
        .limit(limit)
        .execute();
    },

    async markExpired(id: string) {
      await db.updateTable('api_jobs').set({ expired_at: iso() }).where('id', '=', id).execute();
    },

    /** Queued jobs older than `queuedMs` (never handed to the queue?) and running ones silent for `silentMs`. */
    async stalled(queuedMs: number, silentMs: number): Promise<JobRow[]> {
      const ago = (ms: number) => new Date(now().getTime() - ms).toISOString();
      return db
        .selectFrom('api_jobs')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('created_at', '<', ago(queuedMs))]),
            eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', ago(silentMs))]),
          ]),
        )
        .limit(100)
        .execute();
    },
  };
}
