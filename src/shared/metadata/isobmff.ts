// HEIC/HEIF and AVIF (ISO base media file format): the Exif and XMP items located through the meta
// box (iinf names them, iloc says where their bytes are) and the colour profile of a colr box.
import { primaryColour } from '../files/heif-items';
import { boxes, child, readMeta, type Box } from '../files/isobmff';
import { ascii, concat, headReader, u16be, u32be, utf8, type ByteSource } from './bytes';
import { NO_METADATA, type SourceMetadata } from './model';

/** Item id to its type, for the items we carry: 'Exif', and 'xmp' (a `mime` item of RDF/XML). */
function itemTypes(b: Uint8Array, iinf: Box): Map<number, 'Exif' | 'xmp'> {
  const map = new Map<number, 'Exif' | 'xmp'>();
  const skip = b[iinf.body] === 0 ? 6 : 8;
  for (const infe of boxes(b, iinf.body + skip, iinf.end)) {
    const version = b[infe.body]!;
    if (infe.type !== 'infe' || version < 2) continue;
    const id = version === 2 ? u16be(b, infe.body + 4) : u32be(b, infe.body + 4);
    const typeAt = infe.body + (version === 2 ? 8 : 10);
    const type = ascii(b, typeAt, 4);
    if (type === 'Exif') map.set(id, 'Exif');
    if (type !== 'mime') continue;
    // A name, then the content type, each ended by a zero, within this box.
    const strings = b.subarray(typeAt + 4, infe.end);
    const nameEnd = strings.indexOf(0);
    const typeEnd = nameEnd >= 0 ? strings.indexOf(0, nameEnd + 1) : -1;
    if (typeEnd > nameEnd && ascii(strings, nameEnd + 1, typeEnd - nameEnd - 1) === 'application/rdf+xml')
      map.set(id, 'xmp');
  }
  return map;
}

/** An item of ours (Exif, XMP) in more pieces than this is not one a writer made: it is skipped. */
const MAX_EXTENTS = 64;

/**
 * The extents [offset, length] in the file of the `wanted` items (construction method 0 only). Every
 * field is bounded by the box: a crafted `iloc` (65,535 empty extents to each of thousands of items)
 * costs one pass over its bytes, not memory for what it claims.
 */
function itemLocations(
  b: Uint8Array,
  iloc: Box,
  wanted: { has(id: number): boolean },
): Map<number, [number, number][]> {
  const map = new Map<number, [number, number][]>();
  const version = b[iloc.body]!;
  let at = iloc.body + 4;
  const read = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i += 1) v = v * 256 + b[at + i]!;
    at += n;
    return v;
  };
  const [offsetSize, lengthSize] = [b[at]! >> 4, b[at]! & 15];
  const [baseSize, indexSize] = [b[at + 1]! >> 4, version > 0 ? b[at + 1]! & 15 : 0];
  const extentSize = indexSize + offsetSize + lengthSize;
  at += 2;
  const count = read(version < 2 ? 2 : 4);
  for (let i = 0; i < count && at < iloc.end; i += 1) {
    const id = read(version < 2 ? 2 : 4);
    const method = version > 0 ? read(2) & 15 : 0;
    read(2);
    const base = read(baseSize);
    const n = read(2);
    // Extents without bytes, or more than the box holds: the table is not one to trust further.
    if ((n > 1 && extentSize === 0) || at + n * extentSize > iloc.end) break;
    if (!wanted.has(id) || method !== 0 || n > MAX_EXTENTS) {
      at += n * extentSize;
      continue;
    }
    const extents: [number, number][] = [];
    for (let k = 0; k < n; k += 1) {
      read(indexSize);
      extents.push([base + read(offsetSize), read(lengthSize)]);
    }
    map.set(id, extents);
  }
  return map;
}

export async function readIsobmffMetadata(source: ByteSource): Promise<SourceMetadata | null> {
  const m = await readMeta(headReader(source, 64 * 1024));
  if (!m) return null;
  const { b, meta } = m;
  const out: SourceMetadata = { ...NO_METADATA };
  const colour = primaryColour(m);
  if (colour?.kind === 'icc') out.icc = colour.profile;
  const iinf = child(b, meta, 'iinf', 4);
  const iloc = child(b, meta, 'iloc', 4);
  if (!iinf || !iloc) return out;
  const items = itemTypes(b, iinf);
  const locations = itemLocations(b, iloc, items);
  // An item cannot hold more than the file: extents that claim more are not read.
  const bytesOf = async (id: number) => {
    const extents = locations.get(id) ?? [];
    if (extents.reduce((n, [, length]) => n + length, 0) > source.size) return new Uint8Array(0);
    return concat(await Promise.all(extents.map(([o, l]) => source.readAt(o, l))));
  };
  for (const [id, type] of items) {
    if (type === 'Exif' && !out.exif) {
      const d = await bytesOf(id);
      // The item starts with the offset of the TIFF header after this 4-byte field.
      if (d.length > 8) out.exif = d.slice(4 + u32be(d, 0));
    } else if (type === 'xmp' && !out.xmp) out.xmp = utf8(await bytesOf(id));
  }
  return out;
}
