// The zip worker: builds the one zip of an export off the main thread.
import { expose } from 'comlink';
import { EntryQueue, writeZip } from './zip-core';
import type { ZipWorkerApi } from './protocol';

const queue = new EntryQueue();
let keep = false;

const api: ZipWorkerApi = {
  start: (handle) => writeZip(queue, handle, () => keep),
  add: (name, data) => queue.push({ name, data }),
  end(k) {
    keep = k;
    queue.end();
  },
  abort: () => queue.fail(new DOMException('The export was cancelled.', 'AbortError')),
};

expose(api);
