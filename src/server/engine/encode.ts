// The output file's encoder: sharp in the chosen format and quality (the source's metadata is spliced
// in afterwards by #shared/metadata's withMetadataBytes, the writer the browser export uses too).
import sharp, { type Sharp } from 'sharp';
import type { ExportFormat } from '#shared/export-settings';
import { NO_METADATA, withMetadataBytes } from '#shared/metadata';

/** Sets the encoder; 8 bits per channel in RGB(A), as a canvas gives (16-bit and grey sources too). */
export function encoder(image: Sharp, format: ExportFormat, quality: number): Sharp {
  const rgb = image.toColourspace('srgb');
  if (format === 'jpeg') return rgb.jpeg({ quality });
  if (format === 'png') return rgb.png();
  if (format === 'webp') return rgb.webp({ quality });
  return rgb.avif({ quality });
}

/**
 * The encoded file. `icc`: the profile the numbers are in, where it is not sRGB. JPEG, PNG and WEBP
 * get it spliced in afterwards; AVIF is left as encoded, and sharp tags it only with a profile its
 * input embeds, which a HEIF's raw pixels and a profile EXIF implies lack. So such an AVIF is encoded
 * from a stored PNG that carries the profile (decision 309).
 */
export async function encode(
  image: Sharp,
  format: ExportFormat,
  quality: number,
  icc: Uint8Array | null,
): Promise<Uint8Array> {
  if (format !== 'avif' || !icc) return encoder(image, format, quality).toBuffer();
  const { data, info } = await image
    .toColourspace('srgb')
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  const tagged = await withMetadataBytes(
    data,
    NO_METADATA,
    { format: 'png', removeLocation: true, size, icc },
    data,
  );
  return encoder(sharp(tagged).keepIccProfile(), format, quality).toBuffer();
}
