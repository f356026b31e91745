// "Honest size": which photos an export will make smaller than the photographer's originals.
import { outputSize, resizes, type ExportSettings } from './settings';

type Size = { width: number; height: number };

export interface ShrinkPhoto {
  name?: string;
  /** The photo's size as the editor holds it (upright), when known. */
  width?: number;
  height?: number;
  /** Its size before a project save reduced it (SAVE_COMPRESSION), when it was. */
  original?: Size | null;
  /** The editor could not decode it: the export fails it by name, so it comes out at no size. */
  unreadable?: boolean;
}

export interface Shrinkage {
  /** Photos the export makes smaller than their originals, for whatever reason. */
  total: number;
  /** Photos whose long edge is above the "Resize" long edge. */
  resized: number;
  /** Photos of an opened project that were reduced when it was saved. */
  reducedOnSave: number;
}

const longEdge = (s: Size) => Math.max(s.width, s.height);

/** How the export makes one photo smaller than its original, if it does; null when it does not. */
function shrinkOf(p: ShrinkPhoto, resize: ExportSettings['resize']) {
  if (!p.width || !p.height || p.unreadable) return null;
  const held = { width: p.width, height: p.height };
  const saved = !!p.original && longEdge(p.original) > longEdge(held);
  const resized = resizes(held, resize);
  if (!saved && !resized) return null;
  return { saved, resized, from: saved ? p.original! : held, to: outputSize(held, resize) };
}

export function shrinkage(photos: readonly ShrinkPhoto[], resize: ExportSettings['resize']): Shrinkage {
  const out: Shrinkage = { total: 0, resized: 0, reducedOnSave: 0 };
  for (const p of photos) {
    const s = shrinkOf(p, resize);
    if (!s) continue;
    out.total++;
    if (s.saved) out.reducedOnSave++;
    if (s.resized) out.resized++;
  }
  return out;
}

export interface ShrunkPhoto {
  name: string;
  /** The photographer's size: the recorded original, or the photo as held. */
  from: Size;
  /** The size the export writes. */
  to: Size;
}

/** Each photo the export makes smaller, by name, from its original size to the size it comes out at. */
export function shrunkPhotos(
  photos: readonly ShrinkPhoto[],
  resize: ExportSettings['resize'],
): ShrunkPhoto[] {
  return photos.flatMap((p) => {
    const s = shrinkOf(p, resize);
    return s ? [{ name: p.name ?? '', from: s.from, to: s.to }] : [];
  });
}
