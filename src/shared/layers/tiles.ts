// Tiles: the layer repeated over the whole photo on a grid turned by the layer's rotation. The layer's own
// box is tile (0, 0), so moving X/Y moves the whole grid; the preview and the export call this alike.
import { rotatedExtent, type PixelTransform, type Size } from '../placement';

/** Beyond this many tiles the gaps grow (evenly) until the grid fits (decision 214). */
export const MAX_TILES = 1500;

interface Grid {
  /** The photo's extent along the turned axes, in pixels from the layer's centre. */
  uMin: number;
  uMax: number;
  vMin: number;
  vMax: number;
  stepU: number;
  stepV: number;
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

/** The index ranges of grid cells that can touch the photo, for steps along the turned axes. */
function gridRange(t: PixelTransform, image: Size, stepU: number, stepV: number): Grid {
  const r = (t.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  const corners: [number, number][] = [
    [0, 0],
    [image.width, 0],
    [0, image.height],
    [image.width, image.height],
  ];
  const us = corners.map(([x, y]) => (x - t.centerX) * cos + (y - t.centerY) * sin);
  const vs = corners.map(([x, y]) => -(x - t.centerX) * sin + (y - t.centerY) * cos);
  const [uMin, uMax, vMin, vMax] = [Math.min(...us), Math.max(...us), Math.min(...vs), Math.max(...vs)];
  // One extra cell each way: a tile whose centre is outside the photo's span may still reach into it.
  return {
    uMin,
    uMax,
    vMin,
    vMax,
    stepU,
    stepV,
    i0: Math.floor(uMin / stepU) - 1,
    i1: Math.ceil(uMax / stepU) + 1,
    j0: Math.floor(vMin / stepV) - 1,
    j1: Math.ceil(vMax / stepV) + 1,
  };
}

/**
 * Every tile of the layer that touches the photo, as pixel transforms like the layer's own (draw each with
 * placementMatrix). `spacing` is the gap as a fraction of the layer's width across and its height down.
 */
export function tileTransforms(t: PixelTransform, spacing: number, image: Size): PixelTransform[] {
  if (!(t.width > 0 && t.height > 0 && image.width > 0 && image.height > 0)) return [];
  const gap = 1 + Math.max(0, spacing);
  let [stepU, stepV] = [t.width * gap, t.height * gap];
  // About one tile per step area: past the cap, both steps grow by one factor, so the grid keeps its shape.
  const estimate = (image.width * image.height) / (stepU * stepV);
  if (estimate > MAX_TILES)
    [stepU, stepV] = [stepU, stepV].map((s) => s * Math.sqrt(estimate / MAX_TILES)) as [number, number];
  let out = placeTiles(t, image, gridRange(t, image, stepU, stepV));
  // Tiles along the edges come on top of the estimate: grow a little more until the count is under the cap.
  for (let n = 0; out.length > MAX_TILES && n < 20; n++) {
    [stepU, stepV] = [stepU, stepV].map((s) => s * Math.sqrt(out.length / MAX_TILES) * 1.01) as [
      number,
      number,
    ];
    out = placeTiles(t, image, gridRange(t, image, stepU, stepV));
  }
  return out;
}

function placeTiles(t: PixelTransform, image: Size, g: Grid): PixelTransform[] {
  const r = (t.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  const ext = rotatedExtent(t.width, t.height, t.rotation);
  const out: PixelTransform[] = [];
  for (let j = g.j0; j <= g.j1; j++) {
    for (let i = g.i0; i <= g.i1; i++) {
      const centerX = t.centerX + i * g.stepU * cos - j * g.stepV * sin;
      const centerY = t.centerY + i * g.stepU * sin + j * g.stepV * cos;
      // Two rectangles meet unless one of their four axes separates them (the photo's, then the tile's).
      const [u, v] = [i * g.stepU, j * g.stepV];
      const touches =
        u - t.width / 2 < g.uMax &&
        u + t.width / 2 > g.uMin &&
        v - t.height / 2 < g.vMax &&
        v + t.height / 2 > g.vMin &&
        centerX + ext.width / 2 > 0 &&
        centerX - ext.width / 2 < image.width &&
        centerY + ext.height / 2 > 0 &&
        centerY - ext.height / 2 < image.height;
      if (touches)
        out.push({ ...t, centerX, centerY, left: centerX - t.width / 2, top: centerY - t.height / 2 });
    }
  }
  return out;
}
