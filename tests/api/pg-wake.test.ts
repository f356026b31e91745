// pg-boss polls for tasks; a task sent by one instance must reach an idle worker of another at once
// (decision 287), also after the listening connection was dropped by the server. Two queues on one
// database stand for two processes: each has its own pg-boss and its own connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { openQueue, type JobQueue } from '#server/jobs/queue';
import { WAKE_CHANNEL } from '#server/jobs/pg-wake';

/** Far longer than the waits below: a task taken in time was woken, not polled. */
const POLL_MS = 30_000;
const OPTIONS = { id: '', leaseSeconds: 60, retryLimit: 0, retryDelaySeconds: 1 };

describe.skipIf(!process.env.TEST_DATABASE_URL)('waking pg-boss workers across instances', () => {
  let db: TestDb;
  let api: JobQueue;
  let worker: JobQueue;
  const taken: { jobId: string; at: number }[] = [];

  beforeAll(async () => {
    db = await createTestDb('postgres');
    api = await openQueue(db, { pollMs: POLL_MS });
    worker = await openQueue(db, { pollMs: POLL_MS });
    await worker.work('api-job', async (task) => {
      taken.push({ jobId: task.data.jobId, at: Date.now() });
    });
    // The worker's first poll (at start) has gone by before anything is sent.
    await listening(db);
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await worker?.stop();
    await db?.drop();
  });

  async function sendAndWait(jobId: string): Promise<number> {
    const sent = Date.now();
    await api.send('api-job', { jobId }, { ...OPTIONS, id: crypto.randomUUID() });
    await expect.poll(() => taken.some((t) => t.jobId === jobId), { timeout: 10_000 }).toBe(true);
    return taken.find((t) => t.jobId === jobId)!.at - sent;
  }

  it('hands a task to an idle worker of another instance without waiting for its poll', async () => {
    expect(await sendAndWait('first')).toBeLessThan(5_000);
    expect(await sendAndWait('second')).toBeLessThan(5_000);
  });

  it('listens again after the server drops the connection', async () => {
    const dropped = await listeners(db, 'terminate');
    expect(dropped.length).toBeGreaterThanOrEqual(1);
    // A new connection, not the dropped one before it has gone.
    await listening(db, dropped);
    expect(await sendAndWait('after the drop')).toBeLessThan(5_000);
  });
});

/** Backends of this database listening on the channel; with 'terminate', each is dropped. */
async function listeners(db: TestDb, terminate?: 'terminate'): Promise<number[]> {
  const r = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND query = ${`LISTEN ${WAKE_CHANNEL}`}`.execute(db.db);
  const pids = r.rows.map((row) => row.pid);
  if (terminate) for (const pid of pids) await sql`SELECT pg_terminate_backend(${pid})`.execute(db.db);
  return pids;
}

/** Until a backend other than `gone` listens on the channel (fails after 10 s). */
async function listening(db: TestDb, gone: number[] = []) {
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    if ((await listeners(db)).some((pid) => !gone.includes(pid))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('No connection listens for tasks');
}
