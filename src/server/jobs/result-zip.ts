// A job's zip: the composed photos in photo order, named as the browser export names the same batch
// (#shared/export-settings outputNames). It is written while the run composes: each photo goes in as
// soon as it and every photo before it have ended, so zipping (its CRC is the costly part) overlaps the
// engine's work instead of following it. A photo composed in this run goes in from memory, not read
// back from storage, while the zip holds at most HELD such outputs waiting their turn (decision 285);
// never the whole zip.
import { storedZip } from '#shared/zip/stored-zip';
import { outputNames } from '#shared/export-settings';
import type { ObjectStorage } from '../storage';
import { nodeCrc32 } from '../zip-crc';
import { jobKeys, type JobSpec } from './spec';
import type { PhotoRow } from './store';

/** Outputs kept in memory for the zip, at most: past these, a photo waiting its turn is read back. */
const HELD = 4;

export interface ResultZip {
  /** A photo this run composed has ended: in the zip with its output when done, left out when null. */
  settle(idx: number, output: Uint8Array | null): void;
  /** Stops writing; the partial zip is not kept. */
  abort(reason: unknown): void;
  /** The zip's size, once every photo has ended and the zip is stored. */
  finished: Promise<number>;
}

/**
 * Starts the zip of `photos` (every photo of the job, as the run found them): photos already done go in
 * from storage, pending ones wait for `settle`, failed ones are left out.
 */
export function startResultZip(
  storage: ObjectStorage,
  jobId: string,
  spec: JobSpec,
  photos: PhotoRow[],
  at: Date,
): ResultZip {
  const keys = jobKeys(jobId);
  // Names come from the whole batch, so a photo keeps its number when another one failed.
  const names = outputNames(photos, spec.output, true);
  const ended = new Map<number, (done: boolean) => void>();
  const held = new Map<number, Uint8Array>();
  const waits = new Map(
    photos
      .filter((p) => p.state === 'pending')
      .map((p) => [p.idx, new Promise<boolean>((resolve) => ended.set(p.idx, resolve))]),
  );
  let stop!: (reason: unknown) => void;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopped.catch(() => {}); // observed through `finished`

  async function* entries() {
    for (const p of photos) {
      const done =
        p.state === 'pending' ? await Promise.race([waits.get(p.idx)!, stopped]) : p.state === 'done';
      if (!done) continue;
      // Else read whole (one photo of a few MB), which costs a fraction of streaming it in pieces.
      const bytes = held.get(p.idx) ?? (await storage.read(keys.output(p.idx)));
      held.delete(p.idx);
      if (!bytes) throw new Error(`The output of photo ${p.idx} is missing`);
      yield { name: names[p.idx]!, data: [bytes], lastModified: at };
    }
  }
  let size = 0;
  const counted = storedZip(entries(), nodeCrc32).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, c) {
        size += chunk.byteLength;
        c.enqueue(chunk);
      },
    }),
  );
  const finished = storage.put(keys.result, counted).then(() => size);
  finished.catch(() => {}); // awaited by the run; an aborted zip must not be an unhandled rejection
  return {
    settle(idx, output) {
      if (output && held.size < HELD) held.set(idx, output);
      ended.get(idx)?.(output !== null);
    },
    abort: (reason) => stop(reason),
    finished,
  };
}
