// The largest photo an export composes: what one canvas holds in Chromium (a side of at most 32,767 px,
// an area of at most 2^28 px). The server engine refuses beyond the same limits, so a photo the
// browser takes the server takes too (decisions 174, 265). Imports nothing: workers take it alone.
type Size = { width: number; height: number };

export const MAX_CANVAS_SIDE = 32_767;
export const MAX_CANVAS_AREA = 268_435_456;

export const fitsOneCanvas = (s: Size) =>
  s.width <= MAX_CANVAS_SIDE && s.height <= MAX_CANVAS_SIDE && s.width * s.height <= MAX_CANVAS_AREA;

/**
 * WEBP holds at most 16,383 px a side (its header has 14 bits); the AVIF encoders stop at 16,384.
 * One figure for both, so the message can name one. JPEG and PNG hold any canvas.
 */
export const MAX_WEBP_AVIF_SIDE = 16_383;

/** Whether `format` can hold an output of this size. */
export const fitsFormat = (s: Size, format: string) =>
  (format !== 'webp' && format !== 'avif') ||
  (s.width <= MAX_WEBP_AVIF_SIDE && s.height <= MAX_WEBP_AVIF_SIDE);
