// The chunk walks of PNG and WEBP, shared by the size sniff (EXIF orientation) and the metadata
// readers and writers, so the files are walked one way.
import { ascii, headReader, u32be, u32le, type ByteReader } from './byte-reader';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface PngChunkHead {
  type: string;
  at: number;
  end: number;
  size: number;
}

export interface PngChunk extends PngChunkHead {
  data: Uint8Array;
}

/** A PNG's chunk headers before its image data: 8 bytes read where each chunk starts, data skipped. */
export async function pngChunkHeads(reader: ByteReader): Promise<PngChunkHead[] | null> {
  const signature = await reader.readAt(0, 8);
  if (!PNG_SIGNATURE.every((v, i) => signature[i] === v)) return null;
  const out: PngChunkHead[] = [];
  for (let at = 8; ;) {
    const h = await reader.readAt(at, 8);
    if (h.length < 8) break;
    const type = ascii(h, 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    const size = u32be(h, 0);
    const end = at + 12 + size;
    if (end > reader.size) break;
    out.push({ type, at, end, size });
    at = end;
  }
  return out;
}

/**
 * A PNG's chunks before its image data, with their data: what browsers apply (eXIf's orientation)
 * and what the metadata keeps lies there. Read through one head: `first` is its first read's length.
 */
export async function pngChunksBeforeIdat(source: ByteReader, first?: number): Promise<PngChunk[] | null> {
  const reader = headReader(source, first);
  const heads = await pngChunkHeads(reader);
  if (!heads) return null;
  const out: PngChunk[] = [];
  // One after the other: each read may grow the shared head.
  for (const c of heads) out.push({ ...c, data: await reader.readAt(c.at + 8, c.size) });
  return out;
}

/** IHDR's bit depth, and whether the PNG is grey (colour types 0 and 4); null without IHDR first. */
export function pngFormat(chunks: readonly PngChunk[]): { depth: number; grey: boolean } | null {
  const ihdr = chunks[0]?.type === 'IHDR' ? chunks[0].data : null;
  if (!ihdr || ihdr.length < 10) return null;
  return { depth: ihdr[8]!, grey: ihdr[9] === 0 || ihdr[9] === 4 };
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
