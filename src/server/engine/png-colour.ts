// A PNG that states its colour by gAMA and cHRM instead of a profile: Chromium decodes by them,
// libvips does not. The engine hands libvips the profile they describe, so it converts the PNG to sRGB
// as the browser export does.
import { pngChunksBeforeIdat } from '#shared/files/chunks';
import { bytesReader } from '#shared/files';
import { NO_METADATA, withMetadataBytes } from '#shared/metadata';
import { pngImpliedProfile } from '#shared/metadata/png-gamma';
import type { Size } from '#shared/placement';

/** `bytes` with an iCCP chunk of that profile (gAMA and cHRM give way to it), or as they are. */
export async function withPngColour(bytes: Uint8Array, size: Size): Promise<Uint8Array> {
  const chunks = await pngChunksBeforeIdat(bytesReader(bytes));
  const icc = chunks && pngImpliedProfile(chunks);
  if (!icc) return bytes;
  // The shared PNG writer: the profile after IHDR, every other chunk (eXIf included) kept.
  return withMetadataBytes(bytes, NO_METADATA, { format: 'png', removeLocation: false, size, icc }, bytes);
}
