// The output file: sharp encodes in the chosen format and quality, and the source's metadata is
// spliced in by #shared/metadata's withMetadataBytes, the writer the browser export uses too.
import sharp, { type Sharp } from 'sharp';
import type { ExportFormat } from '#shared/export-settings';
import {
  isEmpty,
  outputMetadata,
  withMetadataBytes,
  withOutputMetadata,
  type MetadataOptions,
  type SourceMetadata,
} from '#shared/metadata';

/** Sets the encoder; 8 bits per channel in RGB(A), as a canvas gives (16-bit and grey sources too). */
export function encoder(image: Sharp, format: ExportFormat, quality: number): Sharp {
  const rgb = image.toColourspace('srgb');
  if (format === 'jpeg') return rgb.jpeg({ quality });
  if (format === 'png') return rgb.png();
  if (format === 'webp') return rgb.webp({ quality });
  return rgb.avif({ quality });
}

/** What the output carries from its source: the source's metadata, read from `file`. */
export interface Carried {
  source: SourceMetadata;
  options: MetadataOptions;
  file: Uint8Array;
}

/**
 * The encoded file with its metadata. JPEG, PNG and WEBP get it spliced in after the encode. The
 * writer has no AVIF form, so an AVIF is encoded from a stored PNG that carries the metadata (EXIF,
 * XMP, the profile its numbers are in), which sharp keeps (decisions 309, 316).
 */
export async function encode(image: Sharp, quality: number, carried: Carried): Promise<Uint8Array> {
  const { source, file } = carried;
  // libvips writes no profile into an sRGB JPEG, PNG or WEBP: sRGB is embedded, as the browser's
  // outputs carry one. An AVIF states its colour in its own header.
  const options = { ...carried.options, tagSrgb: carried.options.format !== 'avif' };
  const { format } = options;
  if (format !== 'avif')
    return withMetadataBytes(await encoder(image, format, quality).toBuffer(), source, options, file);
  const stored = { ...options, format: 'png' as const, namesColourSpace: true };
  const meta = outputMetadata(source, stored);
  // An AVIF with nothing to carry skips the stored PNG, which holds the whole photo uncompressed.
  if (isEmpty(meta)) return encoder(image, format, quality).toBuffer();
  const png = await image
    .toColourspace('srgb')
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
  const tagged = await withOutputMetadata(png, meta, stored, file);
  return encoder(sharp(tagged).keepMetadata(), format, quality).toBuffer();
}
