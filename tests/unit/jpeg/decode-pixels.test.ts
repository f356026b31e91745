// The decoded coefficients, put through a textbook inverse DCT, give libjpeg-turbo's pixels: the
// decoder reads what libjpeg reads. Colour 4:4:4 and grey against sharp's decode (no upsampling
// between); subsampled files on their luma plane against djpeg's.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCoefficients } from '#shared/jpeg/decode';
import { componentSamples, maxDifference, ycbcrToRgb } from './check';
import { cjpeg, djpegLuma, photoPixels, sharpJpeg } from './sources';

// libjpeg's integer IDCT rounds a sample 1 away from the float reference here and there; in RGB
// that 1 in Cr becomes 1.4 in red, on top of a 1 in Y: measured, at most 3 in about 1 value in
// 10,000 and never more. A wrong coefficient moves a whole block by far more.
const SAMPLE_TOLERANCE = 1;
const RGB_TOLERANCE = 3;

async function sharpPixels(file: Buffer, grey = false): Promise<Uint8Array> {
  const image = sharp(file);
  return new Uint8Array(await (grey ? image.toColourspace('b-w') : image).raw().toBuffer());
}

describe('readCoefficients agrees with libjpeg-turbo on the pixels', () => {
  const colour = photoPixels(203, 157);

  it.each([
    ['sharp 4:4:4 baseline q90', () => sharpJpeg(colour, { quality: 90, chromaSubsampling: '4:4:4' })],
    [
      'sharp 4:4:4 progressive q75',
      () => sharpJpeg(colour, { quality: 75, chromaSubsampling: '4:4:4', progressive: true }),
    ],
    [
      'sharp 4:4:4 optimised q98',
      () => sharpJpeg(colour, { quality: 98, chromaSubsampling: '4:4:4', optimiseCoding: true }),
    ],
    ['cjpeg 4:4:4 17x9', async () => cjpeg(photoPixels(17, 9), ['-sample', '1x1', '-quality', '80'])],
    ['cjpeg 4:4:4 restart every block', async () => cjpeg(colour, ['-sample', '1x1', '-restart', '1B'])],
  ])('%s: RGB within 3 of sharp everywhere', async (_name, make) => {
    const file = await make();
    const frame = readCoefficients(file);
    const [y, cb, cr] = [0, 1, 2].map((i) => componentSamples(frame, i).data) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    expect(maxDifference(ycbcrToRgb(y, cb, cr), await sharpPixels(file))).toBeLessThanOrEqual(RGB_TOLERANCE);
  });

  it.each([
    ['grey 203x157', photoPixels(203, 157, 1), ['-grayscale']],
    ['grey progressive 17x9', photoPixels(17, 9, 1), ['-grayscale', '-progressive', '-quality', '60']],
  ] as const)('cjpeg %s: samples within 1 of sharp everywhere', async (_name, pixels, args) => {
    const file = cjpeg(pixels, [...args]);
    const frame = readCoefficients(file);
    expect(frame.components).toHaveLength(1);
    const samples = componentSamples(frame, 0).data;
    expect(maxDifference(samples, await sharpPixels(file, true))).toBeLessThanOrEqual(SAMPLE_TOLERANCE);
  });

  const big = photoPixels(1001, 667, 3, 7);
  it.each([
    ['sharp 4:2:0 q50', () => sharpJpeg(colour, { quality: 50 })],
    [
      'sharp 4:2:0 progressive optimised q98',
      () => sharpJpeg(colour, { quality: 98, progressive: true, optimiseCoding: true }),
    ],
    ['cjpeg 4:2:2', async () => cjpeg(colour, ['-sample', '2x1'])],
    ['cjpeg 4:4:0', async () => cjpeg(colour, ['-sample', '1x2', '-quality', '92'])],
    ['cjpeg 4:2:0 1001x667 restart 1 row', async () => cjpeg(big, ['-sample', '2x2', '-restart', '1'])],
    [
      'cjpeg 4:2:2 1001x667 progressive restart 3 blocks',
      async () => cjpeg(big, ['-sample', '2x1', '-progressive', '-restart', '3B']),
    ],
  ])('%s: luma within 1 of djpeg everywhere', async (_name, make) => {
    const file = await make();
    const frame = readCoefficients(file);
    const luma = djpegLuma(file);
    const ours = componentSamples(frame, 0);
    expect([ours.width, ours.height]).toEqual([luma.width, luma.height]);
    expect(maxDifference(ours.data, luma.data)).toBeLessThanOrEqual(SAMPLE_TOLERANCE);
  });
});
