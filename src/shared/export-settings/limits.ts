// The largest photo an export composes: what one canvas holds in Chromium (a side of at most 32,767 px,
// an area of at most 2^28 px). The server engine refuses beyond the same limits, so a photo the
// browser takes the server takes too (decisions 174, 265). Imports nothing: workers take it alone.
type Size = { width: number; height: number };

export const MAX_CANVAS_SIDE = 32_767;
export const MAX_CANVAS_AREA = 268_435_456;

export const fitsOneCanvas = (s: Size) =>
  s.width <= MAX_CANVAS_SIDE && s.height <= MAX_CANVAS_SIDE && s.width * s.height <= MAX_CANVAS_AREA;
