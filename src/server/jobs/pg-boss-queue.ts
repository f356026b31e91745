// The queue on PostgreSQL: pg-boss (its own tables in schema "pgboss", its own small pool). Its
// maintenance, run by whichever instance holds its lock, turns an active task past its lease into a
// retry, which is how a job of a killed worker comes back.
import PgBoss from 'pg-boss';
import { WAKE_CHANNEL, listenForTasks } from './pg-wake';
import type { JobQueue, QueueOptions, Task, TaskHandler, Topic } from './queue';
import { createTaskLoops, messageOf, type Taken } from './task-loop';

const TOPICS: Topic[] = ['api-job', 'api-callback'];

/** Deadlocks a create_queue may meet before it gives up: one per other process starting at the same time. */
const CREATE_ATTEMPTS = 8;

/**
 * pg-boss's create_queue inserts the queue's row, then adds its partition's foreign key to that table:
 * two processes creating the same queue at once (a server and its workers started together on a new
 * database) deadlock, and the one PostgreSQL aborts would end before serving. Its next attempt finds
 * the queue made (create_queue then does nothing).
 */
async function createQueue(boss: PgBoss, topic: Topic): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(topic);
    } catch (e) {
      if ((e as { code?: unknown }).code !== '40P01' || attempt >= CREATE_ATTEMPTS) throw e;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

export async function createPgBossQueue(url: string, options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: url,
    max: 4,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
    // Finished tasks are history; our own tables keep what the API answers.
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on('error', (e: Error) => console.warn(`pg-boss: ${e.message}`));
  await boss.start();
  for (const topic of TOPICS) await createQueue(boss, topic);
  // Our own loop over fetch, complete and fail rather than boss.work(), which settles a run without
  // awaiting it: with the database gone, that rejection went unhandled and ended the process.
  const loops = createTaskLoops(Math.max(500, options.pollMs ?? 1000));
  // Woken when any instance sends a task (decision 287).
  let wake: ReturnType<typeof listenForTasks> | null = null;

  /** Whether the task is still the one this run took: past its lease pg-boss may have handed it on. */
  async function stillHeld(topic: Topic, id: string, startedOn: Date): Promise<boolean> {
    const { rows } = await boss.getDb().executeSql(
      `SELECT 1 FROM pgboss.job WHERE name = $1 AND id = $2 AND state = 'active'
         AND started_on BETWEEN $3::timestamptz - interval '1 ms' AND $3::timestamptz + interval '1 ms'`,
      [topic, id, startedOn.toISOString()],
    );
    return rows.length > 0;
  }

  async function take(topic: Topic): Promise<Taken | null> {
    const [job] = await boss.fetch<Task['data']>(topic, { batchSize: 1, includeMetadata: true });
    if (!job) return null;
    const { id, data, retryCount, retryLimit, startedOn, expireInSeconds } = job;
    return {
      task: { id, data, retryCount, retryLimit },
      deadlineMs: Math.max(1, expireInSeconds) * 1000,
      settle: async (error) => {
        // A run settles only its own task, never the next run's (complete and fail match any active one).
        if (!(await stillHeld(topic, id, startedOn))) return;
        if (error === null) await boss.complete(topic, id);
        else await boss.fail(topic, id, { message: messageOf(error) });
      },
    };
  }

  return {
    kind: 'pg-boss',
    async send(topic, data, o) {
      // An id that exists already is ignored by pg-boss (ON CONFLICT DO NOTHING).
      await boss.send(topic, data, {
        id: o.id,
        expireInSeconds: o.leaseSeconds,
        retryLimit: o.retryLimit,
        retryDelay: o.retryDelaySeconds,
        retryBackoff: true,
      });
      // The task is stored; a lost notice only means the next poll takes it.
      await boss
        .getDb()
        .executeSql('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, topic])
        .catch(() => undefined);
    },
    async release(topic, id, silentMs) {
      // fail() would also push back a task waiting for its next run: only an active one, taken long
      // enough ago. Between this check and fail() no newer run can take it: a failed task waits for its
      // retry delay (seconds) first.
      const { rows } = await boss.getDb().executeSql(
        `SELECT 1 FROM pgboss.job WHERE name = $1 AND id = $2 AND state = 'active'
           AND started_on < now() - $3 * interval '1 millisecond'`,
        [topic, id, silentMs],
      );
      if (rows.length) await boss.fail(topic, id, { message: 'its run went silent' });
    },
    async work(topic, handler: TaskHandler) {
      wake ??= listenForTasks(url, () => loops.wake());
      loops.start(topic, () => take(topic), handler);
    },
    async stop() {
      await wake?.close();
      // A run in hand gets as long as pg-boss gave its own workers; its lease covers the rest.
      await loops.stop(10_000);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
