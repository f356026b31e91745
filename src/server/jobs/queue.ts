// The durable queue of API work (issue 15): pg-boss on PostgreSQL, so any number of server instances
// and `npm run worker` processes share it; on SQLite a table-backed queue run in-process, with the same
// interface. Both give each task a lease: a worker that dies mid-task loses it when the lease runs out,
// and another takes the task again (a retry), up to its retry limit.
import type { DbHandle } from '../db';

export type Topic = 'api-job' | 'api-callback';

export interface TaskOptions {
  /** Sending the same id again changes nothing (so a sweep may send again to be sure). */
  id: string;
  /** How long one run may hold the task before another may take it. */
  leaseSeconds: number;
  /** Runs after the first; a failed or expired run uses one. */
  retryLimit: number;
  /** Wait before a retry, doubled for each further one. */
  retryDelaySeconds: number;
}

export interface Task {
  id: string;
  data: { jobId: string };
  /** 0 on the first run. */
  retryCount: number;
  retryLimit: number;
}

/** Throws to fail the run (retried while retries remain); returns to complete the task. */
export type TaskHandler = (task: Task) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'table';
  send(topic: Topic, data: Task['data'], options: TaskOptions): Promise<void>;
  /** Starts taking tasks of `topic`, one at a time, until stop(). */
  work(topic: Topic, handler: TaskHandler): Promise<void>;
  /**
   * The run holding this task is gone (its job went silent): the task may be taken again now, as if
   * its lease had run out (a retry). Nothing happens to a task no run holds, nor to one its run took
   * less than `silentMs` ago: that run cannot have been silent so long. It is a newer run, taken after
   * another process's sweep released the task, that a sweep which read the job before it was claimed
   * would otherwise release too (a retry spent, and a live run fenced out).
   */
  release(topic: Topic, id: string, silentMs: number): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** How often an idle worker looks for work (ms). */
  pollMs?: number;
  /** pg-boss: how often expired leases are looked for (seconds). */
  maintenanceSeconds?: number;
}

/** pg-boss when the database is PostgreSQL, else the table queue on the same database. */
export async function openQueue(dbh: DbHandle, options: QueueOptions = {}): Promise<JobQueue> {
  if (dbh.kind === 'postgres') {
    const { createPgBossQueue } = await import('./pg-boss-queue');
    if (!dbh.url) throw new Error('pg-boss needs the PostgreSQL connection string');
    return createPgBossQueue(dbh.url, options);
  }
  const { createTableQueue } = await import('./table-queue');
  return createTableQueue(dbh.db, options);
}
