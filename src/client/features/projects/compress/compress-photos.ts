// Before upload, on plans without full-size projects, photos over 2 MB are re-encoded in a worker
// (JPEG 0.8 within 1920x1080), one at a time with a 10 ms pause between conversions; a photo that cannot
// be converted keeps its original. Pro and Ultra send their photos as they are (decision 279): only a
// type the server does not keep, or a photo past the full-size limit, is converted the same way.
import { PLANS } from '#shared/plans';
import { SAVE_COMPRESSION, projectPhotoRule, type ProjectPhotoRule } from '#shared/schemas/projects';
import { WorkerPool, type WorkerEndpoint } from '#client/lib/worker-pool';
import type { CompressWorkerApi } from './compress.worker';

export type Converter = (file: File, type: string) => Promise<Blob>;

/** A photo to save, with the type read from its content (the file's own type may be missing). */
export interface SavePhoto {
  file: File;
  type?: string;
}

export interface CompressOptions {
  /** The plan's rule (projectPhotoRule); Lite's when absent. */
  rule?: ProjectPhotoRule;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Replaces the worker (tests). */
  convert?: Converter;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'image'}.jpg`;
}

export async function compressForSave(
  photos: readonly SavePhoto[],
  options: CompressOptions = {},
): Promise<File[]> {
  const rule = options.rule ?? projectPhotoRule(PLANS.lite);
  // Lite: HEIC, HEIF and AVIF are stored as JPEG whatever their size (the server keeps JPEG, PNG, WEBP).
  const typeOf = (p: SavePhoto) => p.type ?? p.file.type;
  const mustConvert = (p: SavePhoto) => !rule.types.has(typeOf(p)) || p.file.size > rule.maxBytes;
  const keepLimit = rule.fullSize ? rule.maxBytes : SAVE_COMPRESSION.thresholdBytes;
  const big = photos.filter((p) => mustConvert(p) || p.file.size > keepLimit).length;
  const pool: { worker?: ReturnType<typeof workerConverter> } = {};
  const convert =
    options.convert ??
    ((f: File, t: string) => (pool.worker ??= workerConverter(rule.maxBytes)).convert(f, t));
  const out: File[] = [];
  let done = 0;
  try {
    for (const photo of photos) {
      const { file } = photo;
      options.signal?.throwIfAborted();
      const must = mustConvert(photo);
      if (!must && file.size <= keepLimit) {
        out.push(file);
        continue;
      }
      if (done > 0) await sleep(SAVE_COMPRESSION.pauseMs);
      try {
        const blob = await convert(file, typeOf(photo));
        out.push(
          blob.size > 0 && (must || blob.size < file.size)
            ? new File([blob], jpegName(file.name), { type: 'image/jpeg' })
            : file,
        );
      } catch {
        out.push(file);
      }
      done += 1;
      options.onProgress?.(done, big);
    }
  } finally {
    pool.worker?.terminate();
  }
  return out;
}

/** One compress worker on the shared bridge, ended when the save is done. */
function workerConverter(maxBytes: number): { convert: Converter; terminate(): void } {
  const pool = new WorkerPool<CompressWorkerApi>({
    size: 1,
    create: () =>
      new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' }) as WorkerEndpoint,
    onRunningAbort: 'terminate',
  });
  const { maxWidth, maxHeight, quality } = SAVE_COMPRESSION;
  return {
    convert: (file, type) =>
      pool.run((w) => w.compress({ file, type, maxWidth, maxHeight, quality, maxBytes })),
    terminate: () => pool.dispose(),
  };
}
