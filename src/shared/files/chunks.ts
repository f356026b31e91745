// The chunk walks of PNG and WEBP, shared by the size sniff (EXIF orientation) and the metadata
// readers and writers, so the files are walked one way.
import { ascii, headReader, u32be, u32le, type ByteReader } from './byte-reader';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface PngChunk {
  type: string;
  at: number;
  end: number;
  data: Uint8Array;
}

/**
 * A PNG's chunks before its image data, with their data: what browsers apply (eXIf's orientation)
 * and what the metadata keeps lies there. `first`: how much of the file the first read takes.
 */
export async function pngChunksBeforeIdat(source: ByteReader, first?: number): Promise<PngChunk[] | null> {
  const reader = headReader(source, first);
  let b = await reader.upTo(8);
  if (!PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  const out: PngChunk[] = [];
  let at = 8;
  for (;;) {
    b = await reader.upTo(at + 8);
    if (at + 8 > b.length) break;
    const type = ascii(b, at + 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    const end = at + 12 + u32be(b, at);
    b = await reader.upTo(end);
    if (end > b.length) break;
    out.push({ type, at, end, data: b.subarray(at + 8, end - 4) });
    at = end;
  }
  return out;
}

export interface WebpChunk {
  fourcc: string;
  at: number;
  end: number;
  size: number;
}

/** A WEBP's chunk headers: each one is 8 bytes read where the previous chunk ends. */
export async function webpChunks(source: ByteReader): Promise<WebpChunk[] | null> {
  const head = await source.readAt(0, 12);
  if (head.length < 12 || ascii(head, 0, 4) !== 'RIFF' || ascii(head, 8, 4) !== 'WEBP') return null;
  const end = Math.min(source.size, 8 + u32le(head, 4));
  const out: WebpChunk[] = [];
  for (let at = 12; at + 8 <= end;) {
    const h = await source.readAt(at, 8);
    if (h.length < 8) break;
    const size = u32le(h, 4);
    const next = at + 8 + size + (size & 1);
    out.push({ fourcc: ascii(h, 0, 4), at, end: Math.min(next, end), size });
    at = next;
  }
  return out;
}

/** A WEBP EXIF chunk's TIFF block: some writers keep JPEG's "Exif\0\0" header in the chunk. */
export const webpExifTiff = (d: Uint8Array): Uint8Array => (ascii(d, 0, 4) === 'Exif' ? d.subarray(6) : d);
