// The zip worker: builds the one zip of an export off the main thread.
import { EntryQueue, writeZip } from './zip-core';
import type { FromZipWorker, ToZipWorker } from './protocol';

const scope = self as unknown as {
  postMessage(message: FromZipWorker): void;
  onmessage: ((e: MessageEvent<ToZipWorker>) => void) | null;
};

const queue = new EntryQueue();
let keep = false;

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'start') {
    writeZip(queue, msg.handle, () => keep).then(
      (blob) => scope.postMessage({ type: 'done', blob }),
      (err: unknown) =>
        scope.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
  } else if (msg.type === 'entry') queue.push({ name: msg.name, blob: msg.blob });
  else if (msg.type === 'end') {
    keep = msg.keep;
    queue.end();
  } else queue.fail(new DOMException('The export was cancelled.', 'AbortError'));
};
