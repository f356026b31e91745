import type { LogoSettings } from './settings';
import { layerPixelWidth, type SizeRelativeTo } from './size';

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

/**
 * `logo` is the layer's natural size (a logo's pixels, a text block's measured size): only its aspect counts.
 * `rel` says which photo side scale measures; the default 'width' is the spec's model.
 */
export function placementToPixels(
  s: LogoSettings,
  image: Size,
  logo: Size,
  rel: SizeRelativeTo = 'width',
): PixelTransform {
  const width = layerPixelWidth(s.scale, rel, image);
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

/** Width and height of the axis-aligned box around a w x h box turned by `rotation` degrees. */
export function rotatedExtent(width: number, height: number, rotation: number): Size {
  const r = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(r));
  const sin = Math.abs(Math.sin(r));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}
