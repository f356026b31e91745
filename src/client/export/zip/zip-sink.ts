// The main thread's side of the zip: hand over finished photos, then finish or abort.
import { EntryQueue, writeZip } from './zip-core';
import type { FromZipWorker, ToZipWorker } from './protocol';

export interface ZipSink {
  add(name: string, blob: Blob): void;
  /** Ends the zip; resolves with the zip Blob to download, or null (written to a file, or not kept). */
  finish(keep: boolean): Promise<Blob | null>;
  /** Stops writing; a file being written is discarded. */
  abort(): Promise<void>;
}

function workerSink(handle: FileSystemFileHandle | null): ZipSink {
  const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' });
  const post = (m: ToZipWorker) => worker.postMessage(m);
  const result = new Promise<Blob | null>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<FromZipWorker>) => {
      if (e.data.type === 'done') resolve(e.data.blob);
      else reject(new Error(e.data.message));
    };
    worker.onerror = (e) => reject(new Error(e.message || 'Zip worker failed'));
  });
  const settled = result.finally(() => worker.terminate());
  post({ type: 'start', handle });
  return {
    add: (name, blob) => post({ type: 'entry', name, blob }),
    finish(keep) {
      post({ type: 'end', keep });
      return settled;
    },
    async abort() {
      post({ type: 'abort' });
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
    add: (name, blob) => queue.push({ name, blob }),
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
