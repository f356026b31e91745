// A backend that ends in the middle of a query fails that query only (503 to its request): the
// next query, even one issued at once (a request that was waiting for a connection), gets a live
// connection, not the dead one (decision 370).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { isDatabaseUnavailable } from '#server/db/unavailable';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection lost mid-query (PostgreSQL)', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb('postgres');
  });
  afterAll(() => db?.drop());

  it('fails the query in flight and serves the very next one', async () => {
    for (let round = 0; round < 3; round++) {
      await expect(sql`select pg_terminate_backend(pg_backend_pid())`.execute(db.db)).rejects.toSatisfy(
        isDatabaseUnavailable,
      );
      await expect(sql`select 1 as one`.execute(db.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    }
  });

  it('also when the backend ends inside a transaction', async () => {
    await expect(
      db.db.transaction().execute(async (trx) => {
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      }),
    ).rejects.toSatisfy(isDatabaseUnavailable);
    await expect(sql`select 1 as one`.execute(db.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('serves requests that were waiting for a connection when one was lost', async () => {
    const results = await Promise.allSettled([
      sql`select pg_terminate_backend(pg_backend_pid())`.execute(db.db),
      ...Array.from({ length: 30 }, () => sql`select pg_sleep(0.01), 1 as one`.execute(db.db)),
    ]);
    expect(results[0]!.status).toBe('rejected');
    expect(results.slice(1).filter((r) => r.status === 'rejected')).toEqual([]);
  });
});
