// The browser's CMYK path (decision 311): our decode of a CMYK JPEG's inks, through the engine's
// table, gives what sharp (libvips, lcms) gives for the same file, with and without a profile.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cmykTable } from '#server/engine/cmyk-table';
import { cmykToRgba } from '#shared/metadata';
import { decodeInks } from '#shared/jpeg/cmyk';
import { inksInPlace } from '#shared/jpeg/colour';
import type { JpegFrame } from '#shared/jpeg/types';
import { deltaE } from '../../e2e/metadata-helpers';
import { ycckJpeg } from '../../helpers/ycck-jpeg';

/** Patches a print conversion gets wrong first: darks, saturated colours, greys, skin, paper. */
const COLOURS = [
  [20, 20, 20],
  [60, 60, 60],
  [230, 230, 230],
  [10, 40, 10],
  [200, 40, 40],
  [30, 170, 60],
  [50, 80, 200],
  [255, 220, 0],
  [0, 160, 220],
  [120, 0, 120],
  [176, 144, 112],
  [224, 172, 150],
];
const SIDE = 16;

type Kind = 'CMYK with its profile' | 'CMYK without a profile' | 'YCCK with its profile';

async function cmykPhoto(kind: Kind): Promise<Buffer> {
  const w = COLOURS.length * SIDE;
  const rgb = Buffer.alloc(w * SIDE * 3);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < w; x++) rgb.set(COLOURS[Math.floor(x / SIDE)]!, (y * w + x) * 3);
  const patches = sharp(rgb, { raw: { width: w, height: SIDE, channels: 3 } });
  if (kind === 'YCCK with its profile') return ycckJpeg(patches);
  const cmyk = patches.toColourspace('cmyk');
  return (kind === 'CMYK with its profile' ? cmyk.withIccProfile('cmyk') : cmyk)
    .jpeg({ quality: 95 })
    .toBuffer();
}

function labOf([r, g, b]: number[]): number[] {
  const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [lin(r!), lin(g!), lin(b!)];
  const xyz = [
    (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.9505,
    0.2126 * R + 0.7152 * G + 0.0722 * B,
    (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.089,
  ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116));
  return [116 * xyz[1]! - 16, 500 * (xyz[0]! - xyz[1]!), 200 * (xyz[1]! - xyz[2]!)];
}

const KINDS: Kind[] = ['CMYK with its profile', 'CMYK without a profile', 'YCCK with its profile'];

describe.each(KINDS)('a JPEG in %s', (kind) => {
  it('converts through the table as the engine converts it, within ΔE 2 per patch', async () => {
    const file = await cmykPhoto(kind);
    const meta = await sharp(file).metadata();
    const icc = meta.icc ?? null;
    expect([meta.space, Boolean(icc)]).toEqual(['cmyk', kind !== 'CMYK without a profile']);
    const { width, height, planes } = decodeInks(new Uint8Array(file));
    const rgba = new Uint8ClampedArray(width * height * 4);
    cmykToRgba(planes, await cmykTable(icc && new Uint8Array(icc)), rgba);
    const engine = await sharp(file).toColourspace('srgb').raw().toBuffer();
    const worst = COLOURS.map((_, k) => {
      const i = (SIDE / 2) * width + k * SIDE + SIDE / 2;
      const ours = labOf([...rgba.subarray(i * 4, i * 4 + 3)]);
      return deltaE(ours, labOf([...engine.subarray(i * 3, i * 3 + 3)]));
    });
    expect(Math.max(...worst), worst.map((d) => d.toFixed(1)).join(' ')).toBeLessThan(2);
  });
});

it('reads inks as libvips does: inverted under an Adobe marker, YCCK turned into CMYK', () => {
  const inks = [0, 40, 118, 90];
  const stored = inks.map((v) => 255 - v);
  const plain = stored.map((v) => Uint8Array.of(v));
  inksInPlace({ adobeTransform: 0 } as JpegFrame, plain);
  expect(plain.map((p) => p[0])).toEqual(inks);
  // YCCK codes the stored C, M, Y as if R, G, B were 255 minus them (libjpeg's jccolor.c).
  const [r, g, b] = stored.slice(0, 3).map((v) => 255 - v) as [number, number, number];
  const ycc = [
    0.299 * r + 0.587 * g + 0.114 * b,
    -0.168735892 * r - 0.331264108 * g + 0.5 * b + 128,
    0.5 * r - 0.418687589 * g - 0.081312411 * b + 128,
  ].map((v) => Uint8Array.of(Math.round(v)));
  const ycck = [...ycc, Uint8Array.of(stored[3]!)];
  inksInPlace({ adobeTransform: 2 } as JpegFrame, ycck);
  ycck.forEach((p, i) => expect(Math.abs(p[0]! - inks[i]!), `ink ${i}`).toBeLessThanOrEqual(1));
});

it('refuses a file that is not CMYK, for the browser to decode', async () => {
  const rgb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
  expect(() => decodeInks(new Uint8Array(rgb))).toThrow(/JPEG with 3 components/);
});
