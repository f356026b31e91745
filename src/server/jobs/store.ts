// API jobs in the database: every query that serves a caller filters by the caller's user id; the
// runner's writes are conditional on the job's state (and its run's number), so a cancelled job, or
// one taken over by another worker, is never written by a run that no longer owns it.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DbKind } from '../db';
import type { ApiJobsTable, Database } from '../db/schema';
import { reserveIn } from '../services/reservations';
import { createJobEndings, heldBy } from './store-end';
import { utcDay } from '../services/quota';
import type { FailedPhoto, JobDto } from '#shared/schemas/api-jobs';
import type { JobSpec } from './spec';

export interface NewJob {
  id: string;
  userId: string;
  keyId: string;
  spec: JobSpec;
  /** In order; a photo refused at submission carries its failure. */
  photos: { name: string; type: string | null; failed?: { code: string; message: string } }[];
  callbackUrl: string | null;
  callbackSecret: string | null;
}

/** The photos a job charges to the quota: those not refused at submission. */
export const chargedPhotos = (photos: NewJob['photos']) => photos.filter((p) => !p.failed).length;

export type JobRow = Selectable<ApiJobsTable>;
export interface PhotoRow {
  idx: number;
  name: string;
  type: string | null;
  state: 'pending' | 'done' | 'failed';
  code: string | null;
  message: string | null;
}

export function createJobStore(db: Kysely<Database>, kind: DbKind, now: () => Date) {
  const iso = () => now().toISOString();

  async function photos(
    jobId: string,
    trx: Kysely<Database> | Transaction<Database> = db,
  ): Promise<PhotoRow[]> {
    return trx
      .selectFrom('api_job_photos')
      .select(['idx', 'name', 'type', 'state', 'code', 'message'])
      .where('job_id', '=', jobId)
      .orderBy('idx')
      .execute();
  }

  /** A cancelled job answers what it had when cancelled: a run still finishing a photo changes nothing. */
  async function photoEnd(
    id: string,
    attempt: number,
    idx: number,
    set: { state: 'done'; output_size: number } | { state: 'failed'; code: string; message: string },
  ) {
    await db
      .updateTable('api_job_photos')
      .set(set)
      .where('job_id', '=', id)
      .where('idx', '=', idx)
      .where('state', '=', 'pending')
      .where(({ exists, selectFrom }) => {
        const held = selectFrom('api_jobs').select('id').where(heldBy(id, attempt));
        // PostgreSQL would check the job in the statement's snapshot: a cancel committed meanwhile
        // would not stop the write. The share lock waits for it and reads the job it left.
        return exists(kind === 'postgres' ? held.forShare() : held);
      })
      .execute();
  }

  function toDto(job: JobRow, rows: PhotoRow[], resultUrl: string): JobDto {
    const failed: FailedPhoto[] = rows
      .filter((p) => p.state === 'failed')
      .map((p) => ({ index: p.idx, name: p.name, code: p.code ?? 'failed', message: p.message ?? '' }));
    const hasResult = job.status === 'done' && !job.expired_at && job.result_key !== null;
    return {
      id: job.id,
      status: job.status,
      total: Number(job.total),
      done: rows.filter((p) => p.state === 'done').length,
      failed,
      created_at: job.created_at,
      started_at: job.started_at,
      finished_at: job.finished_at,
      expires_at: job.expires_at,
      result_url: hasResult ? resultUrl : null,
      failure_reason: job.status === 'failed' ? (job.error ?? null) : null,
    };
  }

  return {
    photos,
    toDto,

    /**
     * Charges the photos to today's quota and records the job and its photos, in one transaction:
     * either all of it exists or none. Returns null when the quota refuses. A photo already refused at
     * upload (empty, not a photo) is not charged: it can never be delivered, and counting it refused
     * jobs that fit in what is left of the day (as decision 317 found in the editor).
     */
    async create(job: NewJob, limit: number): Promise<{ reservationId: string } | null> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const charged = chargedPhotos(job.photos);
        const reserved = await reserveIn(trx, job.userId, utcDay(at), charged, limit, at);
        if (!reserved) return null;
        await trx
          .insertInto('api_jobs')
          .values({
            id: job.id,
            user_id: job.userId,
            key_id: job.keyId,
            status: 'queued',
            total: job.photos.length,
            settings: JSON.stringify(job.spec),
            callback_url: job.callbackUrl,
            callback_secret: job.callbackSecret,
            callback_delivered_at: null,
            reservation_id: reserved.id,
            refunded: null,
            error: null,
            result_key: null,
            result_size: null,
            created_at: at.toISOString(),
            started_at: null,
            heartbeat_at: null,
            finished_at: null,
            expires_at: null,
            expired_at: null,
          })
          .execute();
        const rows = job.photos.map((p, idx) => ({
          job_id: job.id,
          idx,
          name: p.name,
          type: p.type,
          state: p.failed ? ('failed' as const) : ('pending' as const),
          code: p.failed?.code ?? null,
          message: p.failed?.message ?? null,
          output_size: null,
        }));
        // A few hundred rows per statement keeps within both databases' parameter limits.
        for (let i = 0; i < rows.length; i += 100) {
          await trx
            .insertInto('api_job_photos')
            .values(rows.slice(i, i + 100))
            .execute();
        }
        return { reservationId: reserved.id };
      });
    },

    async get(userId: string, id: string): Promise<JobRow | null> {
      const row = await db
        .selectFrom('api_jobs')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    async byId(id: string): Promise<JobRow | null> {
      return (await db.selectFrom('api_jobs').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** Starts a run: a queued or running job becomes running under a new run number; null otherwise. */
    async claim(id: string): Promise<{ job: JobRow; attempt: number } | null> {
      const at = iso();
      const job = await db
        .updateTable('api_jobs')
        .set((eb) => ({
          status: 'running',
          attempt: eb('attempt', '+', 1),
          started_at: eb.fn.coalesce('started_at', eb.val(at)),
          heartbeat_at: at,
        }))
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .returningAll()
        .executeTakeFirst();
      return job ? { job, attempt: Number(job.attempt) } : null;
    },

    /** Whether this run still owns the job (not cancelled, not taken over); beats its heart if so. */
    async stillMine(id: string, attempt: number): Promise<boolean> {
      const res = await db
        .updateTable('api_jobs')
        .set({ heartbeat_at: iso() })
        .where(heldBy(id, attempt))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Records a photo's end, unless the run lost its job (cancelled, or taken over) meanwhile. */
    async photoDone(id: string, attempt: number, idx: number, size: number) {
      await photoEnd(id, attempt, idx, { state: 'done', output_size: size });
    },

    async photoFailed(id: string, attempt: number, idx: number, code: string, message: string) {
      await photoEnd(id, attempt, idx, { state: 'failed', code, message });
    },

    ...createJobEndings(db, now, photos),
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
