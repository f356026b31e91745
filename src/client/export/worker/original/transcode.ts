// The original-quality path (issue 14): JPEG in, JPEG out at the photo's own size. The source is read
// as DCT coefficients; only the MCUs the watermark changes are decoded, drawn with the shared drawing
// routine and quantised again with the source's own tables; every other block is copied as it is.
import { outputSize, type ExportSettings } from '#shared/export-settings';
import { bytesReader } from '#shared/files';
import { exifOrientation, readJpegHeader } from '#shared/files/jpeg-header';
import { readCoefficients } from '#shared/jpeg/decode';
import { writeBaseline } from '#shared/jpeg/encode';
import { codesEverySymbol, writeKeepingScan } from '#shared/jpeg/encode-keep';
import { decodeMcuRect, encodeMcus } from '#shared/jpeg/pixels';
import { orientFrame } from '#shared/jpeg/rotate';
import { JpegUnsupportedError, type JpegFrame, type McuRect } from '#shared/jpeg/types';
import type { SourceMetadata } from '#shared/metadata';
import type { Size } from '#shared/placement';
import { contextError } from '../compose-error';
import { drawLayers, type LayerDrawContext } from '#shared/drawing';
import { colourPlan } from '#shared/metadata';
import { layerImagesFor, withSourceMetadata } from '../metadata';
import { readyWatermark, type ComposeWatermark, type LayerImageFor, type ReadyWatermark } from '../watermark';
import { candidateMcus, markedRects, markedShare, type McuGrid } from './regions';

/**
 * Past this share of the photo's MCUs, the pixel path is cheaper (decision 254): each marked MCU is
 * decoded and encoded in JavaScript. Keeping the source's scan costs little beside it; coding every
 * block anew (optimised tables the changed blocks may not fit) costs as much as the browser's own
 * decode and encode, so that case leaves sooner.
 */
export const MAX_MARKED_SHARE = { keptScan: 0.25, newScan: 0.1 };

export interface OriginalInput {
  file: Blob;
  type: string;
  watermark: ComposeWatermark | null;
  output: ExportSettings;
}

export interface OriginalOutput {
  blob: Blob;
  width: number;
  height: number;
  /** Blocks copied from the source as they were, and all blocks. */
  blocks: { copied: number; total: number };
}

/** Whether a photo may take this path at all (the settings and its type); it may still decline. */
export const originalQualityApplies = (type: string, output: ExportSettings): boolean =>
  output.originalQuality &&
  output.format === 'jpeg' &&
  type === 'image/jpeg' &&
  typeof OffscreenCanvas === 'function';

/** The composed photo, or null where this path does not take it (the pixel path does, unchanged). */
export async function composeOriginal(
  input: OriginalInput,
  source: SourceMetadata,
  imageFor: LayerImageFor,
): Promise<OriginalOutput | null> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const orientation = source.exif ? exifOrientation(source.exif, 0) : 1;
  const header = await readJpegHeader(bytesReader(bytes));
  if (!header) return null;
  const turned = orientation >= 5;
  const upright = turned
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
  const out = outputSize(upright, input.output.resize);
  if (out.width !== upright.width || out.height !== upright.height) return null;

  const canvas = new OffscreenCanvas(1, 1);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw contextError();
  // The pixels stay in the source's own numbers: image layers go into them as the pixel path does.
  const layerImage = layerImagesFor(colourPlan(source), imageFor);
  const mark = input.watermark && (await readyWatermark(ctx, input.watermark, upright, upright, layerImage));
  // Before the decode: a watermark over most of the photo (tiles) goes the pixel way at no cost.
  if (mark && markedShare(candidateMcus(mark.items, gridOf(upright, 2, 2))) > MAX_MARKED_SHARE.keptScan)
    return null;

  let frame: JpegFrame | null;
  try {
    frame = readCoefficients(bytes);
    // Greyscale would turn a colour logo grey: the pixel path writes colour (decision 254).
    if (frame.components.length !== 3) return null;
    frame = orientFrame(frame, orientation);
  } catch (err) {
    if (err instanceof JpegUnsupportedError) return null;
    throw err;
  }
  if (!frame || frame.width !== upright.width || frame.height !== upright.height) return null;
  const size = upright;
  const grid = gridOf(size, frame.maxH, frame.maxV);
  const total = blockCount(frame, grid.mcusPerLine * grid.mcusPerColumn);
  const changed = new Uint8Array(grid.mcusPerLine * grid.mcusPerColumn);
  if (mark) {
    const marks = candidateMcus(mark.items, grid);
    const limit = codesEverySymbol(frame) ? MAX_MARKED_SHARE.keptScan : MAX_MARKED_SHARE.newScan;
    if (markedShare(marks) > limit) return null;
    for (const rect of markedRects(marks, grid)) redraw(frame, rect, grid, canvas, ctx, mark, changed);
  }
  canvas.width = canvas.height = 0;
  // The source's own scan where it can be kept (decision 255), else every block coded anew.
  const written = writeKeepingScan(frame, changed) ?? writeBaseline(frame);
  const meta = {
    format: 'jpeg' as const,
    removeLocation: input.output.removeLocation,
    size,
    icc: source.icc,
  };
  const blob = await withSourceMetadata(
    new Blob([written as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
    source,
    meta,
    input.file,
  );
  const copied =
    total -
    blockCount(
      frame,
      changed.reduce((n, c) => n + c, 0),
    );
  return { blob, ...size, blocks: { copied, total } };
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

/** Draws the layers over one rectangle of the photo and re-encodes the MCUs they changed, marking them. */
function redraw(
  frame: JpegFrame,
  rect: McuRect,
  grid: McuGrid,
  canvas: OffscreenCanvas,
  ctx: OffscreenCanvasRenderingContext2D,
  mark: ReadyWatermark,
  changed: Uint8Array,
): void {
  const width = rect.mcusWide * grid.mcuWidth;
  const height = rect.mcusHigh * grid.mcuHeight;
  const before = decodeMcuRect(frame, rect);
  canvas.width = width;
  canvas.height = height;
  ctx.putImageData(new ImageData(before as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  const origin = { x: rect.mcuX * grid.mcuWidth, y: rect.mcuY * grid.mcuHeight };
  drawLayers(ctx as LayerDrawContext<CanvasImageSource>, mark.items, mark.sources, origin);
  const after = ctx.getImageData(0, 0, width, height).data;
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
