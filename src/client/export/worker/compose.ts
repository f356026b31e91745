// Composes one photo at full resolution: decode (EXIF orientation applied), draw the watermark, encode.
// The same code runs in the compose worker and, where workers have no OffscreenCanvas, on the main thread.
import { drawLayers, type LayerDrawContext } from '#shared/drawing';
import { FORMAT_INFO, outputSize, type ExportSettings } from '#shared/export-settings';
import { blobReader, HeadReader } from '#shared/files';
import { isHeif } from '#shared/files/isobmff';
import { colourPlan } from '#shared/metadata';
import type { Size } from '#shared/placement';
import { assertFitsCanvas, assertFitsFormat } from './canvas-limits';
import { blobError, contextError } from './compose-error';
import { canvasJpeg } from './canvas-jpeg';
import { decodeSource } from './decode-source';
import { backgroundFor, drawComposite } from './draw';
import { readMetadata, withoutExtendedXmp, withSourceMetadata } from './metadata';
import { composeOriginal, originalQualityApplies } from './original/transcode';
import { readyWatermark, type ComposeWatermark, type LayerImageFor } from './watermark';
import type { OutputData } from './output-data';

export * from './compose-error';
export type { ComposeWatermark, LayerImageFor } from './watermark';

/** A drawing surface the size of the photo; reused from photo to photo so memory stays flat. */
export interface SurfaceOptions {
  colorSpace: PredefinedColorSpace;
  /** Keep transparency (PNG, WEBP, AVIF outputs); without it the photo is flattened on white. */
  alpha: boolean;
}

export interface Surface {
  prepare(size: Size, options?: SurfaceOptions): LayerDrawContext<CanvasImageSource>;
  /** The picture as `mime`: a Blob from the canvas's encoder, or bytes from ours (JPEG, decision 300). */
  encode(mime: string, quality: number): Promise<Blob | Uint8Array<ArrayBuffer>>;
  release(): void;
}

export const logoKey = (s: Size) => `${s.width}x${s.height}`;

export interface ComposeInput {
  file: Blob;
  name: string;
  /** The source's MIME type, from its content. */
  type: string;
  /** The layers to draw on this photo (null: the photo alone). */
  watermark: ComposeWatermark | null;
  output: ExportSettings;
}

export interface ComposeOutput {
  data: OutputData;
  width: number;
  height: number;
  /** Set when the photo kept its original quality (issue 14): blocks copied untouched, of all. */
  original?: { copied: number; total: number };
}

export async function composePhoto(
  input: ComposeInput,
  surface: Surface,
  imageFor: LayerImageFor,
): Promise<ComposeOutput> {
  // One head reader per photo: the metadata and the size check walk the same bytes, read once.
  const head = new HeadReader(blobReader(input.file));
  const source = await readMetadata(head, input.type);
  if (originalQualityApplies(input.type, input.output)) {
    // Anything this path does not take, or trips on, goes the pixel way as before (decision 254).
    const kept = await composeOriginal(input, source, imageFor, head).catch((err: unknown) => {
      console.warn(`Original quality: ${input.name} goes the pixel way`, err);
      return null;
    });
    if (kept) return { data: [kept.data], width: kept.width, height: kept.height, original: kept.blocks };
  }
  const heif = isHeif(input.type);
  const planned = heif ? null : colourPlan(source);
  const pixels = withoutExtendedXmp(input.file, source);
  const photo = await decodeSource(pixels, input.name, input.type, planned?.raw ?? false, head);
  // libheif gives a HEIF's own numbers: a Display P3 one in a P3 canvas (decision 173), no raw plan
  // there; under another profile (Adobe RGB) they are kept as a JPEG's (decision 307). Decided from
  // the decode, as the engine decides.
  const colour = planned ?? colourPlan(photo.colorSpace === 'display-p3' ? { ...source, icc: null } : source);
  const size = outputSize(photo, input.output.resize);
  const { format, quality, removeLocation } = input.output;
  // Only JPEG lacks alpha; the other formats keep a transparent photo's transparency.
  const alpha = format !== 'jpeg';
  // A wide-gamut photo is composed in its own numbers (raw decode) on an sRGB-tagged canvas, and the
  // output is tagged with the photo's profile instead (decision 182).
  const options: SurfaceOptions = { colorSpace: colour.raw ? 'srgb' : photo.colorSpace, alpha };
  try {
    assertFitsCanvas(size, input.name);
    assertFitsFormat(size, format, input.name);
    const ctx = surface.prepare(size, options);
    // Anchors resolve on the photo's own shape; the layers are drawn on the output (resized or not).
    // In a wide-gamut photo's own numbers, the layers' colours are converted from sRGB (decision 182).
    const mark =
      input.watermark && (await readyWatermark(ctx, input.watermark, photo, size, imageFor, colour.fromSrgb));
    const overlay = mark && (() => drawLayers(ctx, mark.items, mark.sources));
    drawComposite(ctx, photo.image, size, overlay, backgroundFor(input.type, alpha));
  } finally {
    // Free the decoded photo before encoding: only the canvas holds pixels from here on.
    photo.image.close();
  }
  const { mime } = FORMAT_INFO[format];
  const encoded = await surface.encode(mime, quality / 100);
  // A canvas that cannot write the asked type answers PNG instead: never hand that out misnamed.
  if (encoded instanceof Blob && encoded.type !== mime) throw blobError();
  // A P3 canvas's output is tagged P3 by the encoder: its EXIF must not call it sRGB.
  const wideGamut = options.colorSpace === 'display-p3';
  // Chromium tags its sRGB JPEG and WEBP outputs, but not a PNG: that one gets sRGB embedded.
  const meta = { format, removeLocation, size, icc: colour.icc, wideGamut, tagSrgb: format === 'png' };
  return { data: await withSourceMetadata(encoded, source, meta, head), ...size };
}

/** The worker's surface (and the main thread's where it has OffscreenCanvas). */
export function offscreenSurface(): Surface {
  let canvas: OffscreenCanvas | null = null;
  let ctx: OffscreenCanvasRenderingContext2D | null = null;
  let made = '';
  return {
    prepare(size, options = { colorSpace: 'srgb', alpha: false }) {
      // A context's colour space and alpha are fixed when it is made: other ones need a new canvas.
      const kind = `${options.colorSpace}/${options.alpha}`;
      if (!canvas || kind !== made) {
        canvas = new OffscreenCanvas(size.width, size.height);
        ctx = canvas.getContext('2d', options);
        made = kind;
      } else if (canvas.width !== size.width || canvas.height !== size.height) {
        canvas.width = size.width;
        canvas.height = size.height;
      }
      if (!ctx) throw contextError();
      return ctx as LayerDrawContext<CanvasImageSource>;
    },
    async encode(mime, quality) {
      if (!canvas || !ctx) throw blobError();
      const own = mime === 'image/jpeg' && made === 'srgb/false';
      const bytes = own && (await canvasJpeg(canvas, ctx, quality));
      if (bytes) return bytes;
      try {
        return await canvas.convertToBlob({ type: mime, quality });
      } catch {
        throw blobError();
      }
    },
    release() {
      // A zero-size canvas gives its backing store back now rather than at garbage collection.
      if (canvas) canvas.width = canvas.height = 0;
      canvas = null;
      ctx = null;
    },
  };
}

/** True where this global scope can compose off the main thread. */
export function canComposeOffscreen(): boolean {
  try {
    return typeof OffscreenCanvas === 'function' && !!new OffscreenCanvas(1, 1).getContext('2d');
  } catch {
    return false;
  }
}
