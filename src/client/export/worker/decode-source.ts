// Decodes a source photo upright (EXIF orientation applied) for the export, in whatever colour
// space it was made in. Every decoder of the export goes through here.
import { blobReader, sniffImage, type ByteReader } from '#shared/files';
import { assertFitsCanvas } from './canvas-limits';
import { loadError } from './compose-error';
import { readHeifInfo } from '#shared/files/heif-items';
import { heifColorSpace, isHeif } from '#shared/files/isobmff';
import { decodeHeif } from './heif-decode';
import { decodeUpright } from './orient';

export interface DecodedPhoto {
  image: CanvasImageSource & { close(): void };
  /** Upright size in pixels. */
  width: number;
  height: number;
  /** The canvas colour space that holds this photo without loss. */
  colorSpace: PredefinedColorSpace;
}

/**
 * `raw`: the photo's own numbers, without colour conversion (a wide-gamut photo composed as is).
 * `head`: the photo's head reader where the caller has read it already (its metadata), so the size
 * check costs no more reads; a JPEG with a hundred segments of XMP would otherwise take two hundred.
 */
export async function decodeSource(
  file: Blob,
  name: string,
  type: string,
  raw = false,
  head: ByteReader = blobReader(file),
): Promise<DecodedPhoto> {
  // A photo no canvas can hold is refused from its header, before gigabytes are decoded for nothing.
  const header = await sniffImage(head).catch(() => null);
  if (header?.width && header.height) assertFitsCanvas({ width: header.width, height: header.height }, name);
  try {
    // HEIC/HEIF: Chromium has no decoder, libheif (WebAssembly) does it, in this worker.
    if (isHeif(type)) return await decodeHeif(file);
    const image = await decodeUpright(file, type, { colorSpaceConversion: raw ? 'none' : 'default' }, head);
    // An AVIF that says Display P3 by its colour code alone (no profile to take raw) is drawn into a
    // P3 canvas, where Chromium keeps its gamut, as the engine keeps it (decision 313).
    const avifP3 = !raw && type === 'image/avif' && (await avifColorSpace(head)) === 'display-p3';
    return { image, width: image.width, height: image.height, colorSpace: avifP3 ? 'display-p3' : 'srgb' };
  } catch {
    throw loadError(name);
  }
}

const avifColorSpace = async (head: ByteReader) =>
  heifColorSpace((await readHeifInfo(head).catch(() => null))?.colour);
