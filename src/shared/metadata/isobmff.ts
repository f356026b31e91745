// HEIC/HEIF and AVIF (ISO base media file format): the Exif and XMP items located through the meta
// box (iinf names them, iloc says where their bytes are) and the colour profile of a colr box.
import { boxes, child, primaryColour, readMeta, type Box } from '../files/isobmff';
import { ascii, concat, headReader, u16be, u32be, utf8, type ByteSource } from './bytes';
import { NO_METADATA, type SourceMetadata } from './model';

/** Item id to its type ('Exif', 'mime'...) and, for 'mime', its content type. */
function itemTypes(b: Uint8Array, iinf: Box): Map<number, { type: string; contentType: string }> {
  const map = new Map<number, { type: string; contentType: string }>();
  const skip = b[iinf.body] === 0 ? 6 : 8;
  for (const infe of boxes(b, iinf.body + skip, iinf.end)) {
    const version = b[infe.body]!;
    if (infe.type !== 'infe' || version < 2) continue;
    const id = version === 2 ? u16be(b, infe.body + 4) : u32be(b, infe.body + 4);
    const typeAt = infe.body + (version === 2 ? 8 : 10);
    const type = ascii(b, typeAt, 4);
    const nameEnd = b.indexOf(0, typeAt + 4);
    const ctEnd = nameEnd >= 0 ? b.indexOf(0, nameEnd + 1) : -1;
    const contentType = type === 'mime' && ctEnd > nameEnd ? ascii(b, nameEnd + 1, ctEnd - nameEnd - 1) : '';
    map.set(id, { type, contentType });
  }
  return map;
}

/** Item id to its extents [offset, length] in the file (construction method 0 only). */
function itemLocations(b: Uint8Array, iloc: Box): Map<number, [number, number][]> {
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
  at += 2;
  const count = read(version < 2 ? 2 : 4);
  for (let i = 0; i < count && at < iloc.end; i += 1) {
    const id = read(version < 2 ? 2 : 4);
    const method = version > 0 ? read(2) & 15 : 0;
    read(2);
    const base = read(baseSize);
    const extents: [number, number][] = [];
    for (let n = read(2); n > 0; n -= 1) {
      read(indexSize);
      extents.push([base + read(offsetSize), read(lengthSize)]);
    }
    if (method === 0) map.set(id, extents);
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
  const locations = itemLocations(b, iloc);
  const bytesOf = async (id: number) => {
    const parts = await Promise.all((locations.get(id) ?? []).map(([o, l]) => source.readAt(o, l)));
    return concat(parts);
  };
  for (const [id, { type, contentType }] of itemTypes(b, iinf)) {
    if (type === 'Exif' && !out.exif) {
      const d = await bytesOf(id);
      // The item starts with the offset of the TIFF header after this 4-byte field.
      if (d.length > 8) out.exif = d.slice(4 + u32be(d, 0));
    } else if (type === 'mime' && contentType === 'application/rdf+xml' && !out.xmp)
      out.xmp = utf8(await bytesOf(id));
  }
  return out;
}
