// A print profile's CMYK-to-sRGB conversion as the engine makes it (libvips with lcms: perceptual, and
// the black point compensation lcms applies towards a v4 sRGB), sampled on the grid the browser
// interpolates. Chromium folds black into C, M and Y before a CMYK profile sees the pixels, so no
// profile makes its decode agree with the engine; the browser converts through this table instead
// (decision 311).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CMYK_GRID, cmykTableBytes } from '#shared/metadata';
import { sharpProfile } from './sharp-profiles';

/** An uncompressed 8-bit CMYK TIFF (little-endian, one strip) carrying `icc`: how sharp takes raw inks. */
export function cmykTiff(width: number, height: number, inks: Uint8Array, icc: Uint8Array): Uint8Array {
  // [tag, type (3 SHORT, 4 LONG, 7 UNDEFINED), count, value or offset]
  const entries: [number, number, number, number][] = [
    [256, 4, 1, width],
    [257, 4, 1, height],
    [258, 3, 4, 0], // BitsPerSample, at `bits`
    [259, 3, 1, 1], // no compression
    [262, 3, 1, 5], // separated (CMYK)
    [273, 4, 1, 0], // StripOffsets, at `data`
    [277, 3, 1, 4],
    [278, 4, 1, height],
    [279, 4, 1, inks.length],
    [284, 3, 1, 1], // chunky
    [34675, 7, icc.length, 0], // ICC profile, at `profile`
  ];
  const ifd = 8;
  const bits = ifd + 2 + entries.length * 12 + 4;
  const profile = bits + 8;
  const data = profile + icc.length + (icc.length & 1);
  const out = new Uint8Array(data + inks.length);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0, ifd, 0, 0, 0]);
  view.setUint16(ifd, entries.length, true);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifd + 2 + i * 12;
    const v = tag === 258 ? bits : tag === 273 ? data : tag === 34675 ? profile : value;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    if (type === 3 && count === 1) view.setUint16(at + 8, v, true);
    else view.setUint32(at + 8, v, true);
  });
  for (let i = 0; i < 4; i++) view.setUint16(bits + 2 * i, 8, true);
  out.set(icc, profile);
  out.set(inks, data);
  return out;
}

/** Every grid node's inks, C slowest and K fastest, as ICC lookup tables order them. */
function gridInks(): Uint8Array {
  const g = CMYK_GRID;
  const inks = new Uint8Array(g ** 4 * 4);
  for (let n = 0; n < g ** 4; n++) {
    for (let d = 0, rest = n; d < 4; d++, rest = Math.floor(rest / g)) {
      inks[n * 4 + 3 - d] = Math.round(((rest % g) * 255) / (g - 1));
    }
  }
  return inks;
}

/** The sRGB of each grid node through `icc` (the engine's default CMYK profile when null). */
async function build(icc: Uint8Array | null): Promise<Uint8Array> {
  const side = CMYK_GRID ** 2;
  const tiff = cmykTiff(side, side, gridInks(), icc ?? (await sharpProfile('cmyk')));
  const { data, info } = await sharp(tiff).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  // sharp warns and keeps the inks where lcms cannot read the profile.
  if (info.channels !== 3 || data.length !== cmykTableBytes()) throw new Error('unusable CMYK profile');
  return new Uint8Array(data);
}

const cache = new Map<string, Promise<Uint8Array>>();
const KEPT = 16;

/** The table for a profile, built once while it stays among the last few asked for. */
export function cmykTable(icc: Uint8Array | null): Promise<Uint8Array> {
  const key = icc ? createHash('sha256').update(icc).digest('hex') : 'default';
  const table = cache.get(key) ?? build(icc);
  cache.delete(key);
  cache.set(key, table);
  table.catch(() => {
    if (cache.get(key) === table) cache.delete(key);
  });
  while (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  return table;
}
