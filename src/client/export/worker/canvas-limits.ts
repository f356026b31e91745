// Beyond what one canvas holds (shared/export-settings/limits.ts) the photo is refused alone, named,
// before any canvas is made (decision 174).
import { fitsFormat, fitsOneCanvas } from '#shared/export-settings/limits';
import type { Size } from '#shared/placement';
import { ComposeError } from './compose-error';

/** Throws the translated "too large" failure for a photo whose output would not fit in one canvas. */
export function assertFitsCanvas(size: Size, name: string): void {
  if (!fitsOneCanvas(size))
    throw new ComposeError(
      'image_too_large',
      `Image too large for one canvas: ${name} (${size.width}x${size.height})`,
      name,
    );
}

/** Throws where the chosen format cannot hold the output (WEBP and AVIF beyond 16,383 px a side). */
export function assertFitsFormat(size: Size, format: string, name: string): void {
  if (!fitsFormat(size, format))
    throw new ComposeError(
      'format_too_large',
      `Image too large for ${format.toUpperCase()}: ${name} (${size.width}x${size.height})`,
      name,
    );
}
