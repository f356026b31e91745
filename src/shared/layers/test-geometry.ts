// Test helper: the axis-aligned bounds of a drawn box, from the matrix the drawing module uses
// (not from rotatedExtent, so the anchoring maths is checked against an independent route).
import { placementMatrix, type PixelTransform } from '../placement';

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function drawnCorners(t: PixelTransform): [number, number][] {
  const [a, b, c, d, e, f] = placementMatrix(t);
  return (
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const
  ).map(([u, v]) => [a * u + c * v + e, b * u + d * v + f]);
}

export function drawnBounds(t: PixelTransform): Bounds {
  const pts = drawnCorners(t);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
