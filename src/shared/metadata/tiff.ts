// The TIFF structure inside EXIF: IFD0 with its Exif, GPS and Interop sub-IFDs, read and written again
// with every offset recomputed. IFD1 (the embedded thumbnail) is never read, so it is never written.

export interface TiffEntry {
  tag: number;
  type: number;
  count: number;
  /** The value's bytes in the file's byte order (a view on the block it was read from). */
  value: Uint8Array;
  /**
   * Where the value stood in the source, for a value to be written at the same offset: a maker note
   * whose own entries point into it by offsets from the TIFF header (Canon, Sony, Panasonic).
   */
  at?: number;
}

export interface Tiff {
  littleEndian: boolean;
  ifd0: TiffEntry[];
  exif: TiffEntry[];
  gps: TiffEntry[];
  interop: TiffEntry[];
}

export const TAG = {
  imageWidth: 0x0100,
  imageLength: 0x0101,
  orientation: 0x0112,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  interopIfd: 0xa005,
  pixelX: 0xa002,
  pixelY: 0xa003,
  colorSpace: 0xa001,
  makerNote: 0x927c,
} as const;

export const TYPE = { short: 3, long: 4 } as const;

const TYPE_SIZE: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};

const POINTERS = new Set<number>([TAG.exifIfd, TAG.gpsIfd, TAG.interopIfd]);
/** Tags that point at data outside the IFD tree (thumbnail strips, sub-images): meaningless once moved. */
const OFFSET_TAGS = new Set<number>([0x0111, 0x0117, 0x0144, 0x0145, 0x014a, 0x0201, 0x0202]);

/** Parses a TIFF block (the bytes after "Exif\0\0"); null when it is not one. */
export function parseTiff(b: Uint8Array): Tiff | null {
  if (b.length < 8) return null;
  const order = String.fromCharCode(b[0]!, b[1]!);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const u16 = (at: number) => view.getUint16(at, le);
  const u32 = (at: number) => view.getUint32(at, le);
  if (u16(2) !== 42) return null;
  const seen = new Set<number>();

  // Only the Exif IFD's first maker note keeps its place: one pin keeps the layout linear, where a
  // crafted block of thousands of notes made it quadratic (minutes a photo).
  let pinned = false;
  const readIfd = (at: number, notes = false): { entries: TiffEntry[]; pointers: Map<number, number> } => {
    const entries: TiffEntry[] = [];
    const pointers = new Map<number, number>();
    if (at < 8 || at + 2 > b.length || seen.has(at)) return { entries, pointers };
    seen.add(at);
    const n = u16(at);
    for (let i = 0; i < n; i += 1) {
      const e = at + 2 + i * 12;
      if (e + 12 > b.length) break;
      const tag = u16(e);
      const type = u16(e + 2);
      const count = u32(e + 4);
      const size = (TYPE_SIZE[type] ?? 0) * count;
      if (POINTERS.has(tag)) {
        pointers.set(tag, u32(e + 8));
        continue;
      }
      if (!size || OFFSET_TAGS.has(tag)) continue;
      const from = size <= 4 ? e + 8 : u32(e + 8);
      if (from + size > b.length) continue;
      // A view, not a copy: thousands of entries may all name the same 64 KB (a crafted block).
      const value = b.subarray(from, from + size);
      const pin = notes && !pinned && tag === TAG.makerNote && size > 4;
      pinned ||= pin;
      entries.push(pin ? { tag, type, count, value, at: from } : { tag, type, count, value });
    }
    return { entries, pointers };
  };

  const ifd0 = readIfd(u32(4));
  const exif = readIfd(ifd0.pointers.get(TAG.exifIfd) ?? 0, true);
  const gps = readIfd(ifd0.pointers.get(TAG.gpsIfd) ?? 0);
  const interop = readIfd(exif.pointers.get(TAG.interopIfd) ?? 0);
  return {
    littleEndian: le,
    ifd0: ifd0.entries,
    exif: exif.entries,
    gps: gps.entries,
    interop: interop.entries,
  };
}

