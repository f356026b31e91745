// The one worker bridge, after squoosh's worker-bridge: comlink for the calls, a queue, an AbortSignal
// per job, one job per worker at a time (so at most `size` jobs hold memory at once). Callers transfer
// bitmaps and buffers with comlink's `transfer`; Blobs travel by reference.
import { wrap, type Endpoint, type Remote } from 'comlink';

/** A Worker as the pool needs it (tests give a MessagePort with a terminate()). */
export type WorkerEndpoint = Endpoint & { terminate(): void };

export interface WorkerPoolOptions<TApi> {
  size: number;
  create: () => WorkerEndpoint;
  /**
   * What cancelling a running job does: 'terminate' ends its worker (a decode or encode cannot be
   * interrupted) and a fresh one takes the next job; 'drop' lets it finish and hands the result to
   * the job's `discard`. Either way the job rejects at once.
   */
  onRunningAbort: 'terminate' | 'drop';
  /** Runs once for each new worker, before its first job (e.g. to hand it a callback). */
  init?: (remote: Remote<TApi>) => void;
  abortError?: () => DOMException;
}

export interface JobOptions<T> {
  signal?: AbortSignal;
  /** Goes ahead of every queued job that is not urgent itself. */
  urgent?: boolean;
  /** Receives what a job cancelled while running produced anyway (e.g. to close a bitmap). */
  discard?: (value: T) => void;
}

export type Task<TApi, T> = (remote: Remote<TApi>) => Promise<T>;

interface Job<TApi> {
  task: Task<TApi, unknown>;
  opts: JobOptions<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  onAbort: () => void;
  settled: boolean;
}

interface Slot<TApi> {
  endpoint: WorkerEndpoint;
  remote: Remote<TApi>;
  job: Job<TApi> | null;
}

const defaultAbortError = () => new DOMException('Aborted', 'AbortError');

export class WorkerPool<TApi> {
  readonly size: number;
  private slots: (Slot<TApi> | null)[];
  private queue: Job<TApi>[] = [];
  private disposed = false;
  private readonly abortError: () => DOMException;

  constructor(private readonly options: WorkerPoolOptions<TApi>) {
    this.size = options.size;
    this.slots = Array.from({ length: options.size }, () => null);
    this.abortError = options.abortError ?? defaultAbortError;
  }

  run<T>(task: Task<TApi, T>, opts: JobOptions<T> = {}): Promise<T> {
    if (opts.signal?.aborted || this.disposed) return Promise.reject(this.abortError());
    return new Promise<T>((resolve, reject) => {
      const job: Job<TApi> = {
        task,
        opts: opts as JobOptions<unknown>,
        resolve: resolve as (value: unknown) => void,
        reject,
        onAbort: () => this.abort(job),
        settled: false,
      };
      opts.signal?.addEventListener('abort', job.onAbort, { once: true });
      const firstCalm = job.opts.urgent ? this.queue.findIndex((j) => !j.opts.urgent) : -1;
      this.queue.splice(firstCalm < 0 ? this.queue.length : firstCalm, 0, job);
      this.pump();
    });
  }

  /** Stops every worker at once: whatever they were doing is dropped. */
  dispose(): void {
    this.disposed = true;
    for (const job of this.queue) this.settle(job, () => job.reject(this.abortError()));
    this.queue = [];
    this.slots.forEach((slot, i) => {
      if (!slot) return;
      slot.endpoint.terminate();
      const job = slot.job;
      if (job) this.settle(job, () => job.reject(this.abortError()));
      this.slots[i] = null;
    });
  }

  private settle(job: Job<TApi>, how: () => void) {
    if (job.settled) return;
    job.settled = true;
    job.opts.signal?.removeEventListener('abort', job.onAbort);
    how();
  }

  private abort(job: Job<TApi>) {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    this.settle(job, () => job.reject(this.abortError()));
    if (queued >= 0 || this.options.onRunningAbort === 'drop') return;
    const i = this.slots.findIndex((s) => s?.job === job);
    if (i >= 0) {
      this.slots[i]!.endpoint.terminate();
      this.slots[i] = null;
      this.pump();
    }
  }

  private pump() {
    if (this.disposed) return;
    for (let i = 0; i < this.slots.length && this.queue.length; i++) {
      const slot = (this.slots[i] ??= this.spawn(i));
      if (slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      job.task(slot.remote).then(
        (value) =>
          this.finish(
            slot,
            job,
            () => job.resolve(value),
            () => job.opts.discard?.(value),
          ),
        (err: unknown) => this.finish(slot, job, () => job.reject(err)),
      );
    }
  }

  private finish(slot: Slot<TApi>, job: Job<TApi>, deliver: () => void, discard?: () => void) {
    // A worker that was ended (cancelled or crashed) no longer speaks for its job.
    if (slot.job !== job) return;
    slot.job = null;
    if (job.settled) discard?.();
    else this.settle(job, deliver);
    this.pump();
  }

  private spawn(i: number): Slot<TApi> {
    const endpoint = this.options.create();
    const slot: Slot<TApi> = { endpoint, remote: wrap<TApi>(endpoint), job: null };
    endpoint.addEventListener('error', (e) => {
      (e as ErrorEvent).preventDefault?.();
      // The worker died (e.g. out of memory): fail its job, replace it, go on with the rest.
      endpoint.terminate();
      if (this.slots[i] === slot) this.slots[i] = null;
      const job = slot.job;
      slot.job = null;
      if (job) this.settle(job, () => job.reject(new Error((e as ErrorEvent).message || 'Worker failed')));
      this.pump();
    });
    this.options.init?.(slot.remote);
    return slot;
  }
}
