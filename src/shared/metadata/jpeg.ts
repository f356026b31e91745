// JPEG: metadata read from the APP segments before the scan; written as segments after SOI/APP0.
import {
  ascii,
  asciiBytes,
  be16,
  be32,
  concat,
  HeadReader,
  headReader,
  startsWith,
  u16be,
  u32be,
  utf8,
  utf8Bytes,
  type ByteSource,
} from './bytes';
import { NO_METADATA, type ByteRange, type OutputMetadata, type Part, type SourceMetadata } from './model';
import { pointerPacket, extendedXmpGuid, withExtendedGuid } from './xmp';

const EXIF = asciiBytes('Exif\0\0');
const XMP = asciiBytes('http://ns.adobe.com/xap/1.0/\0');
const XMP_EXT = asciiBytes('http://ns.adobe.com/xmp/extension/\0');
const ICC = asciiBytes('ICC_PROFILE\0');
const PHOTOSHOP = asciiBytes('Photoshop 3.0\0');
/** Room for data in one segment: 65535 minus the length field. */
const SEGMENT = 65533;
/** What each segment of extended XMP adds to its part: marker, length, namespace, GUID, total, offset. */
const EXT_OVERHEAD = 4 + XMP_EXT.length + 40;
/** Read past a whole extended packet: its segments, and the tables and frame header after them. */
const extendedSpan = (total: number) => total + Math.ceil(total / 65000) * EXT_OVERHEAD + 64 * 1024;

interface Segment {
  marker: number;
  /** Offset of the 0xFF of the marker. */
  at: number;
  /** Offset just past the segment. */
  end: number;
  payload: Uint8Array;
}

/** The marker segments before the first one that is not metadata (SOF, DQT...) or before the scan. */
async function segments(source: ByteSource, stopAtFirstNonApp: boolean): Promise<Segment[] | null> {
  const reader = stopAtFirstNonApp ? new HeadReader(source, 4096) : headReader(source);
  let b = await reader.upTo(4);
  let spanned = false;
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const out: Segment[] = [];
  let at = 2;
  for (;;) {
    b = await reader.upTo(at + 4);
    if (at + 4 > b.length || b[at] !== 0xff) break;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (stopAtFirstNonApp && !isApp && marker !== 0xfe) break;
    const end = at + 2 + u16be(b, at + 2);
    b = await reader.upTo(end);
    if (end > b.length) break;
    const p = b.subarray(at + 4, end);
    const total = p.length >= XMP_EXT.length + 40 ? u32be(p, XMP_EXT.length + 32) : 0;
    if (!spanned && marker === 0xe1 && startsWith(p, 0, XMP_EXT) && total < reader.size) {
      // The first segment of extended XMP gives the packet's length: the rest of its segments are read
      // in one piece, rather than by doubling the head on into the pixel data.
      spanned = true;
      await reader.upTo(at + extendedSpan(total));
    }
    out.push({ marker, at, end, payload: p });
    at = end;
  }
  return out;
}

interface ExtendedPart {
  offset: number;
  total: number;
  data: Uint8Array;
  segment: Segment;
}

/**
 * Where the extended packet's segments lie in the file, when copying them gives exactly the packet
 * under `guid`: in order, each part where the last ended, back to back, all of it.
 */
function cleanRun(guid: string, total: number, parts: ExtendedPart[]): ByteRange | null {
  if (guid !== guid.toUpperCase() || !parts.length) return null;
  let next = 0;
  for (const [i, p] of parts.entries()) {
    if (p.offset !== next || p.total !== total || (i && parts[i - 1]!.segment.end !== p.segment.at))
      return null;
    next += p.data.length;
  }
  return next === total ? { from: parts[0]!.segment.at, to: parts.at(-1)!.segment.end } : null;
}

/** `meta.xmpExtended` decoded from `bytes` when first read: most exports copy the bytes and never read it. */
function decodeWhenRead(meta: SourceMetadata, bytes: Uint8Array) {
  let text: string | null = null;
  Object.defineProperty(meta, 'xmpExtended', {
    enumerable: true,
    get: () => (text ??= utf8(bytes)),
    set: (value: string | null) => (text = value),
  });
}

/** Whether the parts leave no byte of the packet unwritten: two copies of one half are not a whole. */
function covers(parts: readonly ExtendedPart[], total: number): boolean {
  let covered = 0;
  for (const { offset, data } of [...parts].sort((a, b) => a.offset - b.offset)) {
    if (offset > covered) return false;
    covered = Math.max(covered, offset + data.length);
  }
  return covered >= total;
}

