// EXIF orientation of PNG and WEBP files (JPEG's is read with its header walk). Browsers apply a
// PNG's (its eXIf lies before the image data) but not a WEBP's, whose EXIF follows the image data:
// the export and the editor turn WEBP photos themselves, as the server engine and photo editors do.
import { ascii, type ByteReader } from './byte-reader';
import { pngChunkHeads, webpChunks, webpExifTiff } from './chunks';
import { exifOrientation } from './jpeg-header';

/** A size as shown, after an orientation that swaps the sides (5 to 8). */
export const orientedSize = <T extends { width: number; height: number }>(size: T, orientation: number) =>
  orientation >= 5 ? { ...size, width: size.height, height: size.width } : size;

/** The orientation in a PNG's eXIf chunk, 1 when absent. Reads chunk headers and the EXIF only. */
export async function pngOrientation(reader: ByteReader): Promise<number> {
  const exif = (await pngChunkHeads(reader))?.find((c) => c.type === 'eXIf');
  return exif ? exifOrientation(await reader.readAt(exif.at + 8, exif.size), 0) : 1;
}

/** VP8X's flag for an EXIF chunk: without it decoders (libvips) ignore one. */
const EXIF_FLAG = 0x08;

/** The orientation in a WEBP's EXIF chunk, 1 when absent. Reads chunk headers and the EXIF only. */
export async function webpOrientation(reader: ByteReader): Promise<number> {
  const head = await reader.readAt(12, 9);
  if (ascii(head, 0, 4) !== 'VP8X' || !(head[8]! & EXIF_FLAG)) return 1;
  const exif = (await webpChunks(reader))?.find((c) => c.fourcc === 'EXIF');
  if (!exif) return 1;
  return exifOrientation(webpExifTiff(await reader.readAt(exif.at + 8, exif.size)), 0);
}
