// The output file's encoder: sharp in the chosen format and quality (the source's metadata is spliced
// in afterwards by #shared/metadata's withMetadataBytes, the writer the browser export uses too).
import type { Sharp } from 'sharp';
import type { ExportFormat } from '#shared/export-settings';

/** Sets the encoder; 8 bits per channel in RGB(A), as a canvas gives (16-bit and grey sources too). */
export function encoder(image: Sharp, format: ExportFormat, quality: number): Sharp {
  const rgb = image.toColourspace('srgb');
  if (format === 'jpeg') return rgb.jpeg({ quality });
  if (format === 'png') return rgb.png();
  if (format === 'webp') return rgb.webp({ quality });
  return rgb.avif({ quality });
}
