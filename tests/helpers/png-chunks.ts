// PNGs with chunks sharp does not write (gAMA, cHRM, sRGB...), inserted right after IHDR.
import sharp from 'sharp';
import { crc32 } from '#shared/metadata/crc32';

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([head.subarray(4), data]));
  return Buffer.concat([head, data, crc]);
}

/** Big-endian 32-bit numbers, as gAMA and cHRM hold them. */
export const u32s = (...values: number[]) =>
  Buffer.concat(values.map((v) => Buffer.from([v >>> 24, v >>> 16, v >>> 8, v].map((b) => b & 255))));

/** A 64x48 PNG of one colour with `chunks` after its IHDR. */
export async function solidPngWith([r, g, b]: number[], chunks: Buffer[]): Promise<Buffer> {
  const file = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: r!, g: g!, b: b! } },
  })
    .png()
    .toBuffer();
  return Buffer.concat([file.subarray(0, 33), ...chunks, file.subarray(33)]);
}
