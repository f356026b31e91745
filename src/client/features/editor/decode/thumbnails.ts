// Thumbnails (at most 256 px) decoded in the pool, kept as object URLs of small JPEGs and
// released when their photo leaves the editor.
import { useMemo, useSyncExternalStore } from 'react';
import { decodeImage } from './pool';
import type { DecodeSource as Source } from './protocol';
import { fitWithin } from '#shared/geometry/fit';

export const THUMB_MAX = 256;
/** A panorama's thumbnail is shown cropped to a square: its short side needs the pixels, up to this long side. */
const PANORAMA_LONG_MAX = 2048;

/** At most 256 px a side; a panorama (over 2:1) keeps 256 px on its short side instead, so its crop stays sharp. */
export function thumbSize(width: number, height: number) {
  if (Math.max(width, height) <= 2 * Math.min(width, height))
    return fitWithin(width, height, THUMB_MAX, THUMB_MAX);
  return width > height
    ? fitWithin(width, height, PANORAMA_LONG_MAX, THUMB_MAX)
    : fitWithin(width, height, THUMB_MAX, PANORAMA_LONG_MAX);
}
export type ThumbState = string | 'error' | undefined;

export class ThumbnailStore {
  private urls = new Map<string, ThumbState>();
  /** Photos whose thumbnail could not be decoded: a new set each time it changes, for React to see. */
  failed: ReadonlySet<string> = new Set();
  private jobs = new Map<string, AbortController>();
  private listeners = new Set<() => void>();

  constructor(private onError: (id: string) => void) {}

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  };

  get(id: string): ThumbState {
    return this.urls.get(id);
  }

  private scheduled = false;

  private set(id: string, v: ThumbState) {
    this.urls.set(id, v);
    // Thumbnails finishing in the same frame cause one round of updates, not one each.
    if (this.scheduled) return;
    this.scheduled = true;
    requestAnimationFrame(() => {
      this.scheduled = false;
      for (const l of this.listeners) l();
    });
  }

  /** Starts decoding the photos not seen yet and releases those no longer in the list. */
  sync(images: readonly Source[]) {
    const ids = new Set(images.map((i) => i.id));
    for (const id of [...this.jobs.keys(), ...this.urls.keys()]) if (!ids.has(id)) this.release(id);
    for (const img of images) {
      if (this.jobs.has(img.id) || this.urls.has(img.id)) continue;
      const ctrl = new AbortController();
      this.jobs.set(img.id, ctrl);
      const size = thumbSize(img.width, img.height);
      decodeImage({ file: img.file, type: img.type, ...size, output: 'blob' }, { signal: ctrl.signal }).then(
        (blob) => {
          if (ctrl.signal.aborted) return;
          this.jobs.delete(img.id);
          this.set(img.id, URL.createObjectURL(blob as Blob));
        },
        () => {
          if (ctrl.signal.aborted) return;
          this.jobs.delete(img.id);
          this.failed = new Set(this.failed).add(img.id);
          this.set(img.id, 'error');
          this.onError(img.id);
        },
      );
    }
  }

  private release(id: string) {
    this.jobs.get(id)?.abort();
    this.jobs.delete(id);
    const url = this.urls.get(id);
    if (url && url !== 'error') URL.revokeObjectURL(url);
    if (this.failed.has(id)) this.failed = new Set([...this.failed].filter((f) => f !== id));
    this.urls.delete(id);
  }

  dispose() {
    this.sync([]);
  }
}

export function useThumbnail(store: ThumbnailStore, id: string): ThumbState {
  return useSyncExternalStore(store.subscribe, () => store.get(id));
}

/** The work with the photos whose thumbnail could not be decoded marked `unreadable` (for the quota). */
export function useMarkedUnreadable<W extends { images: readonly { id: string }[] }>(
  store: ThumbnailStore,
  work: W,
): W {
  const failed = useSyncExternalStore(store.subscribe, () => store.failed);
  return useMemo(() => {
    if (!failed.size) return work;
    return { ...work, images: work.images.map((i) => (failed.has(i.id) ? { ...i, unreadable: true } : i)) };
  }, [failed, work]);
}
