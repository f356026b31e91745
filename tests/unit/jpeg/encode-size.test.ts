// The optimised Huffman tables against libjpeg-turbo's (sharp's optimiseCoding): same pixels, same
// quality tables, so the files differ only by the forward DCT's rounding and the JFIF header.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeBaseline } from '#shared/jpeg/encode';
import { frameFromPixels, type Sampling } from './frame-from-pixels';
import { testPhoto } from './test-photo';

const CASES: [Sampling, number][] = [
  ['4:2:0', 50],
  ['4:2:0', 85],
  ['4:2:0', 95],
  ['4:4:4', 85],
  ['grey', 85],
];

describe('writeBaseline size', () => {
  it.each(CASES)('%s q%i is within 3%% of sharp with optimiseCoding', async (sampling, quality) => {
    const channels = sampling === 'grey' ? 1 : 3;
    const [w, h] = [1600, 1067];
    const photo = await testPhoto(w, h, channels, 3);
    const ours = writeBaseline(frameFromPixels(photo.data, channels, w, h, sampling, quality));
    const theirs = await sharp(photo.data, { raw: { width: w, height: h, channels } })
      .toColourspace(channels === 1 ? 'b-w' : 'srgb')
      .jpeg({ quality, optimiseCoding: true, chromaSubsampling: sampling === '4:4:4' ? '4:4:4' : '4:2:0' })
      .toBuffer();
    const ratio = ours.length / theirs.length;
    console.info(`size ${sampling} q${quality}: ${ours.length} / ${theirs.length} = ${ratio.toFixed(4)}`);
    expect(ratio).toBeGreaterThan(0.97);
    expect(ratio).toBeLessThan(1.03);
  });
});
