import type { Config } from './config';
import type { DbHandle } from './db';
import type { JobsService } from './jobs/service';
import type { ObjectStorage } from './storage';

/** Everything a route needs, passed in explicitly so tests build the app on their own database. */
export interface AppDeps {
  config: Config;
  dbh: DbHandle;
  /** Injected clock: tests move the day boundary without waiting for midnight. */
  now: () => Date;
  /** API jobs (issue 15): storage, queue and store; without it /api/v1/jobs answers 503. */
  jobs?: JobsService;
  /** Object storage (full-size project photos); the jobs' store, else one opened from the config. */
  storage?: ObjectStorage;
}
