// The compose pool, after squoosh's worker-bridge: a queue, an AbortSignal per job, one job per
// worker at a time (so at most `size` decoded photos exist), buffers transferred, never copied.
import type { Size } from '../../shared/placement';
import { ComposeError, type ComposeInput, type ComposeOutput } from './worker/compose';
import type { FromWorker, ToWorker } from './worker/protocol';

export interface Composer {
  /** How many photos can be composed at once. */
  readonly size: number;
  compose(input: ComposeInput, signal: AbortSignal): Promise<ComposeOutput>;
  dispose(): void;
}

export interface WorkerLike {
  postMessage(message: ToWorker, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
}

export interface PoolOptions {
  size: number;
  createWorker: () => WorkerLike;
  /** Makes the logo bitmap for a pixel size; the pool transfers it to the worker that asked. */
  logoFor: (size: Size) => Promise<ImageBitmap>;
}

export const abortError = () => new DOMException('The export was cancelled.', 'AbortError');

interface Job {
  id: number;
  input: ComposeInput;
  signal: AbortSignal;
  resolve: (out: ComposeOutput) => void;
  reject: (err: unknown) => void;
  onAbort: () => void;
}

interface Slot {
  worker: WorkerLike;
  job: Job | null;
}

export class WorkerPool implements Composer {
  readonly size: number;
  private slots: (Slot | null)[];
  private queue: Job[] = [];
  private nextId = 1;
  private disposed = false;

  constructor(private readonly options: PoolOptions) {
    this.size = options.size;
    this.slots = Array.from({ length: options.size }, () => null);
  }

  compose(input: ComposeInput, signal: AbortSignal): Promise<ComposeOutput> {
    if (signal.aborted || this.disposed) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, input, signal, resolve, reject, onAbort: () => this.abort(job) };
      signal.addEventListener('abort', job.onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  /** Stops every worker at once: whatever they were doing is dropped. */
  dispose(): void {
    this.disposed = true;
    for (const job of this.queue) this.settle(job, null, abortError());
    this.queue = [];
    this.slots.forEach((slot, i) => {
      if (!slot) return;
      slot.worker.terminate();
      if (slot.job) this.settle(slot.job, null, abortError());
      this.slots[i] = null;
    });
  }

  private settle(job: Job, out: ComposeOutput | null, err?: unknown) {
    job.signal.removeEventListener('abort', job.onAbort);
    if (out) job.resolve(out);
    else job.reject(err);
  }

  private abort(job: Job) {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(job, null, abortError());
      return;
    }
    // A running decode or encode cannot be interrupted: end that worker; a fresh one takes its place.
    const i = this.slots.findIndex((s) => s?.job === job);
    if (i >= 0) {
      this.slots[i]!.worker.terminate();
      this.slots[i] = null;
      this.settle(job, null, abortError());
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
      const { id, input } = job;
      slot.worker.postMessage({ type: 'compose', id, ...input });
    }
  }

  private spawn(i: number): Slot {
    const worker = this.options.createWorker();
    const slot: Slot = { worker, job: null };
    worker.onmessage = (e) => this.onMessage(slot, e.data);
    worker.onerror = (e) => {
      e.preventDefault?.();
      // The worker died (e.g. out of memory): fail its job, replace it, go on with the rest.
      worker.terminate();
      if (this.slots[i] === slot) this.slots[i] = null;
      if (slot.job) this.settle(slot.job, null, new Error(e.message || 'Worker failed'));
      slot.job = null;
      this.pump();
    };
    return slot;
  }

  private onMessage(slot: Slot, msg: FromWorker) {
    if (msg.type === 'need-logo') {
      this.options.logoFor(msg.size).then(
        (bitmap) => slot.worker.postMessage({ type: 'logo', key: msg.key, bitmap }, [bitmap]),
        (err: unknown) =>
          slot.worker.postMessage({
            type: 'logo',
            key: msg.key,
            bitmap: null,
            error: err instanceof Error ? err.message : String(err),
          }),
      );
      return;
    }
    if (msg.type === 'ready') return;
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    slot.job = null;
    if (msg.type === 'done') this.settle(job, { blob: msg.blob, width: msg.width, height: msg.height });
    else
      this.settle(
        job,
        null,
        msg.code === 'unknown' ? new Error(msg.message) : new ComposeError(msg.code, msg.message),
      );
    this.pump();
  }
}
