// The CRC-32 the server's zips use: Node's own (zlib's, in C) where this Node has it (20.15 on), else
// crc-32's table-sliced one (decision 283). Both answer the unsigned CRC and continue from `crc`.
import zlib from 'node:zlib';
import CRC32 from 'crc-32';
import type { Crc32 } from '#shared/zip/stored-zip';

export const nodeCrc32: Crc32 =
  typeof zlib.crc32 === 'function'
    ? (data, crc) => zlib.crc32(data, crc)
    : (data, crc) => CRC32.buf(data, crc) >>> 0;
