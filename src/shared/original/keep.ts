// The original-quality path's core (issue 14), one for the browser's export workers and the server's
// engine: the source read as DCT coefficients, only the MCUs the watermark changes decoded, painted by
// the caller's canvas and quantised again with the source's own tables; every other block copied.
import { toReader, type ByteReader } from '#shared/files';
import { readJpegHeader } from '#shared/files/jpeg-header';
import type { DrawItem } from '#shared/layers';
import type { MetadataOptions, SourceMetadata } from '#shared/metadata';
import type { Size } from '#shared/placement';
import { readCoefficients, type NeededMcus } from '#shared/jpeg/decode';
import { writeBaseline } from '#shared/jpeg/encode';
import { scanAlwaysKept, writeKeepingScan } from '#shared/jpeg/encode-keep';
import { decodeMcuRect, encodeMcus, repeatEdges } from '#shared/jpeg/pixels';
import { orientFrame, turnsFrame } from '#shared/jpeg/rotate';
import { JpegUnsupportedError, type JpegFrame, type McuRect } from '#shared/jpeg/types';
import { candidateMcus, markedRects, markedShare, neededMcus, type McuGrid } from './regions';

/**
 * Past this share of the photo's MCUs, the pixel path is cheaper (decision 254): each marked MCU is
 * decoded and encoded in JavaScript. Keeping the source's scan costs little beside it; coding every
 * block anew (optimised tables the changed blocks may not fit) costs as much as a full decode and
 * encode, so that case leaves sooner.
 */
export const MAX_MARKED_SHARE = { keptScan: 0.25, newScan: 0.1 };

/**
 * Draws the layers over RGBA pixels of `width` x `height` whose top-left is `origin` on the upright
 * photo, and answers the pixels drawn in a new array, leaving `pixels` as they are: the caller compares
 * the two. The caller's canvas draws them (OffscreenCanvas or a Node canvas).
 */
export type Painter = (
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  origin: { x: number; y: number },
) => Uint8ClampedArray;

export interface KeptJpeg {
  /** The JPEG without the source's metadata segments (the caller splices them in). */
  bytes: Uint8Array;
  width: number;
  height: number;
  /** Blocks copied from the source as they were, and all blocks. */
  blocks: { copied: number; total: number };
}

/** How the source's metadata goes into a kept JPEG: its own profile, upright, location as asked. */
export const keptMetadata = (
  kept: KeptJpeg,
  source: SourceMetadata,
  removeLocation: boolean,
): MetadataOptions => ({
  format: 'jpeg',
  removeLocation,
  size: { width: kept.width, height: kept.height },
  icc: source.icc,
});

/**
 * The photo's upright size from its JPEG header (no decode), or null where the header says nothing.
 * A reader over the head is enough: the browser asks before it reads the whole file.
 */
export async function uprightJpegSize(
  source: ByteReader | Uint8Array,
  orientation: number,
): Promise<Size | null> {
  const header = await readJpegHeader(toReader(source));
  if (!header) return null;
  return orientation >= 5
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
}

/**
 * Whether the watermark leaves enough of the photo alone for this path, from the layers and the size
 * only: a watermark over most of the photo (tiles, a large centred logo) goes the pixel way before the
 * file is read or decoded.
 */
export const fewEnoughMarked = (items: readonly DrawItem[] | null, upright: Size): boolean =>
  !items || markedShare(candidateMcus(items, gridOf(upright, 2, 2))) <= MAX_MARKED_SHARE.keptScan;

/**
 * The photo with only the MCUs under `items` changed, upright, or null where this path does not take
 * it (the pixel path does): unsupported coding, a file cut short, greyscale, an imperfect rotation, too
 * many marked MCUs.
 */
export function keepOriginal(
  bytes: Uint8Array,
  orientation: number,
  upright: Size,
  items: readonly DrawItem[] | null,
  paint: Painter,
): KeptJpeg | null {
  if (!fewEnoughMarked(items, upright)) return null;
  // Upright as it is, the decoder need not keep what the watermark leaves alone (decision 282).
  const needed: NeededMcus | undefined =
    items && !turnsFrame(orientation)
      ? (f) => {
          const grid = gridOf(upright, f.maxH, f.maxV);
          return neededMcus(candidateMcus(items, grid), grid);
        }
      : undefined;
  return keepWith(bytes, orientation, upright, items, paint, needed);
}

