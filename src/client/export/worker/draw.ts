// The one drawing routine of the export, shared by the compose worker and the main-thread fallback.
// It takes a context-like interface (not a real canvas) so it can be unit-tested with a recording
// context, and it places the logo with the same placement functions the Konva preview uses.
import { placementMatrix, placementToPixels, type LogoSettings, type Size } from '#shared/placement';
import { drawOnBackground } from './flatten';

/** The part of CanvasRenderingContext2D / OffscreenCanvasRenderingContext2D the export uses. */
export interface DrawContext<TImage> {
  fillStyle: string | CanvasGradient | CanvasPattern;
  globalAlpha: number;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: ImageSmoothingQuality;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: TImage, dx: number, dy: number, dw: number, dh: number): void;
}

export interface LogoLayer<TImage> {
  image: TImage;
  /** The logo's natural size: its aspect ratio decides the box height, whatever the bitmap's pixel size. */
  natural: Size;
}

/**
 * Draws one export: white background, the photo at 1:1, then the logo through the placement matrix
 * (which maps the logo's unit box onto the photo, rotated about the box centre) at the chosen opacity.
 * Returns nothing; the caller owns closing the bitmaps.
 */
export function drawComposite<TImage>(
  ctx: DrawContext<TImage>,
  photo: TImage,
  size: Size,
  logo: LogoLayer<TImage> | null,
  settings: LogoSettings,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  drawOnBackground(ctx, photo, size);
  if (logo) drawLogo(ctx, logo, size, settings);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
}

export function drawLogo<TImage>(
  ctx: DrawContext<TImage>,
  logo: LogoLayer<TImage>,
  size: Size,
  settings: LogoSettings,
): void {
  const box = placementToPixels(settings, size, logo.natural);
  if (!(box.width > 0 && box.height > 0)) return;
  const [a, b, c, d, e, f] = placementMatrix(box);
  ctx.globalAlpha = box.opacity;
  // 'high' matters when a small raster logo is enlarged or a large one shrunk: the default is blurry or jagged.
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.setTransform(a, b, c, d, e, f);
  ctx.drawImage(logo.image, 0, 0, 1, 1);
}
