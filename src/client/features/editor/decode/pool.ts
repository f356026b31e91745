// The editor's decode workers on the shared worker bridge: the canvas preview jumps ahead of
// thumbnails, and a job is dropped when its AbortSignal fires (photo removed); a decode already
// running finishes and its bitmap is closed.
import { WorkerPool, type WorkerEndpoint } from '#client/lib/worker-pool';
import type { DecodeRequest, DecodeWorkerApi, MeasureRequest } from './protocol';

let pool: WorkerPool<DecodeWorkerApi> | null = null;

const closeBitmap = (out: Blob | ImageBitmap) => {
  if (!(out instanceof Blob)) out.close();
};

function decodePool(): WorkerPool<DecodeWorkerApi> {
  pool ??= new WorkerPool<DecodeWorkerApi>({
    size: Math.min(4, Math.max(2, navigator.hardwareConcurrency || 2)),
    create: () =>
      new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module' }) as WorkerEndpoint,
    onRunningAbort: 'drop',
  });
  return pool;
}

/** Decodes one photo at the requested size in the shared pool (one worker per core, between 2 and 4). */
export function decodeImage(
  req: DecodeRequest,
  opts: { high?: boolean; signal?: AbortSignal } = {},
): Promise<Blob | ImageBitmap> {
  return decodePool().run((w) => w.decode(req), {
    urgent: opts.high,
    signal: opts.signal,
    discard: closeBitmap,
  });
}

/** The upright size of a photo whose header does not say, found by decoding it in the pool. */
export function measureImage(req: MeasureRequest): Promise<{ width: number; height: number }> {
  return decodePool().run((w) => w.measure(req), { urgent: true });
}
