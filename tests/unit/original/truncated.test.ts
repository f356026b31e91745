import { describe, expect, it } from 'vitest';
import { keepOriginal, type Painter } from '#shared/original';
import { photoPixels, sharpJpeg } from '../jpeg/sources';

const W = 320;
const H = 240;
const unchanged: Painter = (pixels) => pixels.slice();

const photo = async (progressive: boolean) =>
  new Uint8Array(await sharpJpeg(photoPixels(W, H), { quality: 85, progressive }));

describe('keepOriginal and a file cut short', () => {
  it.each([false, true])('leaves a cut file to the pixel path (progressive: %s)', async (progressive) => {
    const whole = await photo(progressive);
    expect(keepOriginal(whole, 1, { width: W, height: H }, null, unchanged)).not.toBeNull();
    // Cut inside the image data, and cut only before its end-of-image marker: Chromium decodes neither.
    for (const end of [Math.round(whole.length * 0.7), whole.length - 2])
      expect(
        keepOriginal(whole.subarray(0, end), 1, { width: W, height: H }, null, unchanged),
        `${end}`,
      ).toBeNull();
  });

  it('takes a whole file with data after its end-of-image marker', async () => {
    const whole = await photo(false);
    const trailing = new Uint8Array([...whole, ...new Uint8Array(64).fill(0x41)]);
    const kept = keepOriginal(trailing, 1, { width: W, height: H }, null, unchanged);
    expect(kept?.blocks.copied).toBe(kept?.blocks.total);
  });
});
