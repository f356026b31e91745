// "Honest size": which photos an export will make smaller than the photographer's originals.
import { outputSize, type ExportSettings } from './settings';

type Size = { width: number; height: number };

export interface ShrinkPhoto {
  name?: string;
  /** The photo's size as the editor holds it (upright), when known. */
  width?: number;
  height?: number;
  /** Its size before a project save reduced it (SAVE_COMPRESSION), when it was. */
  original?: Size | null;
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

export function shrinkage(photos: readonly ShrinkPhoto[], resize: ExportSettings['resize']): Shrinkage {
  const out: Shrinkage = { total: 0, resized: 0, reducedOnSave: 0 };
  for (const p of photos) {
    const held = p.width && p.height ? longEdge({ width: p.width, height: p.height }) : null;
    const saved = !!(p.original && held !== null && longEdge(p.original) > held);
    const resized = resize !== 'original' && held !== null && held > resize;
    if (saved) out.reducedOnSave++;
    if (resized) out.resized++;
    if (saved || resized) out.total++;
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
  const out: ShrunkPhoto[] = [];
  for (const p of photos) {
    if (!p.width || !p.height) continue;
    const held = { width: p.width, height: p.height };
    const from = p.original && longEdge(p.original) > longEdge(held) ? p.original : held;
    const to = outputSize(held, resize);
    if (longEdge(to) < longEdge(from)) out.push({ name: p.name ?? '', from, to });
  }
  return out;
}
