// HEIF and AVIF (ISO base media files): the kind from the `ftyp` brands, and the primary image's
// displayed size (`ispe`, turned by `irot`) and colour (`colr`) from the `meta` box, read by seeking
// from box to box rather than loading the file.
import { ascii, u16be, u32be, type ByteReader } from './byte-reader';
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

/** Property indexes (1-based into ipco) associated with an item, in order. */
function associations(b: Uint8Array, ipma: Box, item: number): number[] {
  const version = b[ipma.body]!;
  const wide = (b[ipma.body + 3]! & 1) === 1;
  let at = ipma.body + 4;
  const count = u32be(b, at);
  at += 4;
  for (let i = 0; i < count && at < ipma.end; i++) {
    const id = version < 1 ? u16be(b, at) : u32be(b, at);
    at += version < 1 ? 2 : 4;
    const n = b[at++]!;
    const list: number[] = [];
    for (let j = 0; j < n; j++) {
      list.push(wide ? u16be(b, at) & 0x7fff : b[at]! & 0x7f);
      at += wide ? 2 : 1;
    }
    if (id === item) return list;
  }
  return [];
}

function colour(b: Uint8Array, colr: Box): HeifColour | null {
  const kind = ascii(b, colr.body, 4);
  if (kind === 'nclx' && colr.end - colr.body >= 10)
    return {
      kind: 'nclx',
      primaries: u16be(b, colr.body + 4),
      transfer: u16be(b, colr.body + 6),
      matrix: u16be(b, colr.body + 8),
    };
  if (kind === 'prof' || kind === 'rICC') return { kind: 'icc', profile: b.slice(colr.body + 4, colr.end) };
  return null;
}

/** The first item `from` refers to by a reference of this type (`iref`: a grid's first tile by 'dimg'). */
function firstReference(b: Uint8Array, iref: Box | undefined, type: string, from: number) {
  if (!iref) return null;
  const wide = b[iref.body] !== 0;
  const id = (at: number) => (wide ? u32be(b, at) : u16be(b, at));
  const step = wide ? 4 : 2;
  for (const ref of boxes(b, iref.body + 4, iref.end))
    if (ref.type === type && ref.body + 2 * step + 2 <= ref.end && id(ref.body) === from)
      return u16be(b, ref.body + step) ? id(ref.body + step + 2) : null;
  return null;
}

interface Properties {
  all: Box[];
  primary: Box[];
  /** A grid's first tile's, where the primary image is one. */
  tile: Box[];
}

/** Every property in `ipco`, the primary item's (associated through `ipma`) and its first tile's. */
function properties({ b, meta }: Meta): Properties | null {
  const kids = boxes(b, meta.body + 4, meta.end); // meta is a full box: version and flags first
  const pitm = kids.find((k) => k.type === 'pitm');
  const iprp = kids.find((k) => k.type === 'iprp');
  if (!pitm || !iprp) return null;
  const id = b[pitm.body] === 0 ? u16be(b, pitm.body + 4) : u32be(b, pitm.body + 4);
  const inner = boxes(b, iprp.body, iprp.end);
  const ipco = inner.find((k) => k.type === 'ipco');
  if (!ipco) return null;
  const all = boxes(b, ipco.body, ipco.end);
  const of = (item: number | null) =>
    item === null
      ? []
      : inner
          .filter((k) => k.type === 'ipma')
          .flatMap((ipma) => associations(b, ipma, item))
          .map((i) => all[i - 1])
          .filter((p): p is Box => !!p);
  const tile = firstReference(
    b,
    kids.find((k) => k.type === 'iref'),
    'dimg',
    id,
  );
  return { all, primary: of(id), tile: of(tile) };
}

/**
 * The primary image's colour. A colour code (nclx) and a profile may both be there, in either order:
 * the profile rules, as in libheif and Chromium. A grid with none takes its first tile's, as libheif
 * does; failing both, the file's first.
 */
function colourOf(b: Uint8Array, props: Properties): HeifColour | null {
  const choose = (list: Box[]) => {
    const colours = list.filter((p) => p.type === 'colr').map((p) => colour(b, p));
    return colours.find((c) => c?.kind === 'icc') ?? colours[0] ?? null;
  };
  return choose(props.primary) ?? choose(props.tile) ?? choose(props.all);
}

export function primaryColour(m: Meta): HeifColour | null {
  const props = properties(m);
  return props && colourOf(m.b, props);
}

/** The primary image's displayed size and colour, or null when there is no readable `meta`. */
export async function readHeifInfo(reader: ByteReader): Promise<HeifInfo | null> {
  const m = await readMeta(reader);
  const props = m && properties(m);
  if (!m || !props) return null;
  const { b } = m;
  const mine = props.primary;
  const ispe = mine.find((p) => p.type === 'ispe');
  const irot = mine.find((p) => p.type === 'irot');
  const cropped = mine.some((p) => p.type === 'clap');
  let width: number | null = ispe && !cropped ? u32be(b, ispe.body + 4) : null;
  let height: number | null = ispe && !cropped ? u32be(b, ispe.body + 8) : null;
  if (!width || !height) width = height = null;
  else if (irot && (b[irot.body]! & 3) % 2 === 1) [width, height] = [height, width];
  return { width, height, colour: colourOf(b, props) };
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
