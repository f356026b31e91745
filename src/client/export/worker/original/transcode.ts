// The original-quality path (issue 14) in the export workers: JPEG in, JPEG out at the photo's own size.
// The shared core (shared/original) reads the coefficients and keeps every block the watermark leaves;
// here the watermark is made ready and painted on an OffscreenCanvas, and the metadata spliced.
import { outputSize, type ExportSettings } from '#shared/export-settings';
import { exifOrientation } from '#shared/files/jpeg-header';
import { drawLayers, type LayerDrawContext } from '#shared/drawing';
import { keptFromSrgb, withMetadataBytes, type SourceMetadata } from '#shared/metadata';
import type { HeadReader } from '#shared/files';
import { fewEnoughMarked, keepOriginal, keptMetadata, uprightJpegSize, type Painter } from '#shared/original';
import { contextError } from '../compose-error';
import { ownBytes } from '../output-data';
import { readyWatermark, type ComposeWatermark, type LayerImageFor } from '../watermark';

export interface OriginalInput {
  watermark: ComposeWatermark | null;
  output: ExportSettings;
}

export interface OriginalOutput {
  /** The file, all of its buffer (so it can be transferred): nothing else holds that buffer. */
  data: Uint8Array<ArrayBuffer>;
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

/**
 * The composed photo, or null where this path does not take it (the pixel path does, unchanged).
 * `head` is the photo's head reader: whether the path takes the photo is decided from the header and
 * the layers, before the whole file is read (a declined photo is read once, by the pixel path's decode).
 */
export async function composeOriginal(
  input: OriginalInput,
  source: SourceMetadata,
  imageFor: LayerImageFor,
  head: HeadReader,
): Promise<OriginalOutput | null> {
  const orientation = source.exif ? exifOrientation(source.exif, 0) : 1;
  const upright = await uprightJpegSize(head, orientation);
  if (!upright) return null;
  const out = outputSize(upright, input.output.resize);
  if (out.width !== upright.width || out.height !== upright.height) return null;

  const canvas = new OffscreenCanvas(1, 1);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw contextError();
  // The pixels stay in the source's own numbers: image layers go into them as the pixel path does.
  const fromSrgb = keptFromSrgb(source);
  const mark =
    input.watermark && (await readyWatermark(ctx, input.watermark, upright, upright, imageFor, fromSrgb));
  if (!fewEnoughMarked(mark?.items ?? null, upright)) return null;
  // The rest of the file after the head, which holds the metadata (megabytes of XMP) read already.
  const bytes = await head.upTo(head.size);
  const paint: Painter = (pixels, width, height, origin) => {
    canvas.width = width;
    canvas.height = height;
    ctx.putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
    drawLayers(ctx as LayerDrawContext<CanvasImageSource>, mark!.items, mark!.sources, origin);
    return ctx.getImageData(0, 0, width, height).data;
  };
  const kept = keepOriginal(bytes, orientation, upright, mark?.items ?? null, paint);
  canvas.width = canvas.height = 0;
  if (!kept) return null;
  const meta = keptMetadata(kept, source, input.output.removeLocation);
  // The source is in memory already: its metadata is copied from there, not sliced from the file.
  // Bytes that are a view on the writer's larger buffer are copied out: no more than the file leaves.
  const data = ownBytes(await withMetadataBytes(kept.bytes, source, meta, bytes));
  return { data, width: kept.width, height: kept.height, blocks: kept.blocks };
}
