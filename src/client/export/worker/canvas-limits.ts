// What one canvas can hold in Chromium (and what we assume elsewhere): a side of at most 32,767 px
// and an area of at most 268,435,456 px (2^28). Beyond that the photo is refused alone, named,
// before any canvas is made (decision 174).
import type { Size } from '#shared/placement';
import { ComposeError } from './compose-error';

export const MAX_CANVAS_SIDE = 32_767;
export const MAX_CANVAS_AREA = 268_435_456;

export const fitsOneCanvas = (s: Size) =>
  s.width <= MAX_CANVAS_SIDE && s.height <= MAX_CANVAS_SIDE && s.width * s.height <= MAX_CANVAS_AREA;

/** Throws the translated "too large" failure for a photo whose output would not fit in one canvas. */
export function assertFitsCanvas(size: Size, name: string): void {
  if (!fitsOneCanvas(size))
    throw new ComposeError(
      'image_too_large',
      `Image too large for one canvas: ${name} (${size.width}x${size.height})`,
      name,
    );
}
