// An independent TIFF writer for tests: EXIF blocks in either byte order, with an IFD1 thumbnail,
// which sharp cannot write (it writes little-endian and no thumbnail).
export type Entry = { tag: number; type: 2 | 3 | 4 | 5 | 7; values: number[] | string };

const SIZE = { 2: 1, 3: 2, 4: 4, 5: 8, 7: 1 } as const;

function ifdBytes(entries: Entry[], at: number, le: boolean, next: number, extra?: Uint8Array) {
  const head = 2 + entries.length * 12 + 4;
  const data: number[] = [];
  const buf = new DataView(new ArrayBuffer(head + 4096 + (extra?.length ?? 0)));
  buf.setUint16(0, entries.length, le);
  entries.forEach((e, i) => {
    const raw = new DataView(new ArrayBuffer(64 + e.values.length * 4));
    let n = 0;
    if (typeof e.values === 'string') for (const c of e.values + '\0') raw.setUint8(n++, c.charCodeAt(0));
    else
      for (const v of e.values) {
        if (e.type === 3) raw.setUint16(n, v, le);
        else if (e.type === 4) raw.setUint32(n, v, le);
        else raw.setUint8(n, v);
        n += e.type === 3 ? 2 : e.type === 4 ? 4 : 1;
      }
    const count =
      typeof e.values === 'string'
        ? e.values.length + 1
        : e.type === 5
          ? e.values.length / 2
          : e.values.length;
    if (e.type === 5)
      for (let k = 0; k < e.values.length; k += 1) raw.setUint32(k * 4, (e.values as number[])[k]!, le);
    const size = SIZE[e.type] * count;
    const p = 2 + i * 12;
    buf.setUint16(p, e.tag, le);
    buf.setUint16(p + 2, e.type, le);
    buf.setUint32(p + 4, count, le);
    if (size <= 4) for (let k = 0; k < size; k += 1) buf.setUint8(p + 8 + k, raw.getUint8(k));
    else {
      buf.setUint32(p + 8, at + head + data.length, le);
      for (let k = 0; k < size; k += 1) data.push(raw.getUint8(k));
      if (data.length & 1) data.push(0);
    }
  });
  buf.setUint32(2 + entries.length * 12, next, le);
  const out = new Uint8Array(buf.buffer.slice(0, head));
  return new Uint8Array([...out, ...data, ...(extra ?? [])]);
}

export interface TestExif {
  le: boolean;
  ifd0: Entry[];
  exif: Entry[];
  gps: Entry[];
  thumbnail?: Uint8Array;
}

/** The TIFF block; IFDs are laid out in order IFD0, Exif, GPS, IFD1 (+ thumbnail bytes). */
export function buildTiff(t: TestExif): Uint8Array {
  const sized = (entries: Entry[], at: number) => ifdBytes(entries, at, t.le, 0).length;
  const ifd0Entries = [
    ...t.ifd0,
    { tag: 0x8769, type: 4, values: [0] } as Entry,
    { tag: 0x8825, type: 4, values: [0] } as Entry,
  ];
  const ifd0Len = sized(ifd0Entries, 8);
  const exifAt = 8 + ifd0Len;
  const gpsAt = exifAt + sized(t.exif, exifAt);
  const ifd1At = gpsAt + sized(t.gps, gpsAt);
  ifd0Entries[ifd0Entries.length - 2]!.values = [exifAt];
  ifd0Entries[ifd0Entries.length - 1]!.values = [gpsAt];
  const thumb = t.thumbnail ?? new Uint8Array();
  const ifd1Entries: Entry[] = [
    { tag: 0x0103, type: 3, values: [6] },
    { tag: 0x0201, type: 4, values: [ifd1At + 2 + 3 * 12 + 4] },
    { tag: 0x0202, type: 4, values: [thumb.length] },
  ];
  const header = new Uint8Array(8);
  const hv = new DataView(header.buffer);
  header.set(t.le ? [0x49, 0x49] : [0x4d, 0x4d]);
  hv.setUint16(2, 42, t.le);
  hv.setUint32(4, 8, t.le);
  return new Uint8Array([
    ...header,
    ...ifdBytes(ifd0Entries, 8, t.le, t.thumbnail ? ifd1At : 0),
    ...ifdBytes(t.exif, exifAt, t.le, 0),
    ...ifdBytes(t.gps, gpsAt, t.le, 0),
    ...(t.thumbnail ? ifdBytes(ifd1Entries, ifd1At, t.le, 0, thumb) : []),
  ]);
}

/** A JPEG with an APP1 EXIF segment holding `tiff`, inserted right after SOI. */
export function jpegWithExif(jpeg: Uint8Array, tiff: Uint8Array): Uint8Array {
  const payload = new Uint8Array([...'Exif\0\0'].map((c) => c.charCodeAt(0)).concat([...tiff]));
  const len = payload.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, len >> 8, len & 0xff, ...payload, ...jpeg.subarray(2)]);
}
