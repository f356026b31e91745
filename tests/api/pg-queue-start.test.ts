// Several processes starting at once on a new PostgreSQL database (a server and its workers brought up
// together) each create pg-boss's queues; pg-boss's create_queue deadlocks when two run together, and
// the process that lost ended with "deadlock detected" before it served anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { openQueue, type JobQueue } from '#server/jobs/queue';

describe.skipIf(!process.env.TEST_DATABASE_URL)('pg-boss queues opened by several processes at once', () => {
  let db: TestDb;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    db = await createTestDb('postgres');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await db?.drop();
  });

  it('opens every one of them', async () => {
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openQueue(db, { pollMs: 500 })));
    for (const o of opened) if (o.status === 'fulfilled') queues.push(o.value);
    expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
  }, 60_000);
});
