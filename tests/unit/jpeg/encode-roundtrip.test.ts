// writeBaseline and the pixel regions against libjpeg-turbo (sharp): frames built from a generated
// photo by encodeMcus, written, decoded by sharp, compared with the source and with decodeMcuRect.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeBaseline } from '#shared/jpeg/encode';
import { maxDifference, ourDecode, psnr, sharpDecode } from './compare';
import { frameFromPixels, type Sampling } from './frame-from-pixels';
import { frameComponents } from './jpeg-segments';
import { testPhoto } from './test-photo';

const SAMPLINGS: Sampling[] = ['4:4:4', '4:2:2', '4:2:0', '4:4:0', 'grey'];
const SIZES: [number, number][] = [
  [1001, 667],
  [17, 9],
];
const QUALITIES = [50, 85, 95];

/** sharp's own encode of the same pixels: the reference for quality; 4:2:2 and 4:4:0 keep more than its 4:2:0. */
async function sharpReference(
  pixels: Uint8Array,
  channels: 1 | 3,
  w: number,
  h: number,
  s: Sampling,
  q: number,
) {
  return sharp(pixels, { raw: { width: w, height: h, channels } })
    .toColourspace(channels === 1 ? 'b-w' : 'srgb')
    .jpeg({ quality: q, optimiseCoding: true, chromaSubsampling: s === '4:4:4' ? '4:4:4' : '4:2:0' })
    .toBuffer();
}

describe.each(SAMPLINGS)('writeBaseline, %s', (sampling) => {
  const channels = sampling === 'grey' ? 1 : 3;
  it.each(SIZES)('%i x %i decodes in libjpeg-turbo as the source and as decodeMcuRect', async (w, h) => {
    const photo = await testPhoto(w, h, channels, w);
    expect(photo.data.length).toBe(w * h * channels);
    for (const quality of QUALITIES) {
      const frame = frameFromPixels(photo.data, channels, w, h, sampling, quality);
      const jpeg = writeBaseline(frame);

      const meta = await sharp(jpeg).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: w, height: h, channels, isProgressive: false });
      const [h0, v0] = { '4:4:4': [1, 1], '4:2:2': [2, 1], '4:2:0': [2, 2], '4:4:0': [1, 2], grey: [1, 1] }[
        sampling
      ];
      const expected =
        channels === 1
          ? [[1, 1, 1, 0]]
          : [
              [1, h0, v0, 0],
              [2, 1, 1, 1],
              [3, 1, 1, 1],
            ];
      expect(frameComponents(jpeg)).toEqual({ marker: 0xc0, components: expected });
      const decoded = await sharpDecode(jpeg, channels);
      expect([decoded.width, decoded.height, decoded.channels]).toEqual([w, h, channels]);

      // Same IDCT, upsampling and colour tables as libjpeg-turbo: here no value differs at all.
      expect(maxDifference(ourDecode(frame, channels).data, decoded.data)).toBeLessThanOrEqual(1);

      const reference = await sharpDecode(
        await sharpReference(photo.data, channels, w, h, sampling, quality),
        channels,
      );
      const ours = psnr(decoded.data, photo.data);
      expect(ours).toBeGreaterThanOrEqual(psnr(reference.data, photo.data) - 0.5);
      if (quality === 95 && w > 100) expect(ours).toBeGreaterThanOrEqual(35);
    }
  });
});
