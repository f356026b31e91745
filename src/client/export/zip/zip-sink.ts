// The main thread's side of the zip: hand over finished photos, then finish or abort.
import { EntryQueue, writeZip } from './zip-core';
import { transfer, wrap } from 'comlink';
import type { ZipWorkerApi } from './protocol';
import { transferables, type OutputData } from '../worker/output-data';

export interface ZipSink {
  /**
   * Adds a photo's file; its bytes parts are handed over (transferred to the zip worker: detached here).
   * Settles once the zip has taken it: wait for it before adding the next, so photos queue where they
   * were made, not in the zip. Rejects if the zip failed.
   */
  add(name: string, data: OutputData): Promise<void>;
  /** Ends the zip; resolves with the zip Blob to download, or null (written to a file, or not kept). */
  finish(keep: boolean): Promise<Blob | null>;
  /** Stops writing; a file being written is discarded. */
  abort(): Promise<void>;
}

function workerSink(handle: FileSystemFileHandle | null): ZipSink {
  const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' });
  const zip = wrap<ZipWorkerApi>(worker);
  const crashed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (e) => reject(new Error(e.message || 'Zip worker failed'))),
  );
  const settled = Promise.race([zip.start(handle), crashed]).finally(() => worker.terminate());
  return {
    add: (name, data) =>
      Promise.race([zip.add(name, transfer(data, transferables(data))), settled.then(() => undefined)]),
    finish(keep) {
      void zip.end(keep);
      return settled;
    },
    async abort() {
      void zip.abort();
      // Wait (briefly) for the worker to discard the file before it is stopped.
      await Promise.race([settled.catch(() => undefined), new Promise((r) => setTimeout(r, 2000))]);
      worker.terminate();
    },
  };
}

function mainThreadSink(handle: FileSystemFileHandle | null): ZipSink {
  const queue = new EntryQueue();
  let keep = false;
  const result = writeZip(queue, handle, () => keep);
  return {
    add: (name, data) => Promise.race([queue.push({ name, data }), result.then(() => undefined)]),
    finish(k) {
      keep = k;
      queue.end();
      return result;
    },
    async abort() {
      queue.fail(new DOMException('The export was cancelled.', 'AbortError'));
      await result.catch(() => undefined);
    },
  };
}

export function openZipSink(handle: FileSystemFileHandle | null): ZipSink {
  return typeof Worker === 'function' ? workerSink(handle) : mainThreadSink(handle);
}
