// The workers' loop, one per topic, for both queues: take a task, run it, settle it, or wait for work.
// Every step is awaited and a failing one logged: a database that goes away mid-task must leave the
// process running (pg-boss's own work() settles unawaited, and that rejection ended the process).
import type { Task, TaskHandler, Topic } from './queue';

export interface Taken {
  task: Task;
  /** Past this, the run is failed (a retry) and its own end ignored, as pg-boss's work() did. */
  deadlineMs?: number;
  /** Ends the run: null when it completed, else what failed it. */
  settle(error: unknown): Promise<void>;
}

/** What failed a run, as the queues record it. */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createTaskLoops(pollMs: number) {
  let stopped = false;
  const running = new Set<Promise<void>>();
  const wakers = new Set<() => void>();
  const warn = (topic: Topic) => (e: unknown) => console.warn(`Task queue (${topic}): ${messageOf(e)}`);

  function idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      wakers.add(done);
    });
  }

  async function loop(topic: Topic, take: () => Promise<Taken | null>, handler: TaskHandler) {
    while (!stopped) {
      const taken = await take().catch((e: unknown) => {
        warn(topic)(e);
        return null;
      });
      if (!taken) {
        await idle();
        continue;
      }
      let error: unknown = null;
      try {
        await withinDeadline(handler(taken.task), taken.deadlineMs);
      } catch (e) {
        error = e;
      }
      // A settle that fails leaves the task held until its lease runs out: then it is run again.
      await taken.settle(error).catch(warn(topic));
    }
  }

  return {
    /** Wakes every idle loop to look for work now. */
    wake: () => wakers.forEach((w) => w()),
    start(topic: Topic, take: () => Promise<Taken | null>, handler: TaskHandler) {
      const p = loop(topic, take, handler);
      running.add(p);
      void p.finally(() => running.delete(p));
    },
    /** Stops taking tasks and waits for the runs in hand (at most `waitMs`, where given). */
    async stop(waitMs?: number) {
      stopped = true;
      wakers.forEach((w) => w());
      const all = Promise.all(running);
      if (waitMs === undefined) return void (await all);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise((r) => (timer = setTimeout(r, waitMs)))]);
      clearTimeout(timer);
    },
  };
}

/** `run`, or a rejection once `ms` have passed; a run that ends later ends unheard. */
async function withinDeadline(run: Promise<void>, ms: number | undefined): Promise<void> {
  if (ms === undefined) return run;
  run.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The run outlived its lease (${ms} ms)`)), ms);
  });
  try {
    await Promise.race([run, late]);
  } finally {
    clearTimeout(timer);
  }
}
