// The queue on PostgreSQL: pg-boss (its own tables in schema "pgboss", its own small pool). Its
// maintenance, run by whichever instance holds its lock, turns an active task past its lease into a
// retry, which is how a job of a killed worker comes back.
import PgBoss from 'pg-boss';
import { WAKE_CHANNEL, listenForTasks } from './pg-wake';
import type { JobQueue, QueueOptions, TaskHandler, Topic } from './queue';

const TOPICS: Topic[] = ['api-job', 'api-callback'];

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
  for (const topic of TOPICS) await boss.createQueue(topic);
  const pollingIntervalSeconds = Math.max(0.5, (options.pollMs ?? 1000) / 1000);
  // This process's workers by topic, woken when any instance sends a task (decision 287).
  const workers = new Map<Topic, string[]>();
  let wake: ReturnType<typeof listenForTasks> | null = null;

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
    async work(topic, handler: TaskHandler) {
      wake ??= listenForTasks(url, (t) => {
        for (const id of workers.get(t) ?? []) boss.notifyWorker(id);
      });
      const id = await boss.work<{ jobId: string }>(
        topic,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          await handler({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
        },
      );
      workers.set(topic, [...(workers.get(topic) ?? []), id]);
    },
    async stop() {
      await wake?.close();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
