// The one "white, then the picture, then JPEG" step shared by the export, the editor's thumbnails and
// previews, and save compression. Imports only shared code, so any worker can take it.
import type { DrawContext } from '#shared/drawing';
import { EXPORT_BACKGROUND } from '#shared/export-settings/background';
import type { Size } from '#shared/placement';

/** Paints the background, then the image scaled to `size`, with an untransformed, opaque context. */
export function drawOnBackground<TImage>(ctx: DrawContext<TImage>, image: TImage, size: Size): void {
  ctx.fillStyle = EXPORT_BACKGROUND;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(image, 0, 0, size.width, size.height);
}

/** A new canvas of `size` holding the image, resampled smoothly, on the background. */
export function flatten(image: CanvasImageSource, size: Size): OffscreenCanvas {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Failed to get canvas context');
  ctx.imageSmoothingQuality = 'high';
  drawOnBackground(ctx as DrawContext<CanvasImageSource>, image, size);
  return canvas;
}

export function encodeJpeg(canvas: OffscreenCanvas, quality: number): Promise<Blob> {
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/** The image scaled to `size` on the background, as a JPEG. */
export function flattenToJpeg(image: CanvasImageSource, size: Size, quality: number): Promise<Blob> {
  return encodeJpeg(flatten(image, size), quality);
}
