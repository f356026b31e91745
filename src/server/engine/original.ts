// "Original quality" on the server (issue 14's path, as the browser export takes it): JPEG in, JPEG out
// at the photo's own size, only the MCUs under the watermark re-encoded by the shared core
// (shared/original), painted on a Node canvas; every other block copied from the source.
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { drawLayers } from '#shared/drawing';
import { outputSize } from '#shared/export-settings';
import { exifOrientation } from '#shared/files/jpeg-header';
import { keptFromSrgb, withMetadataBytes, type SourceMetadata } from '#shared/metadata';
import { keepOriginal, keptMetadata, uprightJpegSize, type Painter } from '#shared/original';
import { asLayerContext, planLayers } from './overlay';
import type { EngineInput, EngineOutput } from './types';

/** Whether a photo may take this path at all (the settings and its type); it may still decline. */
export const originalQualityApplies = ({ type, output }: EngineInput): boolean =>
  output.originalQuality && output.format === 'jpeg' && type === 'image/jpeg';

/** The composed photo, or null where this path does not take it (the pixel path does, unchanged). */
export async function composeOriginal(
  input: EngineInput,
  source: SourceMetadata,
): Promise<EngineOutput | null> {
  const bytes = input.photo;
  const orientation = source.exif ? exifOrientation(source.exif, 0) : 1;
  const upright = await uprightJpegSize(bytes, orientation);
  if (!upright) return null;
  const out = outputSize(upright, input.output.resize);
  if (out.width !== upright.width || out.height !== upright.height) return null;
  // The pixels stay in the source's own numbers: image layers go into them as in the browser.
  const fromSrgb = keptFromSrgb(source);
  const plan =
    input.watermark &&
    (await planLayers(
      { watermark: input.watermark, images: input.images, photo: upright, surface: upright },
      fromSrgb,
    ));
  const canvas = createCanvas(1, 1);
  const paint: Painter = (pixels, width, height, origin) => {
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    ctx.putImageData(new ImageData(pixels, width, height), 0, 0);
    drawLayers(asLayerContext(ctx), plan!.items, plan!.sources, origin);
    return ctx.getImageData(0, 0, width, height).data;
  };
  const kept = keepOriginal(bytes, orientation, upright, plan?.items ?? null, paint);
  if (!kept) return null;
  const meta = keptMetadata(kept, source, input.output.removeLocation);
  const file = await withMetadataBytes(kept.bytes, source, meta, bytes);
  return { bytes: file, width: kept.width, height: kept.height, original: kept.blocks };
}
