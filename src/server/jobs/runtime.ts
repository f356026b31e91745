// The jobs side of a process: object storage, the queue and the service; the server mounts it for its
// routes, and a process that runs jobs (the server unless RUN_JOBS=false, every `npm run worker`) also
// starts the engine's threads and takes work.
import os from 'node:os';
import type { Config } from '../config';
import type { DbHandle } from '../db';
import { createPhotoEngine, type PhotoEngine } from '../engine';
import { openStorage } from '../storage';
import { openQueue } from './queue';
import { createJobsService, type JobsService } from './service';

export interface JobsRuntime {
  jobs: JobsService;
  /** Stops taking work, lets the current task finish, closes the engine, queue and storage. */
  stop(): Promise<void>;
}

export async function startJobsRuntime(
  config: Config,
  dbh: DbHandle,
  options: { work: boolean; now?: () => Date; engine?: PhotoEngine },
): Promise<JobsRuntime> {
  const storage = openStorage(config);
  const queue = await openQueue(dbh, {
    pollMs: 1000,
    // Expired leases are looked for four times per lease, at least once a second.
    maintenanceSeconds: Math.min(60, Math.max(1, Math.floor(config.JOBS_LEASE_SECONDS / 4))),
  });
  const jobs = createJobsService({
    config,
    db: dbh.db,
    dbKind: dbh.kind,
    storage,
    queue,
    now: options.now ?? (() => new Date()),
  });
  let engine: PhotoEngine | null = null;
  if (options.work) {
    engine = options.engine ?? createPhotoEngine();
    const concurrency = config.JOBS_PHOTO_CONCURRENCY ?? Math.min(4, os.availableParallelism());
    await jobs.startWorking(engine, concurrency);
  }
  const stopSweep = jobs.scheduleSweep();
  return {
    jobs,
    async stop() {
      stopSweep();
      await queue.stop();
      await engine?.close();
      await storage.close();
    },
  };
}
