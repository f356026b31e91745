// The output file: encoded by sharp in the chosen format and quality, then the source's metadata
// spliced in by the same shared writers the browser export uses (no second metadata writer).
import type { Sharp } from 'sharp';
import type { ExportFormat } from '#shared/export-settings';
import { bytesReader } from '#shared/files';
import {
  concat,
  isEmpty,
  outputMetadata,
  spliceMetadata,
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

/**
 * The encoded file with the source's EXIF (orientation 1, this size, no thumbnail), XMP, IPTC and
 * profile. `file`: the source photo, whose extended XMP is copied from it as it is (decision 203).
 */
export async function withSourceMetadata(
  encoded: Uint8Array,
  source: SourceMetadata,
  options: MetadataOptions,
  file: Uint8Array,
): Promise<Uint8Array> {
  const meta = outputMetadata(source, options);
  if (isEmpty(meta)) return encoded;
  const parts = await spliceMetadata(bytesReader(encoded), options.format, meta, options.size);
  return concat(
    parts.map((p) =>
      p instanceof Uint8Array ? p : (p.of === 'source' ? file : encoded).subarray(p.from, p.to),
    ),
  );
}
