// Tiles: the layer repeated over the whole photo on a grid turned by the layer's rotation. The layer's own
// box is tile (0, 0), so moving X/Y moves the whole grid; the preview and the export call this alike.
import { rotatedExtent, type PixelTransform, type Size } from '../placement';

/** Beyond this many tiles the gaps grow (evenly) until the grid fits (decision 214). */
export const MAX_TILES = 1500;

interface Grid {
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
  const us = corners.map(([x, y]) => ((x - t.centerX) * cos + (y - t.centerY) * sin) / stepU);
  const vs = corners.map(([x, y]) => (-(x - t.centerX) * sin + (y - t.centerY) * cos) / stepV);
  // One extra cell each way: a tile whose centre is outside the photo's span may still reach into it.
  return {
    stepU,
    stepV,
    i0: Math.floor(Math.min(...us)) - 1,
    i1: Math.ceil(Math.max(...us)) + 1,
    j0: Math.floor(Math.min(...vs)) - 1,
    j1: Math.ceil(Math.max(...vs)) + 1,
  };
}

const cellCount = (g: Grid) => (g.i1 - g.i0 + 1) * (g.j1 - g.j0 + 1);

/**
 * Every tile of the layer that touches the photo, as pixel transforms like the layer's own (draw each with
 * placementMatrix). `spacing` is the gap as a fraction of the layer's width across and its height down.
 */
export function tileTransforms(t: PixelTransform, spacing: number, image: Size): PixelTransform[] {
  if (!(t.width > 0 && t.height > 0 && image.width > 0 && image.height > 0)) return [];
  const gap = 1 + Math.max(0, spacing);
  let g = gridRange(t, image, t.width * gap, t.height * gap);
  for (let n = 0; cellCount(g) > MAX_TILES && n < 20; n++) {
    const k = Math.sqrt(cellCount(g) / MAX_TILES) * 1.05;
    g = gridRange(t, image, g.stepU * k, g.stepV * k);
  }
  const r = (t.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  const ext = rotatedExtent(t.width, t.height, t.rotation);
  const out: PixelTransform[] = [];
  for (let j = g.j0; j <= g.j1; j++) {
    for (let i = g.i0; i <= g.i1; i++) {
      const centerX = t.centerX + i * g.stepU * cos - j * g.stepV * sin;
      const centerY = t.centerY + i * g.stepU * sin + j * g.stepV * cos;
      const touches =
        centerX + ext.width / 2 > 0 &&
        centerX - ext.width / 2 < image.width &&
        centerY + ext.height / 2 > 0 &&
        centerY - ext.height / 2 < image.height;
      if (!touches) continue;
      out.push({ ...t, centerX, centerY, left: centerX - t.width / 2, top: centerY - t.height / 2 });
    }
  }
  return out;
}
