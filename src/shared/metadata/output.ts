// One entry point per direction: read a source's metadata by its type; clean it for an output; splice
// it into an encoded file of any export format.
import type { ExportFormat } from '../export-settings';
import { concat, memorySource, type ByteSource } from './bytes';
import { rebuildExif } from './exif';
import { cleanPhotoshopResources } from './iptc';
import { readIsobmffMetadata } from './isobmff';
import { readJpegMetadata, writeJpegMetadata } from './jpeg';
import { srgbProfile } from './icc-build';
import { addImpliedProfile } from './implied-profile';
import { NO_METADATA, type OutputMetadata, type Part, type SourceMetadata } from './model';
import { readPngMetadata, writePngMetadata } from './png';
import { readWebpMetadata, writeWebpMetadata } from './webp';
import { removeXmpLocation, xmpForOutput, xmpMayChange } from './xmp';

type Size = { width: number; height: number };

const READERS: Record<string, (source: ByteSource) => Promise<SourceMetadata | null>> = {
  'image/jpeg': readJpegMetadata,
  'image/png': readPngMetadata,
  'image/webp': readWebpMetadata,
  'image/heic': readIsobmffMetadata,
  'image/heif': readIsobmffMetadata,
  'image/avif': readIsobmffMetadata,
};

/** The source's metadata; NO_METADATA for types without a reader or a file that does not parse. */
export async function readSourceMetadata(source: ByteSource, type: string): Promise<SourceMetadata> {
  const read = READERS[type] ?? null;
  try {
    const meta = read && (await read(source));
    if (!meta) return NO_METADATA;
    return type === 'image/jpeg' ? addImpliedProfile(meta) : meta;
  } catch {
    // Metadata is a bonus: a file whose metadata does not parse still exports, without it.
    return NO_METADATA;
  }
}

export interface OutputOptions {
  removeLocation: boolean;
  size: Size;
  /** The profile the output's numbers are in, when it is not the encoder's own. */
  icc: Uint8Array | null;
  /**
   * The output's numbers are wide-gamut ones that the encoder tags itself (a Display P3 canvas): not
   * converted to sRGB, so EXIF keeps the source's ColorSpace as under `icc` (decision 180).
   */
  wideGamut?: boolean;
  /** EXIF names the colour space even where the source did not (an AVIF made by libvips). */
  namesColourSpace?: boolean;
  /**
   * The encoder writes no profile into an sRGB output (Chromium's PNG encoder, libvips' encoders), so
   * sRGB is embedded where `icc` is null and the numbers are not wide-gamut ones (decision 362).
   */
  tagSrgb?: boolean;
}

/** What the exported file is, for carrying the source's metadata into it (browser and server alike). */
export interface MetadataOptions extends OutputOptions {
  format: ExportFormat;
}

export function outputMetadata(meta: SourceMetadata, options: OutputOptions): OutputMetadata {
  const cleanXmp = (x: string) => {
    const upright = xmpForOutput(x, options.size);
    return options.removeLocation ? removeXmpLocation(upright) : upright;
  };
  const xmp = (x: string | null) => (x ? cleanXmp(x) : null);
  const { xmpExtendedGuid: guid, xmpExtendedBytes: bytes, xmpExtendedRange: range } = meta;
  const source = guid && bytes?.length ? { guid, bytes, range } : null;
  // A packet whose bytes name nothing the output rewrites is kept without being decoded (decision 203).
  const rewritten =
    source && !xmpMayChange(source.bytes, options.removeLocation) ? null : xmp(meta.xmpExtended);
  const unchanged = source && (rewritten === null || rewritten === meta.xmpExtended);
  return {
    exif: meta.exif && rebuildExif(meta.exif, { ...options, srgb: !options.icc && !options.wideGamut }),
    xmp: xmp(meta.xmp),
    xmpExtended: unchanged ? null : rewritten,
    xmpExtendedSource: unchanged ? source : null,
    iptc: meta.iptc && cleanPhotoshopResources(meta.iptc, options.removeLocation, cleanXmp),
    icc: options.icc ?? (options.tagSrgb && !options.wideGamut ? srgbProfile() : null),
  };
}

export const isEmpty = (m: OutputMetadata) =>
  !m.exif && !m.xmp && !m.xmpExtended && !m.xmpExtendedSource && !m.iptc && !m.icc;

/** The parts of the output file; AVIF (and anything else) is left as encoded. */
export function spliceMetadata(
  encoded: ByteSource,
  format: string,
  meta: OutputMetadata,
  size: Size,
): Promise<Part[]> {
  if (format === 'jpeg') return writeJpegMetadata(encoded, meta);
  if (format === 'png') return writePngMetadata(encoded, meta);
  if (format === 'webp') return writeWebpMetadata(encoded, meta, size);
  return Promise.resolve([{ from: 0, to: encoded.size }]);
}

type Target = Pick<MetadataOptions, 'format' | 'size'>;

/**
 * The output file's parts with its metadata (`outputMetadata`) spliced in, each kept range cut (by
 * `cut`) from the encoded file or from the source, whose extended XMP is copied as it is (decision
 * 203); null where there is no metadata to carry. `read` reads the encoded file.
 */
export async function metadataParts<T>(
  encoded: T,
  read: ByteSource,
  meta: OutputMetadata,
  target: Target,
  file: T,
  cut: (of: T, from: number, to: number) => T,
): Promise<(Uint8Array | T)[] | null> {
  if (isEmpty(meta)) return null;
  const parts = await spliceMetadata(read, target.format, meta, target.size);
  return parts.map((p) =>
    p instanceof Uint8Array ? p : cut(p.of === 'source' ? file : encoded, p.from, p.to),
  );
}

/**
 * The encoded file, held in memory, with metadata already cleaned for it (`outputMetadata`): for a
 * caller that first needed to know whether there is any.
 */
export async function withOutputMetadata(
  encoded: Uint8Array,
  meta: OutputMetadata,
  target: Target,
  file: Uint8Array,
): Promise<Uint8Array> {
  const cut = (of: Uint8Array, from: number, to: number) => of.subarray(from, to);
  const parts = await metadataParts(encoded, memorySource(encoded), meta, target, file, cut);
  return parts ? concat(parts) : encoded;
}

/**
 * The encoded file, held in memory, with the source's metadata: the server's outputs, and the
 * browser's original-quality one.
 */
export function withMetadataBytes(
  encoded: Uint8Array,
  source: SourceMetadata,
  options: MetadataOptions,
  file: Uint8Array,
): Promise<Uint8Array> {
  return withOutputMetadata(encoded, outputMetadata(source, options), options, file);
}
