import type { LogoSettings } from './settings';

export interface Size {
  width: number;
  height: number;
}

/** Where the logo lands on a surface of the given size: one function for preview and export. */
export interface PixelTransform {
  /** Top-left of the unrotated box. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Centre of the box: the rotation pivot. */
  centerX: number;
  centerY: number;
  /** Degrees clockwise. */
  rotation: number;
  opacity: number;
}

/** Logo height as a fraction of the image height, from the logo's true aspect ratio. */
export function logoHeightFraction(scale: number, image: Size, logo: Size): number {
  if (!logo.width || !image.height) return 0;
  return (scale * image.width * (logo.height / logo.width)) / image.height;
}

export function placementToPixels(s: LogoSettings, image: Size, logo: Size): PixelTransform {
  const width = s.scale * image.width;
  const height = logo.width ? (width * logo.height) / logo.width : 0;
  const left = s.x * image.width;
  const top = s.y * image.height;
  return {
    left,
    top,
    width,
    height,
    centerX: left + width / 2,
    centerY: top + height / 2,
    rotation: s.rotation,
    opacity: s.opacity,
  };
}

/** The inverse for positions: a box top-left in pixels back to fractions. */
export function pixelsToPosition(left: number, top: number, image: Size): { x: number; y: number } {
  return { x: image.width ? left / image.width : 0, y: image.height ? top / image.height : 0 };
}

/**
 * The 2D matrix (a, b, c, d, e, f as in CanvasRenderingContext2D.setTransform) that maps the logo's
 * own unit box [0,1]x[0,1] onto the image: scale to size, move the centre to the origin, rotate, move to the centre.
 */
export function placementMatrix(t: PixelTransform): [number, number, number, number, number, number] {
  const r = (t.rotation * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const a = cos * t.width;
  const b = sin * t.width;
  const c = -sin * t.height;
  const d = cos * t.height;
  const e = t.centerX - (a + c) / 2;
  const f = t.centerY - (b + d) / 2;
  return [a, b, c, d, e, f];
}
