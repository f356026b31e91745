// A small pool of decode workers with a priority queue: the canvas preview jumps ahead of
// thumbnails, and a queued job is dropped when its AbortSignal fires (photo removed).
import type { DecodeRequest, DecodeResponse } from './protocol';

type Request = Omit<DecodeRequest, 'id'>;
interface Job {
  id: number;
  req: Request;
  high: boolean;
  signal?: AbortSignal;
  resolve: (r: Blob | ImageBitmap) => void;
  reject: (e: Error) => void;
}

class DecodePool {
  private workers: Worker[] = [];
  private idle: Worker[] = [];
  private queue: Job[] = [];
  private running = new Map<number, Job>();
  private nextId = 1;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const w = new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<DecodeResponse>) => this.done(w, e.data);
      this.workers.push(w);
      this.idle.push(w);
    }
  }

  run(req: Request, opts: { high?: boolean; signal?: AbortSignal } = {}): Promise<Blob | ImageBitmap> {
    return new Promise((resolve, reject) => {
      if (opts.signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
      const job: Job = { id: this.nextId++, req, high: !!opts.high, signal: opts.signal, resolve, reject };
      opts.signal?.addEventListener('abort', () => this.cancel(job), { once: true });
      if (job.high) {
        const firstLow = this.queue.findIndex((j) => !j.high);
        this.queue.splice(firstLow < 0 ? this.queue.length : firstLow, 0, job);
      } else this.queue.push(job);
      this.pump();
    });
  }

  private cancel(job: Job) {
    const i = this.queue.indexOf(job);
    if (i >= 0) this.queue.splice(i, 1);
    job.reject(new DOMException('Aborted', 'AbortError'));
  }

  private pump() {
    while (this.idle.length && this.queue.length) {
      const job = this.queue.shift()!;
      const w = this.idle.pop()!;
      this.running.set(job.id, job);
      w.postMessage({ ...job.req, id: job.id } satisfies DecodeRequest);
    }
  }

  private done(w: Worker, res: DecodeResponse) {
    const job = this.running.get(res.id);
    this.running.delete(res.id);
    this.idle.push(w);
    if (job) {
      if (!res.ok) job.reject(new Error(res.error));
      else if (job.signal?.aborted) res.bitmap?.close();
      else job.resolve((res.bitmap ?? res.blob)!);
    }
    this.pump();
  }
}

let pool: DecodePool | null = null;

/** The shared pool, created on first use: one worker per core, between 2 and 4. */
export function decodePool(): DecodePool {
  pool ??= new DecodePool(Math.min(4, Math.max(2, navigator.hardwareConcurrency || 2)));
  return pool;
}
