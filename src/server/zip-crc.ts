// The CRC-32 the server's zips use: Node's own (zlib's, in C; every Node this project runs on has it).
import zlib from 'node:zlib';
import type { Crc32 } from '#shared/zip/stored-zip';

/**
 * Empty parts are skipped: zlib reads a null buffer as a request for its initial value, 0, and an
 * empty array can have no memory behind it, which would restart the CRC mid-entry.
 */
export const nodeCrc32: Crc32 = (parts) =>
  parts.reduce((crc, part) => (part.length ? zlib.crc32(part, crc) : crc), 0);
