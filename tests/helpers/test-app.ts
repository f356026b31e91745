import { loadConfig, type Config } from '#server/config';
import { createApp } from '#server/app';
import type { DbKind } from '#server/db';
import { createTestDb, type TestDb } from './test-db';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: TestDb;
  config: Config;
  /** Moves the injected clock (for day-boundary tests); null goes back to the real time. */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

export async function createTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDb(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  let now: Date | null = null;
  const app = createApp({ config, dbh: db, now: () => now ?? new Date() });
  return {
    app,
    db,
    config,
    setNow: (d) => (now = d),
    close: () => db.drop(),
  };
}
