// Byte helpers shared by the metadata readers and writers: no DOM or Node types, so the server can use them.

import type { ByteReader } from '../files/byte-reader';

/** Random access to a file's bytes: the one reader of `files/` (a Blob on the client, bytes, a file handle). */
export type ByteSource = ByteReader;
export { bytesReader as memorySource, HeadReader, headReader } from '../files/byte-reader';

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export { ascii, u32le } from '../files/byte-reader';

export const asciiBytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

export function startsWith(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i += 1) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

export const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
export const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

export function be16(n: number): Uint8Array {
  return Uint8Array.of((n >> 8) & 0xff, n & 0xff);
}
export function be32(n: number): Uint8Array {
  return Uint8Array.of((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
}
export function le32(n: number): Uint8Array {
  return Uint8Array.of(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
}

const utf8Decoder = new TextDecoder('utf-8', { fatal: false });
export const utf8 = (bytes: Uint8Array): string => utf8Decoder.decode(bytes);
export const utf8Bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
