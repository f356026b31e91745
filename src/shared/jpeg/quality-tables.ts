// The quantisation tables libjpeg writes for a quality, as our pixel encoder does (rgba-encode.ts).

// ITU T.81 Annex K's tables (natural order), scaled by quality as libjpeg's jpeg_set_quality does.
// prettier-ignore
const LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
// prettier-ignore
const CHROMA = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66,
  99, 99, 99, 99, 99, 99, ...Array<number>(32).fill(99),
];

/** libjpeg's tables for `quality` (1-100), baseline-limited to 255. */
export function qualityTables(quality: number): [Uint16Array, Uint16Array] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const factor = q < 50 ? Math.floor(5000 / q) : 200 - 2 * q;
  const scale = (base: number[]) =>
    Uint16Array.from(base, (b) => Math.min(255, Math.max(1, Math.floor((b * factor + 50) / 100))));
  return [scale(LUMA), scale(CHROMA)];
}
