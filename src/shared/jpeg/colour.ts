// Colour models of a coefficient frame and the conversions the pixel regions use: YCbCr to RGB with
// libjpeg's fixed-point tables (jdcolor.c), so decoded pixels equal libjpeg-turbo's; RGB to YCbCr with
// the JFIF formulas in floating point, the encoder's side, where no decoder needs to agree bit for bit.

import { JpegUnsupportedError, type JpegFrame } from './types';

export type ColourModel = 'grey' | 'ycc' | 'rgb';

/** How the frame's components map to pixels, as libjpeg decides it (jdapimin.c). */
export function colourModel(frame: JpegFrame): ColourModel {
  const comps = frame.components;
  if (comps.length === 1) return 'grey';
  if (comps.length !== 3) throw new JpegUnsupportedError('components', `${comps.length} components`);
  if (frame.adobeTransform === 0) return 'rgb';
  // Without an Adobe marker libjpeg reads the ids 'R', 'G', 'B' as RGB (JFIF frames use 1, 2, 3).
  const [a, b, c] = comps;
  if (frame.adobeTransform === null && a!.id === 82 && b!.id === 71 && c!.id === 66) return 'rgb';
  return 'ycc';
}

const fix = (x: number): number => Math.floor(x * 65536 + 0.5);
const CR_R = new Int32Array(256);
const CB_B = new Int32Array(256);
const CR_G = new Int32Array(256);
const CB_G = new Int32Array(256);
for (let i = 0; i < 256; i += 1) {
  const x = i - 128;
  CR_R[i] = (fix(1.402) * x + 32768) >> 16;
  CB_B[i] = (fix(1.772) * x + 32768) >> 16;
  CR_G[i] = -fix(0.71414) * x;
  CB_G[i] = -fix(0.34414) * x + 32768;
}

/** Writes opaque RGBA from full-size component planes (one plane for grey, three otherwise). */
export function planesToRgba(model: ColourModel, planes: Uint8Array[], rgba: Uint8ClampedArray): void {
  const n = rgba.length >> 2;
  const p0 = planes[0]!;
  if (model === 'grey') {
    for (let i = 0, o = 0; i < n; i += 1, o += 4) {
      const y = p0[i]!;
      rgba[o] = y;
      rgba[o + 1] = y;
      rgba[o + 2] = y;
      rgba[o + 3] = 255;
    }
    return;
  }
  const p1 = planes[1]!;
  const p2 = planes[2]!;
  if (model === 'rgb') {
    for (let i = 0, o = 0; i < n; i += 1, o += 4) {
      rgba[o] = p0[i]!;
      rgba[o + 1] = p1[i]!;
      rgba[o + 2] = p2[i]!;
      rgba[o + 3] = 255;
    }
    return;
  }
  for (let i = 0, o = 0; i < n; i += 1, o += 4) {
    const y = p0[i]!;
    const cb = p1[i]!;
    const cr = p2[i]!;
    // Uint8ClampedArray clamps to 0-255 as libjpeg's range limit does.
    rgba[o] = y + CR_R[cr]!;
    rgba[o + 1] = y + ((CB_G[cb]! + CR_G[cr]!) >> 16);
    rgba[o + 2] = y + CB_B[cb]!;
    rgba[o + 3] = 255;
  }
}

/**
 * Ink amounts (0 none, 255 full) from a four-component frame's planes, in place: YCCK (Adobe
 * transform 2) turned into CMYK as libjpeg does (jdcolor.c), and values inverted where an Adobe
 * marker is present, as Photoshop writes them and libvips and browsers read them.
 */
export function inksInPlace(frame: JpegFrame, planes: Uint8Array[]): void {
  const [p0, p1, p2, p3] = planes as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const invert = frame.adobeTransform !== null;
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let i = 0; i < p0.length; i += 1) {
    if (frame.adobeTransform === 2) {
      const y = p0[i]!;
      const cb = p1[i]!;
      const cr = p2[i]!;
      p0[i] = 255 - clamp(y + CR_R[cr]!);
      p1[i] = 255 - clamp(y + ((CB_G[cb]! + CR_G[cr]!) >> 16));
      p2[i] = 255 - clamp(y + CB_B[cb]!);
    }
    if (invert) {
      p0[i] = 255 - p0[i]!;
      p1[i] = 255 - p1[i]!;
      p2[i] = 255 - p2[i]!;
      p3[i] = 255 - p3[i]!;
    }
  }
}

/**
 * Converts `count` RGBA pixels (from `at`, `stride` bytes between rows of `width` pixels) into float
 * component planes of `width` columns: Y, Cb, Cr for 'ycc', the channels for 'rgb', luma for 'grey'.
 */
export function rgbaToPlanes(
  model: ColourModel,
  rgba: Uint8ClampedArray,
  at: number,
  stride: number,
  width: number,
  height: number,
  planes: Float32Array[],
): void {
  const [p0, p1, p2] = planes;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0, i = at + y * stride, o = y * width; x < width; x += 1, i += 4, o += 1) {
      const r = rgba[i]!;
      const g = rgba[i + 1]!;
      const b = rgba[i + 2]!;
      if (model === 'rgb') {
        p0![o] = r;
        p1![o] = g;
        p2![o] = b;
        continue;
      }
      p0![o] = 0.299 * r + 0.587 * g + 0.114 * b;
      if (model === 'grey') continue;
      p1![o] = -0.168735892 * r - 0.331264108 * g + 0.5 * b + 128;
      p2![o] = 0.5 * r - 0.418687589 * g - 0.081312411 * b + 128;
    }
  }
}
