// A PNG that states its colour by gAMA and cHRM instead of a profile: Chromium decodes by them,
// libvips does not. The engine hands libvips the profile they describe, so it converts the PNG to sRGB
// as the browser export does.
import sharp from 'sharp';
import { pngChunksBeforeIdat, pngFormat } from '#shared/files/chunks';
import { bytesReader } from '#shared/files';
import { NO_METADATA, withMetadataBytes } from '#shared/metadata';
import { pngImpliedProfile } from '#shared/metadata/png-gamma';
import type { Size } from '#shared/placement';
import { MAX_CANVAS_AREA } from '#shared/export-settings';

/**
 * `bytes` with an iCCP chunk of that profile (gAMA and cHRM give way to it), or as they are. A 16-bit
 * grey PNG with a profile comes back 8-bit: sharp converts no 16-bit grey by its profile, and the
 * canvas holds 8 bits anyway.
 */
export async function withPngColour(bytes: Uint8Array, size: Size): Promise<Uint8Array> {
  const chunks = await pngChunksBeforeIdat(bytesReader(bytes));
  if (!chunks) return bytes;
  const icc = pngImpliedProfile(chunks);
  // The shared PNG writer: the profile after IHDR, every other chunk (eXIf included) kept.
  const tagged = icc
    ? await withMetadataBytes(bytes, NO_METADATA, { format: 'png', removeLocation: false, size, icc }, bytes)
    : bytes;
  const format = pngFormat(chunks);
  if (!format?.grey || format.depth !== 16 || !(icc || chunks.some((c) => c.type === 'iCCP'))) return tagged;
  const eight = sharp(tagged, { limitInputPixels: MAX_CANVAS_AREA }).toColourspace('b-w').keepMetadata();
  // A damaged file is left to the open that follows, which refuses it by name.
  return eight
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch(() => tagged);
}
