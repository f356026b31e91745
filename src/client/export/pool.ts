// The compose pool: compose workers on the shared worker bridge. One photo per worker at a time (so at
// most `size` decoded photos exist); cancelling a running photo ends its worker, a fresh one goes on.
import { proxy, transfer } from 'comlink';
import { WorkerPool, type WorkerEndpoint } from '../lib/worker-pool';
import type { Size } from '#shared/placement';
import type { ComposeInput, ComposeOutput } from './worker/compose';
import { composeFailure, failureError, type ComposeResult, type ComposeWorkerApi } from './worker/protocol';

export interface Composer {
  /** How many photos can be composed at once. */
  readonly size: number;
  compose(input: ComposeInput, signal: AbortSignal): Promise<ComposeOutput>;
  dispose(): void;
}

export interface ComposePoolOptions {
  size: number;
  createWorker: () => WorkerEndpoint;
  /** Makes an image layer's bitmap for a pixel size; the pool transfers it to the worker that asked. */
  logoFor: (fileId: string, size: Size) => Promise<ImageBitmap>;
}

export const abortError = () => new DOMException('The export was cancelled.', 'AbortError');

export class ComposePool implements Composer {
  readonly size: number;
  private readonly pool: WorkerPool<ComposeWorkerApi>;

  constructor(options: ComposePoolOptions) {
    this.size = options.size;
    // One provider for all workers: each worker caches what it got, per file and pixel size.
    const provider = proxy(async (fileId: string, size: Size) => {
      try {
        const bitmap = await options.logoFor(fileId, size);
        return transfer(bitmap, [bitmap]);
      } catch (err) {
        return composeFailure(err);
      }
    });
    this.pool = new WorkerPool<ComposeWorkerApi>({
      size: options.size,
      create: options.createWorker,
      onRunningAbort: 'terminate',
      abortError,
      init: (worker) => void worker.setLogoProvider(provider),
    });
  }

  async compose(input: ComposeInput, signal: AbortSignal): Promise<ComposeOutput> {
    // comlink's Remote type splits a union result into a union of promises: name the one it is.
    const out = await this.pool.run<ComposeResult>(
      (worker) => worker.compose(input) as Promise<ComposeResult>,
      { signal },
    );
    if (out.ok) {
      const { ok: _, ...output } = out;
      return output;
    }
    throw failureError(out);
  }

  /** Stops every worker at once: whatever they were doing is dropped. */
  dispose(): void {
    this.pool.dispose();
  }
}
