// Composes one photo at full resolution: decode (EXIF orientation applied), draw, encode as JPEG.
// The same code runs in the compose worker and, where workers have no OffscreenCanvas, on the main thread.
import { placementToPixels, type LogoSettings, type Size } from '#shared/placement';
import { drawComposite, type DrawContext, type LogoLayer } from './draw';
import { encodeJpeg } from './flatten';

export const EXPORT_MIME = 'image/jpeg';
export const EXPORT_QUALITY = 0.95;

export type ComposeErrorCode = 'image_load' | 'canvas_context' | 'image_blob';

/** A failure with a stable code (for translation), the spec's internal message and what failed to load. */
export class ComposeError extends Error {
  constructor(
    readonly code: ComposeErrorCode,
    message: string,
    /** The file name or URL an image_load failure is about. */
    readonly subject?: string,
  ) {
    super(message);
    this.name = 'ComposeError';
  }
}

export const loadError = (what: string) =>
  new ComposeError('image_load', `Failed to load image: ${what}`, what);
export const contextError = () => new ComposeError('canvas_context', 'Failed to get canvas context');
export const blobError = () => new ComposeError('image_blob', 'Failed to create image blob');

/** A drawing surface the size of the photo; reused from photo to photo so memory stays flat. */
export interface Surface {
  prepare(size: Size): DrawContext<CanvasImageSource>;
  encode(): Promise<Blob>;
  release(): void;
}

/** The logo's pixel size for a drawn box: one bitmap per distinct size, made once. */
export function logoPixelSize(box: Size): Size {
  return { width: Math.max(1, Math.round(box.width)), height: Math.max(1, Math.round(box.height)) };
}

export const logoKey = (s: Size) => `${s.width}x${s.height}`;

export interface ComposeInput {
  file: Blob;
  name: string;
  settings: LogoSettings;
  /** Natural size of the logo (null: no logo). */
  logoNatural: Size | null;
}

export interface ComposeOutput {
  blob: Blob;
  width: number;
  height: number;
}

export type LogoFor = (pixels: Size) => Promise<CanvasImageSource>;

export async function decodePhoto(file: Blob, name: string): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw loadError(name);
  }
}

export async function composePhoto(
  input: ComposeInput,
  surface: Surface,
  logoFor: LogoFor,
): Promise<ComposeOutput> {
  const photo = await decodePhoto(input.file, input.name);
  const size = { width: photo.width, height: photo.height };
  try {
    let logo: LogoLayer<CanvasImageSource> | null = null;
    if (input.logoNatural) {
      const box = placementToPixels(input.settings, size, input.logoNatural);
      logo = { image: await logoFor(logoPixelSize(box)), natural: input.logoNatural };
    }
    drawComposite(surface.prepare(size), photo, size, logo, input.settings);
  } finally {
    // Free the decoded photo before encoding: only the canvas holds pixels from here on.
    photo.close();
  }
  return { blob: await surface.encode(), ...size };
}

/** The worker's surface (and the main thread's where it has OffscreenCanvas). */
export function offscreenSurface(): Surface {
  let canvas: OffscreenCanvas | null = null;
  let ctx: OffscreenCanvasRenderingContext2D | null = null;
  return {
    prepare(size) {
      if (!canvas) {
        canvas = new OffscreenCanvas(size.width, size.height);
        ctx = canvas.getContext('2d', { alpha: false });
      } else if (canvas.width !== size.width || canvas.height !== size.height) {
        canvas.width = size.width;
        canvas.height = size.height;
      }
      if (!ctx) throw contextError();
      return ctx as DrawContext<CanvasImageSource>;
    },
    async encode() {
      if (!canvas) throw blobError();
      try {
        return await encodeJpeg(canvas, EXPORT_QUALITY);
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
