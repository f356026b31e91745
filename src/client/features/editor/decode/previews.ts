// Canvas preview images: decoded in the pool at most twice the stage size, kept in a small
// LRU (current photo and its neighbours) and closed when evicted or when the photo leaves.
import { decodeImage } from './pool';
import type { DecodeSource as Source } from './protocol';
import { fitWithin } from '#shared/geometry/fit';

interface Entry {
  width: number;
  promise: Promise<ImageBitmap>;
  bitmap: ImageBitmap | null;
  ctrl: AbortController;
}

const CAPACITY = 6;

export class PreviewCache {
  private entries = new Map<string, Entry>();

  /** The preview for a photo shown on a stage of the given size (resolves to the cached one when big enough). */
  get(img: Source, stage: { width: number; height: number }, high = true): Promise<ImageBitmap> {
    const target = fitWithin(img.width, img.height, stage.width * 2, stage.height * 2);
    const hit = this.entries.get(img.id);
    if (hit && hit.width >= target.width * 0.9) {
      this.entries.delete(img.id);
      this.entries.set(img.id, hit); // most recently used last
      return hit.promise;
    }
    const ctrl = new AbortController();
    const entry: Entry = { width: target.width, bitmap: null, ctrl, promise: Promise.resolve(null as never) };
    entry.promise = decodeImage(
      { file: img.file, type: img.type, ...target, output: 'bitmap' },
      { high, signal: ctrl.signal },
    ).then((b) => {
      entry.bitmap = b as ImageBitmap;
      return entry.bitmap;
    });
    entry.promise.catch(() => this.entries.get(img.id) === entry && this.entries.delete(img.id));
    if (hit) {
      // A bigger stage needs a sharper preview: the smaller one stays on screen until it is ready.
      this.entries.delete(img.id);
      hit.ctrl.abort();
      // Closed a moment later, once the canvas has re-rendered with the new one.
      void entry.promise.finally(() => setTimeout(() => hit.bitmap?.close(), 1000)).catch(() => {});
    }
    this.entries.set(img.id, entry);
    this.evict();
    return entry.promise;
  }

  /** Synchronously available preview, if already decoded at a suitable size. */
  peek(id: string): ImageBitmap | null {
    return this.entries.get(id)?.bitmap ?? null;
  }

  private evict() {
    while (this.entries.size > CAPACITY) {
      const oldest = this.entries.keys().next().value as string;
      this.drop(oldest);
    }
  }

  private drop(id: string) {
    const e = this.entries.get(id);
    if (!e) return;
    this.entries.delete(id);
    e.ctrl.abort();
    // Closing a bitmap still on screen would blank the canvas; the caller keeps the current one in the cache.
    e.bitmap?.close();
  }

  /** Releases the previews of photos no longer in the editor. */
  retain(ids: ReadonlySet<string>) {
    for (const id of [...this.entries.keys()]) if (!ids.has(id)) this.drop(id);
  }

  dispose() {
    this.retain(new Set());
  }
}
