// The queue on SQLite: tasks in the api_tasks table, taken by the workers of this process (and of any
// other process on the same database file). Taking a task is one conditional update, so two workers
// never hold it at once; a run holds it for its lease, and a task whose lease ran out is taken again
// as a retry, like pg-boss does on PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobQueue, QueueOptions, Task, Topic } from './queue';
import { createTaskLoops, messageOf, type Taken } from './task-loop';

export function createTableQueue(db: Kysely<Database>, options: QueueOptions): JobQueue {
  const loops = createTaskLoops(options.pollMs ?? 1000);

  /** Takes the next runnable task of `topic` for one lease; null when there is none. */
  async function take(topic: Topic): Promise<Taken | null> {
    const now = Date.now();
    // Runs that died with no retry left end here; the jobs sweep ends their API job.
    await db
      .updateTable('api_tasks')
      .set({ state: 'failed', last_error: 'lease expired' })
      .where('topic', '=', topic)
      .where('state', '=', 'active')
      .where('lease_until', '<', now)
      .whereRef('retry_count', '>=', 'retry_limit')
      .execute();
    const next = await db
      .selectFrom('api_tasks')
      .select('id')
      .where('topic', '=', topic)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
          eb.and([eb('state', '=', 'active'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('run_after')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const row = await db
      .updateTable('api_tasks')
      .set({
        state: 'active',
        lease_until: sql<number>`${now} + lease_s * 1000`,
        // A run whose lease ran out counts as a failed one.
        retry_count: sql<number>`retry_count + (case when state = 'active' then 1 else 0 end)`,
      })
      .where('id', '=', next.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
          eb.and([eb('state', '=', 'active'), eb('lease_until', '<', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const task: Task = {
      id: row.id,
      data: JSON.parse(row.data) as Task['data'],
      retryCount: Number(row.retry_count),
      retryLimit: Number(row.retry_limit),
    };
    const lease = Number(row.lease_until);
    return { task, settle: (error) => settle(task, lease, error) };
  }

  /** Ends a run, if it still holds its lease (else a later run owns the task now). */
  async function settle(task: Task, lease: number, error: unknown) {
    const held = db.updateTable('api_tasks').where('id', '=', task.id).where('lease_until', '=', lease);
    if (error === null) {
      await db.deleteFrom('api_tasks').where('id', '=', task.id).where('lease_until', '=', lease).execute();
      return;
    }
    const message = messageOf(error);
    if (task.retryCount >= task.retryLimit) {
      await held.set({ state: 'failed', last_error: message }).execute();
      return;
    }
    const row = await db
      .selectFrom('api_tasks')
      .select('retry_delay_s')
      .where('id', '=', task.id)
      .executeTakeFirst();
    const delayMs = Number(row?.retry_delay_s ?? 1) * 1000 * 2 ** task.retryCount;
    await held
      .set({
        state: 'queued',
        retry_count: task.retryCount + 1,
        run_after: Date.now() + delayMs,
        lease_until: null,
        last_error: message,
      })
      .execute();
  }

  return {
    kind: 'table',
    async send(topic, data, o) {
      await db
        .insertInto('api_tasks')
        .values({
          id: o.id,
          topic,
          data: JSON.stringify(data),
          state: 'queued',
          retry_limit: o.retryLimit,
          retry_delay_s: o.retryDelaySeconds,
          lease_s: o.leaseSeconds,
          run_after: Date.now(),
          lease_until: null,
          last_error: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      loops.wake();
    },
    async work(topic, handler) {
      loops.start(topic, () => take(topic), handler);
    },
    async release(topic, id, silentMs) {
      const now = Date.now();
      await db
        .updateTable('api_tasks')
        .set({ lease_until: now - 1 })
        .where('topic', '=', topic)
        .where('id', '=', id)
        .where('state', '=', 'active')
        // Taken (its lease set to lease_s from then) more than silentMs ago.
        .where(sql<number>`lease_until - lease_s * 1000`, '<', now - silentMs)
        .execute();
      loops.wake();
    },
    stop: () => loops.stop(),
  };
}
