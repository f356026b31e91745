// A run that outlives its lease on pg-boss: the task goes to the next run, and the late run's end must
// not settle the next run's task (pg-boss completes or fails any active task by id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { openQueue, type JobQueue } from '#server/jobs/queue';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (done: () => boolean) => {
  while (!done()) await sleep(50);
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('a pg-boss run past its lease', () => {
  let db: TestDb;
  let queue: JobQueue;
  beforeAll(async () => {
    db = await createTestDb('postgres');
    queue = await openQueue(db, { pollMs: 200, maintenanceSeconds: 1 });
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await db?.drop();
  });

  it("leaves the next run's task active when the late run ends", async () => {
    const runs: { retry: number; ended?: number }[] = [];
    await queue.work('api-job', async (task) => {
      const run: { retry: number; ended?: number } = { retry: task.retryCount };
      runs.push(run);
      // The first run holds on past its lease until the next run has started; the next one is still
      // working, well within its own lease, when the first ends.
      if (task.retryCount === 0) await until(() => runs.length === 2);
      else await until(() => runs[0]!.ended !== undefined);
      await sleep(task.retryCount === 0 ? 500 : 1500);
      run.ended = Date.now();
    });
    const id = crypto.randomUUID();
    await queue.send(
      'api-job',
      { jobId: 'late' },
      { id, leaseSeconds: 4, retryLimit: 3, retryDelaySeconds: 1 },
    );
    const state = async () =>
      (await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${id}`.execute(db.db)).rows[0]
        ?.state;
    await expect.poll(() => runs[0]?.ended !== undefined, { timeout: 20_000 }).toBe(true);
    await sleep(300);
    expect(runs[1]!.ended).toBeUndefined();
    expect(await state()).toBe('active');
    await expect.poll(state, { timeout: 15_000 }).toBe('completed');
    expect(runs.map((r) => r.retry)).toEqual([0, 1]);
  }, 40_000);
});
