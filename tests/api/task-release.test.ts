// A task whose run went silent (a killed worker) is released by the sweep and taken again at once by
// another process, on both queues, however long its lease; a task no run holds is left as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DB_KINDS, type TestDb } from '../helpers/test-db';
import { openQueue, type JobQueue, type Task } from '#server/jobs/queue';

describe.each(DB_KINDS)('releasing a task (%s)', (kind) => {
  let db: TestDb;
  /** Two processes' queues on one database: the first one's run stands for a dead worker's. */
  let dead: JobQueue;
  let live: JobQueue;
  let wakeTheDead = () => {};
  beforeAll(async () => {
    db = await createTestDb(kind);
    dead = await openQueue(db, { pollMs: 200, maintenanceSeconds: 60 });
    live = await openQueue(db, { pollMs: 200, maintenanceSeconds: 60 });
  }, 60_000);
  afterAll(async () => {
    wakeTheDead();
    await dead?.stop();
    await live?.stop();
    await db?.drop();
  });

  it('runs a held task again soon after its release, long before its lease ends', async () => {
    const runs: [string, Task][] = [];
    // The dead run never ends and never settles, as a killed worker's.
    await dead.work('api-job', async (task) => {
      runs.push(['dead', task]);
      await new Promise<void>((r) => (wakeTheDead = r));
    });
    const id = crypto.randomUUID();
    const opts = { leaseSeconds: 600, retryLimit: 3, retryDelaySeconds: 1 };
    await dead.send('api-job', { jobId: 'dead' }, { id, ...opts });
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
    await live.work('api-job', async (task) => void runs.push(['live', task]));
    // A run taken less than the silence ago cannot have been silent so long: its task stays with it.
    await live.release('api-job', id, 60_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.length).toBe(1);

    await live.release('api-job', id, 0);
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(2);
    expect(runs.map(([who, r]) => [who, r.id, r.retryCount])).toEqual([
      ['dead', id, 0],
      ['live', id, 1],
    ]);
  }, 40_000);
});

describe.each(DB_KINDS)('a release racing a new run (%s)', (kind) => {
  let db: TestDb;
  let dead: JobQueue;
  let live: JobQueue;
  let spare: JobQueue;
  const wake: (() => void)[] = [];
  beforeAll(async () => {
    db = await createTestDb(kind);
    dead = await openQueue(db, { pollMs: 200, maintenanceSeconds: 60 });
    live = await openQueue(db, { pollMs: 200, maintenanceSeconds: 60 });
    spare = await openQueue(db, { pollMs: 200, maintenanceSeconds: 60 });
  }, 60_000);
  afterAll(async () => {
    wake.forEach((w) => w());
    await dead?.stop();
    await live?.stop();
    await spare?.stop();
    await db?.drop();
  });

  it('leaves alone the run that took the task after an earlier release', async () => {
    const runs: [string, number][] = [];
    const hold = (who: string) => async (task: Task) => {
      runs.push([who, task.retryCount]);
      await new Promise<void>((r) => wake.push(r));
    };
    await dead.work('api-job', hold('dead'));
    const id = crypto.randomUUID();
    await dead.send(
      'api-job',
      { jobId: 'j' },
      { id, leaseSeconds: 600, retryLimit: 3, retryDelaySeconds: 1 },
    );
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
    await live.work('api-job', hold('live'));
    // Silent for a second: one process's sweep releases it, and the live process runs it again.
    await new Promise((r) => setTimeout(r, 1200));
    await live.release('api-job', id, 1000);
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(2);
    // A third process is free to take whatever is released.
    await spare.work('api-job', hold('spare'));
    // Another process's sweep read the job as silent before the new run claimed it: its release must
    // not take the task from the new run (a retry spent, and a live run fenced out).
    await dead.release('api-job', id, 1000);
    await new Promise((r) => setTimeout(r, 6000));
    expect(runs).toEqual([
      ['dead', 0],
      ['live', 1],
    ]);
  }, 40_000);
});
