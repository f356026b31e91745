// A finished job's zip: the composed photos in photo order, named as the browser export names the same
// batch (#shared/export-settings outputNames), streamed from storage into storage, never whole in memory.
import { makeZip } from 'client-zip';
import { outputNames } from '#shared/export-settings';
import type { ObjectStorage } from '../storage';
import { jobKeys, type JobSpec } from './spec';
import type { PhotoRow } from './store';

/** Writes the zip of the done photos and returns its size. */
export async function writeResultZip(
  storage: ObjectStorage,
  jobId: string,
  spec: JobSpec,
  photos: PhotoRow[],
  at: Date,
): Promise<number> {
  const keys = jobKeys(jobId);
  // Names come from the whole batch, so a photo keeps its number when another one failed.
  const names = outputNames(photos, spec.output, true);
  const done = photos.filter((p) => p.state === 'done');
  async function* entries() {
    for (const p of done) {
      const obj = await storage.get(keys.output(p.idx));
      if (!obj) throw new Error(`The output of photo ${p.idx} is missing`);
      yield { name: names[p.idx]!, input: obj.stream, size: obj.size, lastModified: at };
    }
  }
  let size = 0;
  const counted = makeZip(entries()).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, c) {
        size += chunk.byteLength;
        c.enqueue(chunk);
      },
    }),
  );
  await storage.put(keys.result, counted);
  return size;
}
