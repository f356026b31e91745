// The server and its `npm run worker` processes started together on a fresh PostgreSQL database
// each migrate it at start: they must all come up, not race on Better Auth's tables (decision 345).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DbHandle } from '#server/db';
import { migrateToLatest } from '#server/db/migrate';
import { createTestDb, type TestDb } from '../helpers/test-db';

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations started at once by several processes', () => {
  let fresh: TestDb;
  const handles: DbHandle[] = [];

  beforeAll(async () => {
    fresh = await createTestDb('postgres');
    // An empty database under the same name: what a first deployment starts on.
    await sql.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public').execute(fresh.db);
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await fresh.drop();
  });

  it('all succeed, and the schema is migrated once', async () => {
    for (let i = 0; i < 4; i++) handles.push(await openDatabase(fresh.url, fresh.dataDir));
    const outcomes = await Promise.allSettled(handles.map((h) => migrateToLatest(h.db)));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "user"`.execute(fresh.db);
    expect(users.rows[0]!.n).toBe(0);
  });
});
