// A print profile's CMYK-to-sRGB conversion as the engine makes it (libvips with lcms: perceptual, and
// the black point compensation lcms applies towards a v4 sRGB), sampled on the grid the browser
// interpolates. Chromium folds black into C, M and Y before a CMYK profile sees the pixels, so no
// profile makes its decode agree with the engine; the browser converts through this table instead
// (decision 311).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CMYK_GRID, cmykTableBytes } from '#shared/metadata';
import { numberEntry, TAG, TYPE, writeTiff, type Tiff } from '#shared/metadata/tiff';
import { sharpProfile } from './sharp-profiles';

/** An uncompressed 8-bit CMYK TIFF (one strip) carrying `icc`: how sharp takes raw inks. */
export function cmykTiff(width: number, height: number, inks: Uint8Array, icc: Uint8Array): Uint8Array {
  const short = (tag: number, n: number) => numberEntry(tag, TYPE.short, n, true);
  const long = (tag: number, n: number) => numberEntry(tag, TYPE.long, n, true);
  const tags = (stripAt: number): Tiff => ({
    littleEndian: true,
    ifd0: [
      long(TAG.imageWidth, width),
      long(TAG.imageLength, height),
      { tag: 258, type: TYPE.short, count: 4, value: new Uint8Array([8, 0, 8, 0, 8, 0, 8, 0]) },
      short(259, 1), // no compression
      short(262, 5), // separated: CMYK
      long(273, stripAt),
      short(277, 4), // samples a pixel
      long(278, height), // rows a strip
      long(279, inks.length),
      short(284, 1), // chunky
      { tag: 34675, type: 7, count: icc.length, value: icc }, // the ICC profile
    ],
    exif: [],
    gps: [],
    interop: [],
  });
  // The strip follows the IFD and its values, whose size the strip's offset does not change.
  const head = writeTiff(tags(writeTiff(tags(0)).length));
  const out = new Uint8Array(head.length + inks.length);
  out.set(head);
  out.set(inks, head.length);
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

/**
 * The table for a profile, built once while it stays among the last few asked for. `admit` runs
 * only before a build, and a refusal (it throws) is what every caller waiting on that build gets:
 * callers that ask for one new profile at once share the build and are counted once.
 */
export function cmykTable(
  icc: Uint8Array | null,
  admit: () => Promise<void> = async () => {},
): Promise<Uint8Array> {
  const key = icc ? createHash('sha256').update(icc).digest('hex') : 'default';
  const table = cache.get(key) ?? admit().then(() => build(icc));
  cache.delete(key);
  cache.set(key, table);
  table.catch(() => {
    if (cache.get(key) === table) cache.delete(key);
  });
  while (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  return table;
}
