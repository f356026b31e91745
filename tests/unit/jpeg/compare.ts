// Pixel comparisons for the coefficient codec's tests.

import sharp from 'sharp';
import { decodeMcuRect } from '#shared/jpeg/pixels';
import type { JpegFrame } from '#shared/jpeg/types';

export interface Decoded {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** libjpeg-turbo's decode (through sharp), refusing any warning such as a bad Huffman code. */
export async function sharpDecode(jpeg: Uint8Array, channels: 1 | 3): Promise<Decoded> {
  const { data, info } = await sharp(jpeg, { failOn: 'warning' })
    .toColourspace(channels === 1 ? 'b-w' : 'srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), ...info };
}

/** The whole frame through decodeMcuRect, cropped to the image and to `channels` channels. */
export function ourDecode(frame: JpegFrame, channels: 1 | 3): Decoded {
  const rgba = decodeMcuRect(frame, {
    mcuX: 0,
    mcuY: 0,
    mcusWide: frame.mcusPerLine,
    mcusHigh: frame.mcusPerColumn,
  });
  const stride = frame.mcusPerLine * 8 * frame.maxH;
  const data = new Uint8Array(frame.width * frame.height * channels);
  for (let y = 0; y < frame.height; y += 1) {
    for (let x = 0; x < frame.width; x += 1) {
      for (let c = 0; c < channels; c += 1)
        data[(y * frame.width + x) * channels + c] = rgba[(y * stride + x) * 4 + c]!;
    }
  }
  return { data, width: frame.width, height: frame.height, channels };
}

export function psnr(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new Error(`lengths differ: ${a.length} and ${b.length}`);
  let se = 0;
  for (let i = 0; i < a.length; i += 1) se += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255 * a.length) / se);
}

export { maxDifference } from './check';
