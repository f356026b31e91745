// The CRC-32 the server's zips use: Node's own (zlib's, in C; every Node this project runs on has it).
import zlib from 'node:zlib';
import type { Crc32 } from '#shared/zip/stored-zip';

export const nodeCrc32: Crc32 = (data) => zlib.crc32(data);
