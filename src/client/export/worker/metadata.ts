// Carries the source's metadata (EXIF, IPTC, XMP, colour profile) into an encoded output file, and
// converts a logo into a wide-gamut photo's numbers (the colour plan is shared with the server engine).
import type { ExportFormat } from '#shared/export-settings';
import {
  isEmpty,
  outputMetadata,
  readSourceMetadata,
  spliceMetadata,
  type ColourPlan,
  type SourceMetadata,
} from '#shared/metadata';
import { blobReader } from '#shared/files';
import type { Size } from '#shared/placement';

/** The source's metadata, read once from its head (never its pixel data). */
export const readMetadata = (file: Blob, type: string): Promise<SourceMetadata> =>
  readSourceMetadata(blobReader(file), type);

/** The logo in the photo's numbers; the logo is small, so a pass over its pixels is cheap. */
export function logoInProfile(logo: CanvasImageSource & { width: number; height: number }, plan: ColourPlan) {
  if (!plan.fromSrgb || typeof OffscreenCanvas !== 'function') return logo;
  const canvas = new OffscreenCanvas(logo.width, logo.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return logo;
  ctx.drawImage(logo, 0, 0);
  const pixels = ctx.getImageData(0, 0, logo.width, logo.height);
  plan.fromSrgb(pixels.data);
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}

export interface MetadataOptions {
  format: ExportFormat;
  removeLocation: boolean;
  /** The output's pixel size (EXIF's pixel dimensions are set to it). */
  size: Size;
  /** The profile to embed (from the colour plan), or null for the encoder's own. */
  icc: Uint8Array | null;
}

/** The encoded file with the source's metadata spliced in (no re-encode: pixel data is sliced, not read). */
export async function withSourceMetadata(
  encoded: Blob,
  source: SourceMetadata,
  options: MetadataOptions,
): Promise<Blob> {
  const meta = outputMetadata(source, options);
  if (isEmpty(meta)) return encoded;
  const parts = await spliceMetadata(blobReader(encoded), options.format, meta, options.size);
  return new Blob(
    parts.map((p) =>
      p instanceof Uint8Array ? (p as Uint8Array<ArrayBuffer>) : encoded.slice(p.from, p.to),
    ),
    { type: encoded.type },
  );
}
