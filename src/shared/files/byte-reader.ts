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

export const ascii = (b: Uint8Array, at: number, len: number) =>
  String.fromCharCode(...b.subarray(at, at + len));

export const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
export const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
