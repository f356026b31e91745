// API jobs as one service: what the routes, the runner and the sweep share (the store, object storage,
// the queue), and how a job is queued, run and ended. Built once per process (server or worker).
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DbKind } from '../db';
import type { Database } from '../db/schema';
import type { PhotoEngine } from '../engine/types';
import type { ObjectStorage } from '../storage';
import { deliverCallback } from './callback';
import { afterEnd, type EndDeps } from './end';
import type { JobQueue } from './queue';
import { runJob } from './runner';
import { jobKeys } from './spec';
import { createJobStore } from './store';

/** Runs after the first for a job: a killed worker or a storage outage uses one. */
export const JOB_RETRIES = 3;
const RETRY_DELAY_S = 5;
/** The sweep's pace: at most a minute, and twice per silence a dead run may keep (JOBS_SILENT_SECONDS). */
const sweepMs = (silentSeconds: number) => Math.min(60_000, (silentSeconds * 1000) / 2);
/** A queued job this old was never handed to the queue (the server stopped in between): send it again. */
const REQUEUE_AFTER_MS = 2 * 60_000;
/** An ended job whose tail is still not done this long after: it was cut short, so run it again. */
const TIDY_AFTER_MS = 60_000;

type JobsConfig = Pick<
  Config,
  | 'publicUrl'
  | 'JOBS_LEASE_SECONDS'
  | 'JOBS_LEASE_PER_PHOTO_SECONDS'
  | 'JOBS_SILENT_SECONDS'
  | 'CALLBACK_RETRY_SECONDS'
  | 'CALLBACK_ADDRESSES'
>;

export function createJobsService(deps: {
  config: JobsConfig;
  db: Kysely<Database>;
  dbKind: DbKind;
  storage: ObjectStorage;
  queue: JobQueue;
  now: () => Date;
}) {
  const { config, storage, queue, now } = deps;
  const store = createJobStore(deps.db, deps.dbKind, now);
  const leaseSeconds = (total: number) =>
    Math.ceil(config.JOBS_LEASE_SECONDS + config.JOBS_LEASE_PER_PHOTO_SECONDS * total);
  const resultUrl = (id: string) => `${config.publicUrl}/api/v1/jobs/${id}/result`;

  const end: EndDeps = {
    store,
    storage,
    queue,
    now,
    callbackRetrySeconds: config.CALLBACK_RETRY_SECONDS,
    ended: (jobId) => afterEnd(end, jobId),
    async abandon(jobId, error) {
      if (await store.abandon(jobId, error)) await afterEnd(end, jobId);
    },
    async afterLoss(jobId) {
      const job = await store.byId(jobId);
      if (job && job.status !== 'running' && job.status !== 'done')
        await storage.deletePrefix(jobKeys(jobId).prefix);
    },
  };

  async function enqueue(jobId: string, total: number) {
    await queue.send(
      'api-job',
      { jobId },
      {
        id: jobId,
        leaseSeconds: leaseSeconds(total),
        retryLimit: JOB_RETRIES,
        retryDelaySeconds: RETRY_DELAY_S,
      },
    );
  }

  /**
   * Deletes expired results, requeues jobs that never reached the queue, ends jobs nobody runs, and
   * finishes the tail of endings that were cut short.
   */
  async function sweep() {
    let expired = 0;
    for (const job of await store.expiredResults()) {
      await storage.deletePrefix(jobKeys(job.id).prefix);
      await store.markExpired(job.id);
      expired++;
    }
    let requeued = 0;
    let abandoned = 0;
    let released = 0;
    for (const job of await store.stalled(REQUEUE_AFTER_MS, config.JOBS_SILENT_SECONDS * 1000)) {
      const silentMs = now().getTime() - Date.parse(job.heartbeat_at ?? job.created_at);
      // Every retry's lease has run out and still nobody beats: no run will finish it.
      if (job.status === 'running' && silentMs > leaseSeconds(Number(job.total)) * 1000 * (JOB_RETRIES + 2)) {
        await end.abandon(job.id, 'The job stopped and could not be resumed.');
        abandoned++;
      } else if (job.status === 'running') {
        // A live run beats four times per silence: this one died (a killed worker), so the job runs
        // again now rather than after the rest of its lease (minutes for a large job).
        await queue.release('api-job', job.id, config.JOBS_SILENT_SECONDS * 1000);
        released++;
      } else if (job.status === 'queued') {
        await enqueue(job.id, Number(job.total));
        requeued++;
      }
    }
    let tidied = 0;
    for (const job of await store.untidied(TIDY_AFTER_MS)) {
      await afterEnd(end, job.id);
      tidied++;
    }
    return { expired, requeued, released, abandoned, tidied };
  }

  return {
    store,
    storage,
    queue,
    resultUrl,
    enqueue,
    ended: end.ended,
    sweep,

    /** Takes jobs and callbacks from the queue in this process. */
    async startWorking(engine: PhotoEngine, concurrency: number) {
      const beatMs = (config.JOBS_SILENT_SECONDS * 1000) / 4;
      await queue.work('api-job', (task) => runJob({ ...end, engine, concurrency, beatMs }, task));
      await queue.work('api-callback', (task) =>
        deliverCallback(store, task.data.jobId, resultUrl, config.CALLBACK_ADDRESSES),
      );
    },

    /** Runs the sweep now and every minute; the timer does not keep the process alive. */
    scheduleSweep(): () => void {
      const run = () => sweep().catch((e: unknown) => console.error('Jobs sweep failed:', e));
      void run();
      const timer = setInterval(run, sweepMs(config.JOBS_SILENT_SECONDS));
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
