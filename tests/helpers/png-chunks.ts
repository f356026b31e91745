// PNGs with chunks sharp does not write (gAMA, cHRM, sRGB...), inserted right after IHDR.
import zlib from 'node:zlib';
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

/** An iCCP chunk of `icc`, compressed as PNG writes it. */
export const iccpChunk = (icc: Uint8Array) =>
  pngChunk('iCCP', Buffer.concat([Buffer.from('ICC profile\0\0', 'latin1'), zlib.deflateSync(icc)]));

/** Big-endian 32-bit numbers, as gAMA and cHRM hold them. */
export const u32s = (...values: number[]) =>
  Buffer.concat(values.map((v) => Buffer.from([v >>> 24, v >>> 16, v >>> 8, v].map((b) => b & 255))));

/** A 64x48 PNG of one colour with `chunks` after its IHDR; grey (8 or 16 bits) where asked. */
export async function solidPngWith(
  [r, g, b]: number[],
  chunks: Buffer[],
  grey?: 'b-w' | 'grey16',
): Promise<Buffer> {
  const image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: r!, g: g!, b: b! } },
  });
  const file = await (grey ? image.toColourspace(grey) : image).png().toBuffer();
  return Buffer.concat([file.subarray(0, 33), ...chunks, file.subarray(33)]);
}
