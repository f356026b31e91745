// Which MCUs a watermark may change: every drawn box (tiles included) turned by its rotation, grown by
// what reaches past it (a text's outline, shadow and glyph overhang, antialiasing), on the MCU grid.
// The drawing then tells exactly which of these changed; nothing outside them is ever drawn.
import { fontSize, type DrawItem, type LayerBox } from '#shared/layers';
import { rotatedExtent, type PixelTransform } from '#shared/placement';
import type { McuRect } from '#shared/jpeg/types';

export interface McuGrid {
  /** An MCU's size in pixels. */
  mcuWidth: number;
  mcuHeight: number;
  mcusPerLine: number;
  mcusPerColumn: number;
}

/** Antialiasing and resampling reach a pixel or two past the box. */
const EDGE_PX = 2;

/** How far a text layer's ink may reach past its layout box, in pixels. */
function textReach(item: DrawItem<LayerBox>, t: PixelTransform): number {
  if (item.layer.kind !== 'text' || !('block' in item.box)) return 0;
  const px = fontSize(t, (item.box as { block: Parameters<typeof fontSize>[1] }).block);
  const { outline, shadow } = item.layer.style;
  const stroke = outline.enabled ? outline.width * 2 : 0;
  // A canvas shadow's blur is twice its Gaussian sigma: three sigmas hold all that shows.
  const cast = shadow.enabled
    ? shadow.blur * 1.5 + Math.max(Math.abs(shadow.offsetX), Math.abs(shadow.offsetY))
    : 0;
  // Glyphs overhang their advance box (italics, accents, descenders): half an em is generous.
  return px * (0.5 + stroke + cast);
}

/** 1 for every MCU some drawn box may touch, row by row. */
export function candidateMcus(items: readonly DrawItem<LayerBox>[], grid: McuGrid): Uint8Array {
  const marks = new Uint8Array(grid.mcusPerLine * grid.mcusPerColumn);
  for (const item of items) {
    if (!(item.transform.width > 0 && item.transform.height > 0)) continue;
    const reach = EDGE_PX + textReach(item, item.transform);
    for (const t of item.tiles ?? [item.transform]) {
      const e = rotatedExtent(t.width, t.height, t.rotation);
      const x0 = Math.max(0, Math.floor((t.centerX - e.width / 2 - reach) / grid.mcuWidth));
      const x1 = Math.min(
        grid.mcusPerLine - 1,
        Math.floor((t.centerX + e.width / 2 + reach) / grid.mcuWidth),
      );
      const y0 = Math.max(0, Math.floor((t.centerY - e.height / 2 - reach) / grid.mcuHeight));
      const y1 = Math.min(
        grid.mcusPerColumn - 1,
        Math.floor((t.centerY + e.height / 2 + reach) / grid.mcuHeight),
      );
      for (let y = y0; y <= y1; y++) marks.fill(1, y * grid.mcusPerLine + x0, y * grid.mcusPerLine + x1 + 1);
    }
  }
  return marks;
}

/** The share of MCUs marked. */
export function markedShare(marks: Uint8Array): number {
  let n = 0;
  for (const m of marks) n += m;
  return marks.length ? n / marks.length : 0;
}

/** A band's height cap in MCU rows: bounds the band canvas and how often every item is drawn. */
const BAND_ROWS = 16;

/**
 * The marked MCUs covered by rectangles, each drawn once: runs of marked rows (at most BAND_ROWS),
 * each as wide as the marks in it. A corner logo is one small rectangle; tiles give a few bands.
 */
export function markedRects(marks: Uint8Array, grid: McuGrid): McuRect[] {
  const rects: McuRect[] = [];
  let band: McuRect | null = null;
  for (let y = 0; y < grid.mcusPerColumn; y++) {
    const row = marks.subarray(y * grid.mcusPerLine, (y + 1) * grid.mcusPerLine);
    const first = row.indexOf(1);
    if (first < 0 || (band && band.mcusHigh >= BAND_ROWS)) band = null;
    if (first < 0) continue;
    const last = row.lastIndexOf(1);
    if (!band) {
      band = { mcuX: first, mcuY: y, mcusWide: last - first + 1, mcusHigh: 1 };
      rects.push(band);
      continue;
    }
    const end = Math.max(band.mcuX + band.mcusWide - 1, last);
    band.mcuX = Math.min(band.mcuX, first);
    band.mcusWide = end - band.mcuX + 1;
    band.mcusHigh++;
  }
  return rects;
}

/**
 * The MCUs whose coefficients the redraw and the kept scan's writer read (decision 282): every
 * rectangle `markedRects` gives, grown by one MCU for the chroma upsampling that reaches across, and
 * the MCU after each of those in scan order (its DC is coded again against a changed block).
 */
export function neededMcus(marks: Uint8Array, grid: McuGrid): Uint8Array {
  const needed = new Uint8Array(marks.length);
  for (const r of markedRects(marks, grid)) {
    const x0 = Math.max(0, r.mcuX - 1);
    const x1 = Math.min(grid.mcusPerLine, r.mcuX + r.mcusWide + 1);
    const y1 = Math.min(grid.mcusPerColumn, r.mcuY + r.mcusHigh + 1);
    for (let y = Math.max(0, r.mcuY - 1); y < y1; y++)
      needed.fill(1, y * grid.mcusPerLine + x0, y * grid.mcusPerLine + x1);
  }
  // Downwards, so a mark set here is not carried on to the MCU after it.
  for (let i = needed.length - 2; i >= 0; i--) if (needed[i] && !needed[i + 1]) needed[i + 1] = 1;
  return needed;
}
