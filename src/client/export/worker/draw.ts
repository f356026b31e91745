// The photo under the watermark, shared by the compose worker and the main-thread fallback. It takes a
// context-like interface (not a real canvas) so it can be unit-tested with a recording context.
import type { DrawContext } from '#shared/drawing';
import type { Size } from '#shared/placement';
import { drawOnBackground } from './flatten';

/**
 * 'white' flattens (JPEG has no alpha); 'transparent' keeps a photo's transparency (PNG, WEBP, AVIF);
 * 'none' paints nothing under a photo that covers every pixel opaquely (a JPEG source).
 */
export type Background = 'white' | 'transparent' | 'none';

/** The background an export needs: a JPEG source has no alpha, so white under it would never show. */
export const backgroundFor = (sourceType: string, keepAlpha: boolean): Background =>
  keepAlpha ? 'transparent' : sourceType === 'image/jpeg' ? 'none' : 'white';

/**
 * Draws one export: the background, the photo scaled to `size` (the output size), then the overlay
 * (the watermark's layers, see draw-layers.ts). Leaves the context untransformed and opaque for the
 * next photo on a reused canvas. Returns nothing; the caller owns closing the bitmaps.
 */
export function drawComposite<TImage>(
  ctx: DrawContext<TImage>,
  photo: TImage,
  size: Size,
  overlay: (() => void) | null,
  background: Background = 'white',
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  if (background === 'white') drawOnBackground(ctx, photo, size);
  else {
    // A reused surface still holds the previous photo: transparent areas must start empty. An opaque
    // photo ('none') covers the whole surface, so it replaces what was there by itself.
    if (background === 'transparent') ctx.clearRect(0, 0, size.width, size.height);
    ctx.drawImage(photo, 0, 0, size.width, size.height);
  }
  overlay?.();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
}
