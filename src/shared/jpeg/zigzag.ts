// The order in which a JPEG stream lists a block's 64 coefficients, as positions in natural
// (row-major 8x8) order.

/**
 * Zigzag index to natural position. Sixteen extra entries of 63 follow the 64 real ones, as in
 * libjpeg's table: a corrupt run length that steps past the block then lands on the last
 * coefficient instead of needing a bounds check in the entropy decoder's inner loop.
 */
export const ZIGZAG_TO_NATURAL = Uint8Array.from([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
  53, 60, 61, 54, 47, 55, 62, 63,
  // Overrun guard.
  63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63,
]);
