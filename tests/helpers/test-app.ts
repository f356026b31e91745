import { loadConfig, type Config } from '#server/config';
import { createApp } from '#server/app';
import type { DbKind } from '#server/db';
import { startJobsRuntime, type JobsRuntime } from '#server/jobs/runtime';
import type { PhotoEngine } from '#server/engine/types';
import { createTestDb, type TestDb } from './test-db';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: TestDb;
  config: Config;
  /** Moves the injected clock (for day-boundary tests); null goes back to the real time. */
  setNow(date: Date | null): void;
  /** API jobs, when asked for: storage, the queue and a worker with the server engine (or `engine`). */
  jobs?: JobsRuntime;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { jobs?: boolean; engine?: PhotoEngine } = {},
): Promise<TestApp> {
  const db = await createTestDb(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  let now: Date | null = null;
  const clock = () => now ?? new Date();
  const jobs = options.jobs
    ? await startJobsRuntime(config, db, {
        work: true,
        now: clock,
        ...(options.engine ? { engine: options.engine } : {}),
      })
    : undefined;
  const app = createApp({ config, dbh: db, now: clock, jobs: jobs?.jobs });
  return {
    app,
    db,
    config,
    jobs,
    setNow: (d) => (now = d),
    async close() {
      await jobs?.stop();
      await db.drop();
    },
  };
}
