// A stored (uncompressed) zip, streamed entry by entry: the browser export's and the API job's. Photos
// do not shrink, so the cost of a zip is its CRC-32; the caller gives the fastest it has (decision 283:
// Node's native one on the server, a table-sliced one in the browser, where client-zip's took 15-20 ms
// a 12 MP photo). ZIP64 records where offsets or the entry count outgrow the classic format.

export interface ZipFile {
  name: string;
  /** The entry's data: its parts in order (a browser's output is an encoded Blob and metadata bytes). */
  data: readonly (Blob | Uint8Array)[];
  lastModified: Date;
}

/** The unsigned CRC-32 of a whole entry, given as its parts in order. */
export type Crc32 = (parts: readonly Uint8Array[]) => number;

const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
/** Version 4.5 (ZIP64) needed and made by, on Unix (3), whose mode the external attributes carry. */
const VERSION = 45;
const MADE_BY = (3 << 8) | VERSION;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = (1 << 3) | (1 << 11);
/** A regular file, rw-rw-r--, as client-zip wrote before (decision 283). */
const EXTERNAL = (0o100664 << 16) >>> 0;

const encoder = new TextEncoder();

function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.min(Math.max(d.getFullYear(), 1980), 2107);
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

function record(size: number, fill: (v: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

interface Entry {
  name: Uint8Array;
  time: number;
  date: number;
  crc: number;
  size: number;
  offset: number;
}

function localHeader(e: Entry): Uint8Array {
  const bytes = record(30 + e.name.length, (v) => {
    v.setUint32(0, 0x04034b50, true);
    v.setUint16(4, VERSION, true);
    v.setUint16(6, FLAGS, true);
    v.setUint16(10, e.time, true);
    v.setUint16(12, e.date, true);
    v.setUint16(26, e.name.length, true);
  });
  bytes.set(e.name, 30);
  return bytes;
}

const descriptor = (e: Entry) =>
  record(16, (v) => {
    v.setUint32(0, 0x08074b50, true);
    v.setUint32(4, e.crc, true);
    v.setUint32(8, e.size, true);
    v.setUint32(12, e.size, true);
  });

function centralHeader(e: Entry): Uint8Array {
  const far = e.offset >= MAX32;
  const bytes = record(46 + e.name.length + (far ? 12 : 0), (v) => {
    v.setUint32(0, 0x02014b50, true);
    v.setUint16(4, MADE_BY, true);
    v.setUint16(6, VERSION, true);
    v.setUint16(8, FLAGS, true);
    v.setUint16(12, e.time, true);
    v.setUint16(14, e.date, true);
    v.setUint32(16, e.crc, true);
    v.setUint32(20, e.size, true);
    v.setUint32(24, e.size, true);
    v.setUint16(28, e.name.length, true);
    v.setUint16(30, far ? 12 : 0, true);
    v.setUint32(38, EXTERNAL, true);
    v.setUint32(42, far ? MAX32 : e.offset, true);
    if (!far) return;
    // The ZIP64 extra field holds the one value that overflowed: the local header's offset.
    const at = 46 + e.name.length;
    v.setUint16(at, 0x0001, true);
    v.setUint16(at + 2, 8, true);
    v.setBigUint64(at + 4, BigInt(e.offset), true);
  });
  bytes.set(e.name, 46);
  return bytes;
}

/** The end records: ZIP64 ones first where a count, size or offset outgrows its classic field. */
function endRecords(count: number, cdOffset: number, cdSize: number): Uint8Array[] {
  const wide = count >= MAX16 || cdOffset >= MAX32 || cdSize >= MAX32;
  const end = record(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, Math.min(count, MAX16), true);
    v.setUint16(10, Math.min(count, MAX16), true);
    v.setUint32(12, Math.min(cdSize, MAX32), true);
    v.setUint32(16, Math.min(cdOffset, MAX32), true);
  });
  if (!wide) return [end];
  const zip64End = record(56, (v) => {
    v.setUint32(0, 0x06064b50, true);
    v.setBigUint64(4, 44n, true);
    v.setUint16(12, MADE_BY, true);
    v.setUint16(14, VERSION, true);
    v.setBigUint64(24, BigInt(count), true);
    v.setBigUint64(32, BigInt(count), true);
    v.setBigUint64(40, BigInt(cdSize), true);
    v.setBigUint64(48, BigInt(cdOffset), true);
  });
  const locator = record(20, (v) => {
    v.setUint32(0, 0x07064b50, true);
    v.setBigUint64(8, BigInt(cdOffset + cdSize), true);
    v.setUint32(16, 1, true);
  });
  return [zip64End, locator, end];
}

/**
 * A Blob part is read whole: one bulk copy costs far less than its stream's 64 KB chunks one by one (a
 * photo's output is a few MB, and the composing worker held it whole already).
 */
const bytesOf = async (data: Blob | Uint8Array): Promise<Uint8Array> =>
  data instanceof Uint8Array ? data : new Uint8Array(await data.arrayBuffer());

/**
 * The zip's parts in order. With `blobs`, an entry's Blob parts are yielded as those Blobs once the
 * CRC is taken, for a sink that takes Blobs by reference; else every part is bytes.
 */
async function* zipChunks(
  files: AsyncIterable<ZipFile>,
  crc32: Crc32,
  blobs: boolean,
): AsyncGenerator<Uint8Array | Blob> {
  const entries: Entry[] = [];
  let offset = 0;
  for await (const file of files) {
    const e: Entry = {
      name: encoder.encode(file.name),
      ...dosDateTime(file.lastModified),
      crc: 0,
      size: 0,
      offset,
    };
    const header = localHeader(e);
    yield header;
    const bytes = await Promise.all(file.data.map(bytesOf));
    e.crc = crc32(bytes);
    e.size = bytes.reduce((n, b) => n + b.length, 0);
    for (const [i, part] of file.data.entries()) yield blobs && part instanceof Blob ? part : bytes[i]!;
    // One photo never nears 4 GB; the descriptor's classic fields would not hold it.
    if (e.size >= MAX32) throw new RangeError(`${file.name} is too large for a zip entry`);
    yield descriptor(e);
    offset += header.length + e.size + 16;
    entries.push(e);
  }
  const central = entries.map(centralHeader);
  const cdSize = central.reduce((n, c) => n + c.length, 0);
  const all = new Uint8Array(cdSize);
  central.reduce((at, c) => (all.set(c, at), at + c.length), 0);
  yield all;
  yield* endRecords(entries.length, offset, cdSize);
}

/**
 * The zip of `files` as parts: its records as bytes, each entry's parts as they were given. A Blob part
 * is read once, for the CRC, and passes on as the same Blob: a browser sink writes it by reference,
 * without its bytes crossing back from this thread (decision 296).
 */
export const zipParts = (files: AsyncIterable<ZipFile>, crc32: Crc32): AsyncGenerator<Uint8Array | Blob> =>
  zipChunks(files, crc32, true);

/** The zip of `files`, in their order, as a stream that reads the next file only when asked. */
export function storedZip(files: AsyncIterable<ZipFile>, crc32: Crc32): ReadableStream<Uint8Array> {
  const chunks = zipChunks(files, crc32, false) as AsyncGenerator<Uint8Array>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        await chunks.return(undefined).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