/** An entry holding one SHORT or LONG, in the given byte order. */
export function numberEntry(tag: number, type: number, n: number, le: boolean): TiffEntry {
  const size = type === TYPE.short ? 2 : 4;
  const value = new Uint8Array(size);
  const view = new DataView(value.buffer);
  if (size === 2) view.setUint16(0, n, le);
  else view.setUint32(0, n, le);
  return { tag, type, count: 1, value };
}

/**
 * Offsets for the blocks to write, from 8 on, each on an even offset; a block that would overlap the
 * pinned value (an entry's `at`) goes after it.
 */
function allocator(pin: TiffEntry | undefined) {
  const from = pin?.at ?? 0;
  const to = pin ? from + pin.value.length : 8;
  let next = 8;
  let end = Math.max(8, to);
  return {
    take(size: number): number {
      if (pin && next < to && next + size > from) next = to + (to & 1);
      const at = next;
      next += size + (size & 1);
      end = Math.max(end, at + size);
      return at;
    },
    get end() {
      return end;
    },
  };
}

/**
 * Writes the tree as one TIFF block: IFD0, Exif, Interop, GPS, each followed by its values; no IFD1.
 * A pinned value keeps its source offset, so offsets from the TIFF header inside it still hold.
 */
export function writeTiff(t: Tiff): Uint8Array;
/** As above, or null when the block would be longer than `limit`, without making it. */
export function writeTiff(t: Tiff, limit: number): Uint8Array | null;
export function writeTiff(t: Tiff, limit = Infinity): Uint8Array | null {
  const le = t.littleEndian;
  const ptr = (tag: number) => numberEntry(tag, TYPE.long, 0, le);
  const interop = t.interop;
  const exif = interop.length ? [...t.exif, ptr(TAG.interopIfd)] : [...t.exif];
  const gps = t.gps;
  const ifd0 = [...t.ifd0];
  if (exif.length) ifd0.push(ptr(TAG.exifIfd));
  if (gps.length) ifd0.push(ptr(TAG.gpsIfd));

  const blocks = [ifd0, exif, interop, gps].map((entries) => [...entries].sort((a, b) => a.tag - b.tag));
  const pin = blocks.flat().find((e) => e.at !== undefined && e.at >= 8);
  const space = allocator(pin);
  const valueAt = new Map<TiffEntry, number>(pin ? [[pin, pin.at!]] : []);
  const starts = blocks.map((entries) => {
    if (!entries.length) return 0;
    const at = space.take(2 + 12 * entries.length + 4);
    for (const e of entries)
      if (e.value.length > 4 && !valueAt.has(e)) valueAt.set(e, space.take(e.value.length));
    return at;
  });
  const [ifd0At, exifAt, interopAt, gpsAt] = starts as [number, number, number, number];
  const pointerValue: Record<number, number> = {
    [TAG.exifIfd]: exifAt,
    [TAG.gpsIfd]: gpsAt,
    [TAG.interopIfd]: interopAt,
  };

  if (space.end > limit) return null;
  const out = new Uint8Array(space.end);
  const view = new DataView(out.buffer);
  out[0] = out[1] = le ? 0x49 : 0x4d;
  view.setUint16(2, 42, le);
  view.setUint32(4, ifd0At, le);
  blocks.forEach((entries, k) => {
    if (!entries.length) return;
    const at = starts[k]!;
    view.setUint16(at, entries.length, le);
    entries.forEach((e, i) => {
      const p = at + 2 + i * 12;
      view.setUint16(p, e.tag, le);
      view.setUint16(p + 2, e.type, le);
      view.setUint32(p + 4, e.count, le);
      if (e.tag in pointerValue) view.setUint32(p + 8, pointerValue[e.tag]!, le);
      else if (e.value.length <= 4) out.set(e.value, p + 8);
      else {
        view.setUint32(p + 8, valueAt.get(e)!, le);
        out.set(e.value, valueAt.get(e)!);
      }
    });
    view.setUint32(at + 2 + 12 * entries.length, 0, le);
  });
  return out;
}
