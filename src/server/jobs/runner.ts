// Runs one API job: each photo not yet done is read from storage, composed by the engine and stored
// under the job by its index, then recorded; the zip is written as photos end (result-zip.ts), and the
// job ends once it is stored. A retried run skips finished photos, and a run that lost the job
// (cancelled, or taken over after its lease) stops between photos without writing anything more.
import { EngineError, type PhotoEngine } from '../engine/types';
import type { ObjectStorage } from '../storage';
import { endJob, type EndDeps } from './end';
import { startResultZip } from './result-zip';
import { jobKeys, photoWatermark, readSpec, type JobSpec } from './spec';
import type { JobStore, PhotoRow } from './store';
import type { Task } from './queue';

export interface RunnerDeps extends EndDeps {
  store: JobStore;
  storage: ObjectStorage;
  engine: PhotoEngine;
  /** Photos composed at once. */
  concurrency: number;
  /** How often a run beats its heart while it works, whatever its photos take (JOBS_SILENT_SECONDS / 4). */
  beatMs: number;
}

/** The run lost its job: it stops quietly. */
class LostJob extends Error {}

export async function runJob(deps: RunnerDeps, task: Task): Promise<void> {
  const { store } = deps;
  const jobId = task.data.jobId;
  const claimed = await store.claim(jobId);
  if (!claimed) return; // cancelled, ended or gone: nothing to do
  const { job, attempt } = claimed;
  const spec = readSpec(job.settings);
  let zip: ReturnType<typeof startResultZip> | null = null;
  // Beats between photos alone would fall silent on one slow photo, and the sweep would take the
  // run for dead. A beat that fails changes nothing: the photos' own checks stop a lost run.
  const beat = setInterval(() => void store.stillMine(jobId, attempt).catch(() => false), deps.beatMs);
  try {
    const images = await loadLogos(deps.storage, jobId, spec);
    const photos = await store.photos(jobId);
    zip = startResultZip(deps.storage, jobId, spec, photos, deps.now());
    const pending = photos.filter((p) => p.state === 'pending');
    await eachLimited(pending, deps.concurrency, async (photo) => {
      if (!(await store.stillMine(jobId, attempt))) throw new LostJob();
      zip!.settle(
        photo.idx,
        await composeOne(deps, { jobId, attempt }, spec, images, photo, Number(job.total)),
      );
    });
    await endJob(deps, jobId, attempt, zip);
  } catch (e) {
    // Whatever stopped the run, the zip stops too, and its partial file is gone before anything else.
    zip?.abort(e);
    await zip?.finished.catch(() => {});
    // A write that failed because the job was cancelled under it (its files deleted) is a loss too.
    if (e instanceof LostJob || !(await store.stillMine(jobId, attempt))) {
      await deps.afterLoss(jobId);
      return;
    }
    // Storage or the database failed: the queue runs the job again while retries remain.
    if (task.retryCount < task.retryLimit) throw e;
    // The client is told the job failed, not our storage's or database's own words; the log keeps them.
    console.error(`API job ${jobId} failed on its last try:`, e);
    await deps.abandon(jobId, 'The job failed on the server after several tries.');
  } finally {
    clearInterval(beat);
  }
}

async function loadLogos(storage: ObjectStorage, jobId: string, spec: JobSpec) {
  const images: Record<string, Uint8Array> = {};
  for (const [n, fileId] of spec.files.entries()) {
    const bytes = await storage.read(jobKeys(jobId).logo(n));
    if (!bytes) throw new Error(`The job's logo file ${n} is missing`);
    images[fileId] = bytes;
  }
  return images;
}

async function composeOne(
  deps: RunnerDeps,
  { jobId, attempt }: { jobId: string; attempt: number },
  spec: JobSpec,
  images: Record<string, Uint8Array>,
  photo: PhotoRow,
  total: number,
): Promise<Uint8Array | null> {
  const keys = jobKeys(jobId);
  const bytes = await deps.storage.read(keys.input(photo.idx));
  if (!bytes) {
    await deps.store.photoFailed(
      jobId,
      attempt,
      photo.idx,
      'image_load',
      `"${photo.name}" was not found in storage.`,
    );
    return null;
  }
  try {
    const out = await deps.engine.compose({
      photo: bytes,
      name: photo.name,
      type: photo.type ?? 'application/octet-stream',
      watermark: await photoWatermark(spec, { index: photo.idx, name: photo.name, bytes }, total),
      images,
      output: spec.output,
    });
    await deps.storage.put(keys.output(photo.idx), out.bytes);
    await deps.store.photoDone(jobId, attempt, photo.idx, out.bytes.byteLength);
    return out.bytes;
  } catch (e) {
    // A photo the engine cannot compose fails alone; anything else fails the run.
    if (!(e instanceof EngineError)) throw e;
    const message = photoFailureMessage(e, photo.name);
    await deps.store.photoFailed(jobId, attempt, photo.idx, e.code, message);
    return null;
  }
}

/**
 * A failure about the photo names it already ("Failed to load image: x.jpg"); one about a layer's
 * file (the logo) is told which photo it stopped. An unreadable photo also says why, as the editor
 * does after the same text (decision 314): alone, it does not tell the file's fault from the server's.
 */
function photoFailureMessage(e: EngineError, name: string): string {
  if (e.subject !== name) return `"${name}": ${e.message}`;
  if (e.code !== 'image_load') return e.message;
  return `${e.message} (it could not be read as an image: the file may be damaged or cut short)`;
}

/** Runs `fn` over `items` with at most `limit` at once, in order; the first failure stops new starts. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  async function lane() {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  }
  const lanes = Array.from({ length: Math.min(limit, items.length) }, lane);
  const results = await Promise.allSettled(lanes);
  const rejected = results.find((r) => r.status === 'rejected');
  if (rejected) throw (rejected as PromiseRejectedResult).reason;
}
