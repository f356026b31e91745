// How a job ends, whoever ends it (its run, a cancel, the sweep): the quota it did not use is given back
// exactly once in the same transaction (store-end.ts), its working files are deleted (the zip stays
// until it expires), and the callback is queued. A run stores the zip before it ends the job, so a done
// job always has its result.
import type { ObjectStorage } from '../storage';
import type { JobQueue } from './queue';
import type { ResultZip } from './result-zip';
import { jobKeys } from './spec';
import type { JobStore } from './store';
import { callbackTaskId } from './task-ids';

export interface EndDeps {
  store: JobStore;
  storage: ObjectStorage;
  queue: JobQueue;
  now: () => Date;
  /** Seconds before the first retry of a callback that was not accepted (then doubled). */
  callbackRetrySeconds: number;
  /** Ends a job no run could finish; see jobsService. */
  abandon(jobId: string, error: string): Promise<void>;
  /** After a run lost its job: clean up if the job was cancelled. */
  afterLoss(jobId: string): Promise<void>;
  /** The tail every ending shares. */
  ended(jobId: string): Promise<void>;
}

export const CALLBACK_RETRIES = 8;

/** Once every photo has ended: ends the job as done with its zip, or as failed when none was composed. */
export async function endJob(deps: EndDeps, jobId: string, attempt: number, zip: ResultZip): Promise<void> {
  const photos = await deps.store.photos(jobId);
  const keys = jobKeys(jobId);
  let ended: boolean;
  if (photos.some((p) => p.state === 'done')) {
    const size = await zip.finished;
    ended = await deps.store.finish(jobId, attempt, {
      status: 'done',
      resultKey: keys.result,
      resultSize: size,
    });
  } else {
    // An empty zip is no result.
    zip.abort(new Error('No photo could be composed.'));
    await zip.finished.catch(() => {});
    ended = await deps.store.finish(jobId, attempt, {
      status: 'failed',
      error: 'No photo could be composed.',
    });
  }
  if (ended) await deps.ended(jobId);
  else await deps.afterLoss(jobId);
}

/**
 * The shared tail of an ending (the quota was settled with it): delete working files, queue the
 * callback, then mark the job tidied. Each step may run again (a deletion finds nothing, the callback
 * task keeps its id and a delivered callback is not sent again), so the sweep repeats a tail that a
 * lost database or a killed process cut short (decision 346).
 */
export async function afterEnd(deps: Omit<EndDeps, 'ended'>, jobId: string): Promise<void> {
  const job = await deps.store.byId(jobId);
  if (!job) return;
  const keys = jobKeys(jobId);
  if (job.status === 'done') {
    for (const folder of ['in', 'out', 'logos']) await deps.storage.deletePrefix(`${keys.prefix}${folder}/`);
  } else {
    await deps.storage.deletePrefix(keys.prefix);
  }
  if (job.callback_url) {
    await deps.queue.send(
      'api-callback',
      { jobId },
      {
        id: callbackTaskId(jobId),
        leaseSeconds: 60,
        retryLimit: CALLBACK_RETRIES,
        retryDelaySeconds: deps.callbackRetrySeconds,
      },
    );
  }
  await deps.store.tidied(jobId);
}
