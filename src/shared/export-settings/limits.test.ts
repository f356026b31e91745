import { describe, expect, it } from 'vitest';
import { fitsFormat, fitsOneCanvas, MAX_WEBP_AVIF_SIDE } from './limits';

describe('what one canvas and each format hold', () => {
  it('a canvas holds up to 32,767 px a side and 2^28 px in all', () => {
    expect(fitsOneCanvas({ width: 32_767, height: 8_192 })).toBe(true);
    expect(fitsOneCanvas({ width: 32_768, height: 8 })).toBe(false);
    expect(fitsOneCanvas({ width: 20_000, height: 20_000 })).toBe(false);
  });
  it('WEBP and AVIF hold up to 16,383 px a side, on either side; JPEG and PNG any canvas', () => {
    for (const format of ['webp', 'avif']) {
      expect(fitsFormat({ width: MAX_WEBP_AVIF_SIDE, height: MAX_WEBP_AVIF_SIDE }, format)).toBe(true);
      expect(fitsFormat({ width: MAX_WEBP_AVIF_SIDE + 1, height: 100 }, format)).toBe(false);
      expect(fitsFormat({ width: 100, height: MAX_WEBP_AVIF_SIDE + 1 }, format)).toBe(false);
    }
    for (const format of ['jpeg', 'png'])
      expect(fitsFormat({ width: 30_000, height: 2_000 }, format)).toBe(true);
  });
});
