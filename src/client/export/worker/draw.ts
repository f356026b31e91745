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
  clearRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: TImage, dx: number, dy: number, dw: number, dh: number): void;
}

export interface LogoLayer<TImage> {
  image: TImage;
  /** The logo's natural size: its aspect ratio decides the box height, whatever the bitmap's pixel size. */
  natural: Size;
}

/** 'white' flattens (JPEG has no alpha); 'transparent' keeps a photo's transparency (PNG, WEBP, AVIF). */
export type Background = 'white' | 'transparent';

/**
 * Draws one export: the background, the photo scaled to `size` (the output size), then the logo
 * through the placement matrix (which maps the logo's unit box onto the output, rotated about the
 * box centre) at the chosen opacity. Placement is fractional, so a resized output keeps the logo's
 * place and relative size. Returns nothing; the caller owns closing the bitmaps.
 */
export function drawComposite<TImage>(
  ctx: DrawContext<TImage>,
  photo: TImage,
  size: Size,
  logo: LogoLayer<TImage> | null,
  settings: LogoSettings,
  background: Background = 'white',
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  if (background === 'white') drawOnBackground(ctx, photo, size);
  else {
    // A reused surface still holds the previous photo: transparent areas must start empty.
    ctx.clearRect(0, 0, size.width, size.height);
    ctx.drawImage(photo, 0, 0, size.width, size.height);
  }
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
