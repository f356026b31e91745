// Sources for the original-quality specs: camera-like JPEGs from sharp and from libjpeg-turbo's cjpeg
// (4:2:2, restart markers, arithmetic coding, which sharp does not write), and the pixel comparisons.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import sharp, { type JpegOptions } from 'sharp';
import { withSegments } from './metadata-helpers';

/** Camera-like content: smooth light with fine grain, so every block holds real coefficients. */
export async function scene(width: number, height: number): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const light = [60 + (150 * x) / width, 80 + (120 * y) / height, 170 - (100 * x) / width];
      for (let c = 0; c < 3; c++)
        out[i + c] = Math.max(0, Math.min(255, light[c]! + (grain[i + c]! - 128) * 0.6));
    }
  return out;
}

export interface SourceSpec {
  name: string;
  /** The upright size. */
  width: number;
  height: number;
  /** The MCU in upright pixels. */
  mcu: [number, number];
  orientation?: number;
  make: (file: string, raw: Buffer, width: number, height: number) => Promise<void> | void;
}

/** A JPEG from sharp (libjpeg-turbo through libvips). */
export const bySharp =
  (options: JpegOptions) => async (file: string, raw: Buffer, width: number, height: number) => {
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg(options)
      .toFile(file);
  };

/** A JPEG from cjpeg (Debian's libjpeg-turbo-progs, which .ci/run installs). */
export const byCjpeg =
  (...args: string[]) =>
  (file: string, raw: Buffer, width: number, height: number) => {
    const ppm = `${file}.ppm`;
    fs.writeFileSync(ppm, Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`), raw]));
    execFileSync('cjpeg', [...args, '-outfile', file, ppm]);
    fs.rmSync(ppm);
  };

/** Writes the source: stored turned so that its EXIF orientation makes it upright at width x height. */
export async function writeSource(file: string, spec: SourceSpec): Promise<string> {
  const o = spec.orientation ?? 1;
  const upright = await scene(spec.width, spec.height);
  // Store what a camera held sideways would: the inverse of what the orientation asks a viewer to do.
  const turn = { 1: 0, 3: 180, 6: 270, 8: 90 }[o as 1 | 3 | 6 | 8];
  const img = sharp(upright, { raw: { width: spec.width, height: spec.height, channels: 3 } }).rotate(turn);
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  await spec.make(file, data, info.width, info.height);
  // The orientation goes in as a segment of its own: re-encoding would lose what the encoder wrote.
  if (o !== 1) fs.writeFileSync(file, withSegments(fs.readFileSync(file), orientationSegment(o)));
  return file;
}

/** An EXIF APP1 holding only IFD0's Orientation. */
function orientationSegment(o: number): Buffer {
  const tiff = Buffer.from([
    0x49,
    0x49,
    42,
    0,
    8,
    0,
    0,
    0,
    1,
    0,
    0x12,
    0x01,
    3,
    0,
    1,
    0,
    0,
    0,
    o,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([head, body]);
}