export async function readJpegMetadata(source: ByteSource): Promise<SourceMetadata | null> {
  const list = await segments(source, false);
  if (!list) return null;
  const meta: SourceMetadata = { ...NO_METADATA };
  const icc: Uint8Array[] = [];
  const irb: Uint8Array[] = [];
  const extended = new Map<string, ExtendedPart[]>();
  for (const s of list) {
    const { marker, payload: p } = s;
    if (marker === 0xe1 && !meta.exif && startsWith(p, 0, EXIF)) meta.exif = p.slice(EXIF.length);
    else if (marker === 0xe1 && !meta.xmp && startsWith(p, 0, XMP)) meta.xmp = utf8(p.subarray(XMP.length));
    else if (marker === 0xe1 && startsWith(p, 0, XMP_EXT) && p.length >= XMP_EXT.length + 40) {
      const guid = ascii(p, XMP_EXT.length, 32);
      const total = u32be(p, XMP_EXT.length + 32);
      const offset = u32be(p, XMP_EXT.length + 36);
      const parts = extended.get(guid) ?? [];
      parts.push({ offset, total, data: p.subarray(XMP_EXT.length + 40), segment: s });
      extended.set(guid, parts);
    } else if (marker === 0xe2 && startsWith(p, 0, ICC) && p.length > ICC.length + 2)
      icc[p[ICC.length]!] = p.subarray(ICC.length + 2);
    else if (marker === 0xed && startsWith(p, 0, PHOTOSHOP)) irb.push(p.subarray(PHOTOSHOP.length));
  }
  const chunks = icc.filter(Boolean);
  if (chunks.length) meta.icc = concat(chunks);
  if (irb.length) meta.iptc = concat(irb);
  const guid = meta.xmp
    ? /HasExtendedXMP\s*(?:=\s*["']|>)\s*([0-9A-Fa-f]{32})/.exec(meta.xmp)?.[1]
    : undefined;
  const parts = guid ? extended.get(guid) : undefined;
  // The total the first part states, as before: a part that does not fit it is left out. A packet its
  // parts do not cover is not one to carry: a header may claim 4 GB in a file of a few KB.
  const total = parts?.[0]?.total ?? 0;
  const fitting = parts?.filter(({ offset, data }) => offset + data.length <= total) ?? [];
  if (guid && parts && covers(fitting, total)) {
    const whole = new Uint8Array(total);
    for (const { offset, data } of fitting) whole.set(data, offset);
    decodeWhenRead(meta, whole);
    meta.xmpExtendedGuid = guid.toUpperCase();
    meta.xmpExtendedBytes = whole;
    meta.xmpExtendedRange = cleanRun(guid, total, parts);
  }
  return meta;
}

const segment = (marker: number, ...parts: Uint8Array[]): Uint8Array[] => {
  const len = parts.reduce((s, p) => s + p.length, 2);
  return [Uint8Array.of(0xff, marker), be16(len), ...parts];
};

function xmpSegments(
  xmp: string | null,
  extended: string | null,
  source: OutputMetadata['xmpExtendedSource'],
): Part[] {
  if (!xmp && !extended && !source) return [];
  let standard = xmp ?? '';
  let ext = extended;
  // A packet too big for one segment moves whole into extended XMP behind a pointer packet.
  if (!ext && !source && utf8Bytes(standard).length > SEGMENT - XMP.length)
    [standard, ext] = ['', withExtendedGuid(standard, null)];
  const guid = ext ? extendedXmpGuid(ext) : (source?.guid ?? null);
  standard = guid ? (standard ? withExtendedGuid(standard, guid) : pointerPacket(guid)) : standard;
  const out: Part[] = segment(0xe1, XMP, utf8Bytes(standard));
  if (!guid) return out;
  // The source's own segments, copied from its file (decision 203).
  if (!ext && source?.range) return [...out, { ...source.range, of: 'source' }];
  const data = ext ? utf8Bytes(ext) : source!.bytes;
  const room = SEGMENT - XMP_EXT.length - 40;
  for (let off = 0; off < data.length; off += room)
    out.push(
      ...segment(
        0xe1,
        XMP_EXT,
        asciiBytes(guid),
        be32(data.length),
        be32(off),
        data.subarray(off, off + room),
      ),
    );
  return out;
}

function splitSegments(
  marker: number,
  header: (i: number, n: number) => Uint8Array,
  data: Uint8Array,
  room: number,
) {
  const n = Math.ceil(data.length / room);
  const out: Uint8Array[] = [];
  for (let i = 0; i < n; i += 1)
    out.push(...segment(marker, header(i, n), data.subarray(i * room, (i + 1) * room)));
  return out;
}

/** A colour profile as APP2 segments, split where it is larger than one (ICC.1 B.4). */
export function iccSegments(icc: Uint8Array): Uint8Array[] {
  const header = (i: number, n: number) => Uint8Array.from([...ICC, i + 1, n]);
  return splitSegments(0xe2, header, icc, SEGMENT - ICC.length - 2);
}

/** The encoded JPEG with the metadata segments after SOI and APP0; its own ICC kept unless replaced. */
export async function writeJpegMetadata(encoded: ByteSource, meta: OutputMetadata): Promise<Part[]> {
  const list = (await segments(encoded, true)) ?? [];
  const app0 = list.filter((s) => s.marker === 0xe0);
  const ownIcc = meta.icc ? [] : list.filter((s) => s.marker === 0xe2 && startsWith(s.payload, 0, ICC));
  const restFrom = list.length ? list[list.length - 1]!.end : 2;
  const parts: Part[] = [Uint8Array.of(0xff, 0xd8)];
  for (const s of app0) parts.push({ from: s.at, to: s.end });
  if (meta.exif) parts.push(...segment(0xe1, asciiBytes('Exif\0\0'), meta.exif));
  parts.push(...xmpSegments(meta.xmp, meta.xmpExtended, meta.xmpExtendedSource));
  for (const s of ownIcc) parts.push({ from: s.at, to: s.end });
  if (meta.icc) parts.push(...iccSegments(meta.icc));
  if (meta.iptc) parts.push(...splitSegments(0xed, () => PHOTOSHOP, meta.iptc, SEGMENT - PHOTOSHOP.length));
  parts.push({ from: restFrom, to: encoded.size });
  return parts;
}