function keepWith(
  bytes: Uint8Array,
  orientation: number,
  upright: Size,
  items: readonly DrawItem[] | null,
  paint: Painter,
  needed: NeededMcus | undefined,
): KeptJpeg | null {
  let frame: JpegFrame | null;
  try {
    frame = readCoefficients(bytes, needed);
    // A file cut short: the browser's decoder refuses it, so the pixel path says so by name rather
    // than this path exporting it where a larger watermark would not (decision 303).
    if (frame.truncated) return null;
    // Greyscale would turn a colour logo grey: the pixel path writes colour (decision 254).
    if (frame.components.length !== 3) return null;
    frame = orientFrame(frame, orientation);
  } catch (err) {
    if (err instanceof JpegUnsupportedError) return null;
    throw err;
  }
  if (!frame || frame.width !== upright.width || frame.height !== upright.height) return null;
  const grid = gridOf(upright, frame.maxH, frame.maxV);
  const total = blockCount(frame, grid.mcusPerLine * grid.mcusPerColumn);
  const changed = new Uint8Array(grid.mcusPerLine * grid.mcusPerColumn);
  if (items) {
    const marks = candidateMcus(items, grid);
    const limit = scanAlwaysKept(frame) ? MAX_MARKED_SHARE.keptScan : MAX_MARKED_SHARE.newScan;
    if (markedShare(marks) > limit) return null;
    for (const rect of markedRects(marks, grid)) redraw(frame, rect, grid, paint, changed);
  }
  // The source's own scan where it can be kept (decision 255), else every block coded anew: from
  // every coefficient, which a partial read does not hold.
  const kept = writeKeepingScan(frame, changed);
  if (!kept && frame.partial) return keepWith(bytes, orientation, upright, items, paint, undefined);
  const written = kept ?? writeBaseline(frame);
  const copied =
    total -
    blockCount(
      frame,
      changed.reduce((n, c) => n + c, 0),
    );
  return { bytes: written, ...upright, blocks: { copied, total } };
}

/** The MCU grid of a photo of `size` with sampling maxima `h` x `v`. */
const gridOf = (size: Size, h: number, v: number): McuGrid => ({
  mcuWidth: 8 * h,
  mcuHeight: 8 * v,
  mcusPerLine: Math.ceil(size.width / (8 * h)),
  mcusPerColumn: Math.ceil(size.height / (8 * v)),
});

const blockCount = (frame: JpegFrame, mcus: number) =>
  mcus * frame.components.reduce((n, c) => n + c.h * c.v, 0);

/** Paints the layers over one rectangle of the photo and re-encodes the MCUs they changed, marking them. */
function redraw(frame: JpegFrame, rect: McuRect, grid: McuGrid, paint: Painter, changed: Uint8Array) {
  const width = rect.mcusWide * grid.mcuWidth;
  const height = rect.mcusHigh * grid.mcuHeight;
  const before = decodeMcuRect(frame, rect);
  const origin = { x: rect.mcuX * grid.mcuWidth, y: rect.mcuY * grid.mcuHeight };
  const after = paint(before, width, height, origin);
  // The layers are drawn up to the photo's edge only; the padding past it follows what they drew.
  repeatEdges(frame, rect, after);
  const touched = changedMcus(before, after, rect, grid);
  if (!touched.includes(1)) return;
  encodeMcus(frame, rect, after, touched);
  for (let y = 0; y < rect.mcusHigh; y++) {
    const row = touched.subarray(y * rect.mcusWide, (y + 1) * rect.mcusWide);
    const at = (rect.mcuY + y) * grid.mcusPerLine + rect.mcuX;
    for (let x = 0; x < rect.mcusWide; x++) changed[at + x] ||= row[x]!;
  }
}

/** 1 for each MCU of the rectangle where the drawing changed any pixel. */
function changedMcus(
  before: Uint8ClampedArray,
  after: Uint8ClampedArray,
  rect: McuRect,
  grid: McuGrid,
): Uint8Array {
  const touched = new Uint8Array(rect.mcusWide * rect.mcusHigh);
  const rowPixels = rect.mcusWide * grid.mcuWidth;
  // One comparison per RGBA pixel.
  const before32 = new Uint32Array(before.buffer, before.byteOffset, before.length >> 2);
  const after32 = new Uint32Array(after.buffer, after.byteOffset, after.length >> 2);
  for (let i = 0; i < before32.length; i++) {
    if (before32[i] === after32[i]) continue;
    const x = Math.floor((i % rowPixels) / grid.mcuWidth);
    const y = Math.floor(Math.floor(i / rowPixels) / grid.mcuHeight);
    touched[y * rect.mcusWide + x] = 1;
  }
  return touched;
}
