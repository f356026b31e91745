import type { Config } from './config';
import type { DbHandle } from './db';

/** Everything a route needs, passed in explicitly so tests build the app on their own database. */
export interface AppDeps {
  config: Config;
  dbh: DbHandle;
  /** Injected clock: tests move the day boundary without waiting for midnight. */
  now: () => Date;
}
