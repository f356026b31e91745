// The items of a HEIF's `meta` box: the properties associated with each, the references between
// them, and from these the primary image's displayed size and colour and its usable thumbnails.
import { ascii, u16be, u32be, type ByteReader } from './byte-reader';
import { boxes, readMeta, type Box, type HeifColour, type HeifInfo, type Meta } from './isobmff';

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

/** Every reference of this type in `iref`, as the item it is from and the items it is to. */
function references(b: Uint8Array, iref: Box | undefined, type: string) {
  if (!iref) return [];
  const wide = b[iref.body] !== 0;
  const id = (at: number) => (wide ? u32be(b, at) : u16be(b, at));
  const step = wide ? 4 : 2;
  return boxes(b, iref.body + 4, iref.end)
    .filter((ref) => ref.type === type && ref.body + step + 2 <= ref.end)
    .map((ref) => {
      const count = Math.min(u16be(b, ref.body + step), Math.floor((ref.end - ref.body - step - 2) / step));
      const to = Array.from({ length: count }, (_, i) => id(ref.body + step + 2 + i * step));
      return { from: id(ref.body), to };
    });
}

interface Properties {
  all: Box[];
  primary: Box[];
  /** A grid's first tile's, where the primary image is one. */
  tile: Box[];
  /** The primary image's thumbnails (items with a 'thmb' reference to it), each with its own. */
  thumbnails: { id: number; props: Box[] }[];
}

/** Every property in `ipco`, the primary item's (associated through `ipma`), its first tile's and its thumbnails'. */
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
  const of = (item: number | undefined) =>
    item === undefined
      ? []
      : inner
          .filter((k) => k.type === 'ipma')
          .flatMap((ipma) => associations(b, ipma, item))
          .map((i) => all[i - 1])
          .filter((p): p is Box => !!p);
  const iref = kids.find((k) => k.type === 'iref');
  const tile = references(b, iref, 'dimg').find((r) => r.from === id)?.to[0];
  const thumbnails = references(b, iref, 'thmb')
    .filter((r) => r.to.includes(id))
    .map((r) => ({ id: r.from, props: of(r.from) }));
  return { all, primary: of(id), tile: of(tile), thumbnails };
}

/**
 * The colour of the first list that has one. A colour code (nclx) and a profile may both be there, in
 * either order: the profile rules, as in libheif and Chromium.
 */
function colourOf(b: Uint8Array, ...lists: Box[][]): HeifColour | null {
  for (const list of lists) {
    const colours = list.filter((p) => p.type === 'colr').map((p) => colour(b, p));
    const chosen = colours.find((c) => c?.kind === 'icc') ?? colours[0];
    if (chosen) return chosen;
  }
  return null;
}

/** A grid with no colour of its own takes its first tile's, as libheif does; failing both, the file's first. */
const primaryColourOf = (b: Uint8Array, props: Properties) =>
  colourOf(b, props.primary, props.tile, props.all);

export function primaryColour(m: Meta): HeifColour | null {
  const props = properties(m);
  return props && primaryColourOf(m.b, props);
}

/** An item's displayed size from its `ispe` turned by its `irot`; null without one, or with a crop. */
function displayedSize(b: Uint8Array, props: Box[]) {
  const ispe = props.find((p) => p.type === 'ispe');
  if (!ispe || props.some((p) => p.type === 'clap')) return null;
  const [width, height] = [u32be(b, ispe.body + 4), u32be(b, ispe.body + 8)];
  if (!width || !height) return null;
  const irot = props.find((p) => p.type === 'irot');
  return irot && (b[irot.body]! & 3) % 2 === 1 ? { width: height, height: width } : { width, height };
}

/** The primary image's displayed size and colour, or null when there is no readable `meta`. */
export async function readHeifInfo(reader: ByteReader): Promise<HeifInfo | null> {
  const m = await readMeta(reader);
  const props = m && properties(m);
  if (!m || !props) return null;
  const size = displayedSize(m.b, props.primary);
  return { width: size?.width ?? null, height: size?.height ?? null, colour: primaryColourOf(m.b, props) };
}

export interface HeifThumbnail {
  id: number;
  width: number;
  height: number;
  colour: HeifColour | null;
}

/**
 * An item's turns and mirrors in the order they apply, which a thumbnail must share with its image to
 * look the same: quarter turns (a turn of 0 is none) and the mirror's axis.
 */
const turns = (b: Uint8Array, props: Box[]) =>
  props
    .flatMap((p) => {
      if (p.type === 'irot') return b[p.body]! & 3 ? [`turn ${b[p.body]! & 3}`] : [];
      return p.type === 'imir' ? [`mirror ${b[p.body]! & 1}`] : [];
    })
    .join(';');

/**
 * The primary image's thumbnails that show the same picture the same way up: turned and mirrored as
 * the image is, uncropped, with the image's shape (within 2%). Libheif applies a thumbnail's own turn,
 * and some writers give it none; a cropped or misshapen one would show another framing.
 */
export async function readHeifThumbnails(reader: ByteReader): Promise<HeifThumbnail[]> {
  const m = await readMeta(reader);
  const props = m && properties(m);
  const image = m && props && displayedSize(m.b, props.primary);
  if (!m || !props || !image) return [];
  const mine = turns(m.b, props.primary);
  const primary = primaryColourOf(m.b, props);
  return props.thumbnails.flatMap(({ id, props: own }) => {
    const size = displayedSize(m.b, own);
    const shape = size && Math.abs(size.width / size.height / (image.width / image.height) - 1);
    if (!size || shape === null || shape > 0.02 || turns(m.b, own) !== mine) return [];
    return [{ id, ...size, colour: colourOf(m.b, own) ?? primary }];
  });
}
