// JPEG: metadata read from the APP segments before the scan; written as segments after SOI/APP0.
import {
  ascii,
  asciiBytes,
  be16,
  be32,
  concat,
  HeadReader,
  startsWith,
  u16be,
  u32be,
  utf8,
  utf8Bytes,
  type ByteSource,
} from './bytes';
import { NO_METADATA, type OutputMetadata, type Part, type SourceMetadata } from './model';
import { pointerPacket, extendedXmpGuid, withExtendedGuid } from './xmp';

const EXIF = asciiBytes('Exif\0\0');
const XMP = asciiBytes('http://ns.adobe.com/xap/1.0/\0');
const XMP_EXT = asciiBytes('http://ns.adobe.com/xmp/extension/\0');
const ICC = asciiBytes('ICC_PROFILE\0');
const PHOTOSHOP = asciiBytes('Photoshop 3.0\0');
/** Room for data in one segment: 65535 minus the length field. */
const SEGMENT = 65533;

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
  const reader = new HeadReader(source, stopAtFirstNonApp ? 4096 : undefined);
  let b = await reader.upTo(4);
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
    out.push({ marker, at, end, payload: b.subarray(at + 4, end) });
    at = end;
  }
  return out;
}

export async function readJpegMetadata(source: ByteSource): Promise<SourceMetadata | null> {
  const list = await segments(source, false);
  if (!list) return null;
  const meta: SourceMetadata = { ...NO_METADATA };
  const icc: Uint8Array[] = [];
  const irb: Uint8Array[] = [];
  const extended = new Map<string, { total: number; parts: [number, Uint8Array][] }>();
  for (const { marker, payload: p } of list) {
    if (marker === 0xe1 && !meta.exif && startsWith(p, 0, EXIF)) meta.exif = p.slice(EXIF.length);
    else if (marker === 0xe1 && !meta.xmp && startsWith(p, 0, XMP)) meta.xmp = utf8(p.subarray(XMP.length));
    else if (marker === 0xe1 && startsWith(p, 0, XMP_EXT) && p.length >= XMP_EXT.length + 40) {
      const guid = ascii(p, XMP_EXT.length, 32);
      const entry = extended.get(guid) ?? { total: u32be(p, XMP_EXT.length + 32), parts: [] };
      entry.parts.push([u32be(p, XMP_EXT.length + 36), p.subarray(XMP_EXT.length + 40)]);
      extended.set(guid, entry);
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
  const ext = guid ? extended.get(guid) : undefined;
  if (ext) {
    const whole = new Uint8Array(ext.total);
    for (const [offset, data] of ext.parts) if (offset + data.length <= ext.total) whole.set(data, offset);
    meta.xmpExtended = utf8(whole);
    meta.xmpExtendedGuid = guid!.toUpperCase();
    meta.xmpExtendedBytes = whole;
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
): Uint8Array[] {
  if (!xmp && !extended) return [];
  let standard = xmp ?? '';
  let ext = extended;
  // A packet too big for one segment moves whole into extended XMP behind a pointer packet.
  if (!ext && utf8Bytes(standard).length > SEGMENT - XMP.length)
    [standard, ext] = ['', withExtendedGuid(standard, null)];
  const same = ext === extended && source;
  const guid = ext ? (same ? source.guid : extendedXmpGuid(ext)) : null;
  standard = guid ? (standard ? withExtendedGuid(standard, guid) : pointerPacket(guid)) : standard;
  const out = segment(0xe1, XMP, utf8Bytes(standard));
  if (ext && guid) {
    const data = same ? source.bytes : utf8Bytes(ext);
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
  }
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
  if (meta.icc) {
    const header = (i: number, n: number) => Uint8Array.from([...ICC, i + 1, n]);
    parts.push(...splitSegments(0xe2, header, meta.icc, SEGMENT - ICC.length - 2));
  }
  if (meta.iptc) parts.push(...splitSegments(0xed, () => PHOTOSHOP, meta.iptc, SEGMENT - PHOTOSHOP.length));
  parts.push({ from: restFrom, to: encoded.size });
  return parts;
}
