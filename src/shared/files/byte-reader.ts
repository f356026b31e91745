// Random access to a file's bytes, so a header can be read as far as it goes without loading the
// file: a browser File/Blob (sliced), bytes already in memory, or anything else with an offset read
// (the server wraps a file handle).
export interface ByteReader {
  /** Total length in bytes. */
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file, none past it). */
  readAt(offset: number, length: number): Promise<Uint8Array>;
}

export function bytesReader(bytes: Uint8Array): ByteReader {
  return {
    size: bytes.length,
    readAt: async (offset, length) => bytes.subarray(Math.max(0, offset), Math.max(0, offset + length)),
  };
}

export function blobReader(blob: Blob): ByteReader {
  return {
    size: blob.size,
    readAt: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

export const toReader = (input: ByteReader | Uint8Array): ByteReader =>
  input instanceof Uint8Array ? bytesReader(input) : input;

/**
 * A file's head, read once and kept. Reads inside it are answered from memory; a read that runs on
 * past its end extends it, at least doubling, so megabytes of metadata take a handful of reads; a read
 * further on goes to the file. Every parser of one photo (metadata, the size sniff) can share one, so
 * the head is read once however many of them walk it, and a walk of a hundred segments costs no reads.
 */
export class HeadReader implements ByteReader {
  private buf: Uint8Array = new Uint8Array(0);
  constructor(
    private readonly source: ByteReader,
    private readonly first = 256 * 1024,
  ) {}

  get size(): number {
    return this.source.size;
  }

  /** The head up to at least `end` (or the whole file if shorter). */
  async upTo(end: number): Promise<Uint8Array> {
    const want = Math.min(end, this.source.size);
    if (want <= this.buf.length) return this.buf;
    const next = Math.min(this.source.size, Math.max(want, this.first, this.buf.length * 2));
    // A head that grows fourfold or more is read again whole: the read hands back new memory, and
    // reading what is held again costs less than copying the new megabytes onto it.
    if (next >= 4 * this.buf.length) return (this.buf = await this.source.readAt(0, next));
    const more = await this.source.readAt(this.buf.length, next - this.buf.length);
    const grown = new Uint8Array(this.buf.length + more.length);
    grown.set(this.buf);
    grown.set(more, this.buf.length);
    this.buf = grown;
    return grown;
  }

  async readAt(offset: number, length: number): Promise<Uint8Array> {
    const from = Math.max(0, offset);
    const to = Math.min(this.source.size, Math.max(from, offset + length));
    if (to <= this.buf.length) return this.buf.subarray(from, to);
    if (from > this.buf.length) return this.source.readAt(offset, length);
    return (await this.upTo(to)).subarray(from, to);
  }
}

/** `source` itself when it is a head reader already (shared by the caller), else a new one. */
export const headReader = (source: ByteReader, first?: number): HeadReader =>
  source instanceof HeadReader ? source : new HeadReader(source, first);

export const ascii = (b: Uint8Array, at: number, len: number) =>
  String.fromCharCode(...b.subarray(at, at + len));

export const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
export const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
export const u32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
