import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle, type DbKind } from '#server/db';
import { migrateToLatest } from '#server/db/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb extends DbHandle {
  url: string;
  dataDir: string;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

/** A brand-new, migrated database: a temp SQLite file, or a fresh PostgreSQL database. */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-test-'));
  let url: string;
  let dropDb = async () => {};
  if (kind === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('TEST_DATABASE_URL is not set');
    const name = `lb_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        // FORCE may not end a session our role cannot signal (an autovacuum worker that just
        // started on the fresh database, 42501); it ends by itself, so try again for a few seconds.
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (err) {
            if ((err as { code?: string }).code !== '42501' || attempt >= 25) throw err;
            await new Promise((r) => setTimeout(r, 200));
          }
        }
      } finally {
        await c.end();
      }
    };
  } else {
    url = path.join(dataDir, 'test.db');
  }
  const handle = await openDatabase(url, dataDir);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    dataDir,
    async drop() {
      await handle.close();
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
