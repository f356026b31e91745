// JPEG sources for the coefficient codec's tests, made in the test: photo-like pixels (gradients,
// a pattern, sensor-like noise) encoded by sharp and by libjpeg-turbo's own tools (cjpeg, and
// jpegtran/djpeg as the reference the decoder must agree with).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type JpegOptions } from 'sharp';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3;
}

/** Deterministic photo-like pixels: smooth colour gradients, a ripple and noise, kept off the clip. */
export function photoPixels(
  width: number,
  height: number,
  channels: 1 | 3 = 3,
  seed = 1,
  noise = 25,
): Pixels {
  let s = seed * 2654435761;
  const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        const gradient = (x / width) * 90 * (c === 1 ? -1 : 1) + (y / height) * 60 * (c === 2 ? -1 : 1);
        const ripple = 30 * Math.sin((x + 2 * y) / (5 + c * 3)) * Math.cos(y / 11);
        data[(y * width + x) * channels + c] = Math.round(128 + gradient * 0.6 + ripple + rand() * noise);
      }
    }
  }
  return { data, width, height, channels };
}

export function sharpJpeg(p: Pixels, options: JpegOptions): Promise<Buffer> {
  const raw = { width: p.width, height: p.height, channels: p.channels };
  return sharp(p.data, { raw }).jpeg(options).toBuffer();
}

/** libjpeg-turbo's cjpeg on a PPM (colour) or PGM (grey) of the pixels, with its switches. */
export function cjpeg(p: Pixels, args: string[]): Buffer {
  const header = Buffer.from(`${p.channels === 1 ? 'P5' : 'P6'}\n${p.width} ${p.height}\n255\n`);
  return execFileSync('cjpeg', args, { input: Buffer.concat([header, p.data]) });
}

export function jpegtran(file: Uint8Array, args: string[]): Buffer {
  return execFileSync('jpegtran', args, { input: file });
}

/** jpegtran with a scan script (`-scans`), e.g. '0;\n1;\n2;' for one sequential scan per component. */
export function jpegtranScans(file: Uint8Array, script: string, args: string[] = []): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-scans-'));
  try {
    fs.writeFileSync(path.join(dir, 'scans.txt'), script);
    return jpegtran(file, [...args, '-scans', path.join(dir, 'scans.txt')]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether `jpegtran` accepts the transform (it exits with an error for -perfect on partial MCUs). */
export function jpegtranSucceeds(file: Uint8Array, args: string[]): boolean {
  try {
    jpegtran(file, args);
    return true;
  } catch {
    return false;
  }
}

/**
 * libjpeg-turbo's decode of a JPEG's first component (the luma plane, with no colour conversion
 * or upsampling), as raw samples. Warnings (a truncated file) still give the image: djpeg exits 2.
 */
export function djpegLuma(file: Uint8Array): { data: Buffer; width: number; height: number } {
  let pgm: Buffer;
  try {
    pgm = execFileSync('djpeg', ['-grayscale', '-pnm'], { input: file, stdio: ['pipe', 'pipe', 'ignore'] });
  } catch (e) {
    const out = (e as { stdout?: Buffer }).stdout;
    if (!out?.length) throw e;
    pgm = out;
  }
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString('latin1'));
  if (!m) throw new Error('djpeg gave no PGM');
  return { data: pgm.subarray(m[0].length), width: Number(m[1]), height: Number(m[2]) };
}

/** The EXIF orientations as jpegtran's switches for the transform that makes them upright. */
export const JPEGTRAN_UPRIGHT: Record<number, string[]> = {
  2: ['-flip', 'horizontal'],
  3: ['-rotate', '180'],
  4: ['-flip', 'vertical'],
  5: ['-transpose'],
  6: ['-rotate', '90'],
  7: ['-transverse'],
  8: ['-rotate', '270'],
};
