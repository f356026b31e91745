// Before upload, photos over 2 MB are re-encoded in a worker (JPEG 0.8 within 1920x1080), one at
// a time with a 10 ms pause between conversions; a photo that cannot be converted keeps its original.
import { SAVE_COMPRESSION } from '../../../../shared/schemas/projects';
import type { CompressRequest, CompressResponse } from './compress.worker';

export type Converter = (file: File) => Promise<Blob>;

export interface CompressOptions {
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
  files: readonly File[],
  options: CompressOptions = {},
): Promise<File[]> {
  const big = files.filter((f) => f.size > SAVE_COMPRESSION.thresholdBytes).length;
  const pool: { worker?: WorkerConverter } = {};
  const convert = options.convert ?? ((f: File) => (pool.worker ??= new WorkerConverter()).convert(f));
  const out: File[] = [];
  let done = 0;
  try {
    for (const file of files) {
      options.signal?.throwIfAborted();
      if (file.size <= SAVE_COMPRESSION.thresholdBytes) {
        out.push(file);
        continue;
      }
      if (done > 0) await sleep(SAVE_COMPRESSION.pauseMs);
      try {
        const blob = await convert(file);
        out.push(
          blob.size > 0 && blob.size < file.size
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

class WorkerConverter {
  private worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
  private nextId = 1;
  private pending = new Map<number, { resolve: (b: Blob) => void; reject: (e: Error) => void }>();

  constructor() {
    this.worker.onmessage = (e: MessageEvent<CompressResponse>) => {
      const p = this.pending.get(e.data.id);
      this.pending.delete(e.data.id);
      if ('blob' in e.data) p?.resolve(e.data.blob);
      else p?.reject(new Error(e.data.error));
    };
    this.worker.onerror = () => {
      for (const p of this.pending.values()) p.reject(new Error('Compression worker failed'));
      this.pending.clear();
    };
  }

  convert(file: File): Promise<Blob> {
    const id = this.nextId++;
    const req: CompressRequest = {
      id,
      file,
      maxWidth: SAVE_COMPRESSION.maxWidth,
      maxHeight: SAVE_COMPRESSION.maxHeight,
      quality: SAVE_COMPRESSION.quality,
    };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage(req);
    });
  }

  terminate() {
    this.worker.terminate();
  }
}
