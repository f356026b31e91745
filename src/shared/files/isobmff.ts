// HEIF and AVIF (ISO base media files): the kind from the `ftyp` brands, and the `meta` box, read by
// seeking from box to box rather than loading the file (heif-items.ts reads the items in it).
import { ascii, u32be, type ByteReader } from './byte-reader';
import { isDisplayP3Icc } from './icc-gamut';

export type HeifType = 'image/heic' | 'image/heif' | 'image/avif';

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);

/** The kind named by a leading `ftyp` box's brands (major first), or null. */
export function heifType(b: Uint8Array): HeifType | null {
  if (b.length < 16 || ascii(b, 4, 4) !== 'ftyp') return null;
  const end = Math.min(b.length, u32be(b, 0));
  const brands = [ascii(b, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(b, at, 4));
  for (const brand of brands) {
    if (AVIF_BRANDS.has(brand)) return 'image/avif';
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
  }
  return brands.some((b) => HEIF_BRANDS.has(b)) ? 'image/heif' : null;
}

export type HeifColour =
  | { kind: 'nclx'; primaries: number; transfer: number; matrix: number }
  | { kind: 'icc'; profile: Uint8Array };

export interface HeifInfo {
  /** Displayed size, or null when the header does not say plainly (no ispe, or a crop). */
  width: number | null;
  height: number | null;
  colour: HeifColour | null;
}

export interface Box {
  type: string;
  /** Where the body starts (after size and type) and where the box ends. */
  body: number;
  end: number;
}

/**
 * The header of the box at `at` in `b`, whose bytes run to `end`: its type, header length and size
 * (a size of 0 runs to `end`; 1 is read from 64 bits); null where no box fits.
 */
function header(b: Uint8Array, at: number, end: number) {
  if (at + 8 > Math.min(end, b.length)) return null;
  let size = u32be(b, at);
  let head = 8;
  if (size === 1) {
    if (at + 16 > Math.min(end, b.length)) return null;
    size = u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12);
    head = 16;
  } else if (size === 0) size = end - at;
  return size < head ? null : { type: ascii(b, at + 4, 4), head, size };
}

/** The boxes laid end to end in `b` from `start` to `end` (sizes of 0, to the end, and 64 bits read). */
export function boxes(b: Uint8Array, start: number, end: number): Box[] {
  const out: Box[] = [];
  for (let at = start, h = header(b, at, end); h; at += h.size, h = header(b, at, end))
    out.push({ type: h.type, body: at + h.head, end: Math.min(at + h.size, end) });
  return out;
}

/** The first child of `box` of this type; `skip` passes a full box's version and flags. */
export const child = (b: Uint8Array, box: Box | undefined, type: string, skip = 0) =>
  box ? boxes(b, box.body + skip, box.end).find((x) => x.type === type) : undefined;

/** A `meta` box bigger than this is not a header we read whole. */
const META_MAX = 16 * 1024 * 1024;

/** The top-level `meta` box: its bytes (`b`) and the whole of it as a box within them. */
export interface Meta {
  b: Uint8Array;
  meta: Box;
}

/** The `meta` box of a file that starts with `ftyp`, found by seeking from box to box; or null. */
export async function readMeta(reader: ByteReader): Promise<Meta | null> {
  if (heifType(await reader.readAt(0, 64)) === null) return null;
  for (let at = 0, h; (h = header(await reader.readAt(at, 16), 0, reader.size - at)); at += h.size) {
    if (h.type !== 'meta') continue;
    if (h.size > META_MAX) return null;
    const b = await reader.readAt(at, h.size);
    const meta = b.length === h.size ? boxes(b, 0, h.size)[0] : undefined;
    return meta ? { b, meta } : null;
  }
  return null;
}

/**
 * The canvas colour space that holds a HEIF's decoded RGB as it is: libheif converts YCbCr to RGB
 * but not between primaries, so Display P3 (nclx primaries 12, or a P3 ICC profile) stays P3.
 * Anything else is taken as sRGB (decision 173).
 */
export function heifColorSpace(colour: HeifColour | null | undefined): 'srgb' | 'display-p3' {
  if (!colour) return 'srgb';
  if (colour.kind === 'nclx') return colour.primaries === 12 ? 'display-p3' : 'srgb';
  return isDisplayP3Icc(colour.profile) ? 'display-p3' : 'srgb';
}

/** Types that only libheif decodes, in the browser and on the server (AVIF is left to the decoders). */
export const isHeif = (type: string) => type === 'image/heic' || type === 'image/heif';
