// Carries the source's metadata (EXIF, IPTC, XMP, colour profile) into an encoded output file, and
// converts a logo into a wide-gamut photo's numbers (the colour plan is shared with the server engine).
import {
  metadataParts,
  readSourceMetadata,
  type ColourPlan,
  type MetadataOptions,
  type SourceMetadata,
} from '#shared/metadata';
import type { LayerImageFor } from './watermark';
import { blobReader, type ByteReader } from '#shared/files';

/**
 * The source's metadata, read from its head (never its pixel data). Give it the photo's shared head
 * reader, so the size check before the decode walks the same bytes without reading them again.
 */
export const readMetadata = (head: ByteReader, type: string): Promise<SourceMetadata> =>
  readSourceMetadata(head, type);

/**
 * The file for the decoder: without the segments of extended XMP it holds in one clean run. Decoders
 * skip those segments but read them all the same, and a desktop editor's history can be megabytes.
 * Whole segments are cut, so what is left is the same JPEG stream, EXIF and profile included.
 */
export function withoutExtendedXmp(file: Blob, meta: SourceMetadata): Blob {
  const range = meta.xmpExtendedRange;
  return range ? new Blob([file.slice(0, range.from), file.slice(range.to)], { type: file.type }) : file;
}

/**
 * Image layers' bitmaps in the numbers the photo is composed in: converted from sRGB into a wide-gamut
 * photo's own profile (decision 182), else as they come.
 */
export const layerImagesFor = (plan: ColourPlan, imageFor: LayerImageFor): LayerImageFor =>
  plan.fromSrgb ? async (id, px) => logoInProfile((await imageFor(id, px)) as ImageBitmap, plan) : imageFor;

/** The logo in the photo's numbers; the logo is small, so a pass over its pixels is cheap. */
function logoInProfile(logo: CanvasImageSource & { width: number; height: number }, plan: ColourPlan) {
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

/**
 * The encoded file with the source's metadata spliced in (no re-encode: pixel data is sliced, not
 * read). Metadata kept as the source holds it is sliced from `file`: the browser copies those bytes
 * from file to file, and they never pass through this worker again.
 */
export async function withSourceMetadata(
  encoded: Blob,
  source: SourceMetadata,
  options: MetadataOptions,
  file: Blob,
): Promise<Blob> {
  const cut = (of: Blob, from: number, to: number) => of.slice(from, to);
  const parts = await metadataParts(encoded, blobReader(encoded), source, options, file, cut);
  return parts ? new Blob(parts as BlobPart[], { type: encoded.type }) : encoded;
}
