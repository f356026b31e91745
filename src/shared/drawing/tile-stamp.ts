// A tiled text layer drawn once and copied to every tile (decision 297). Tiles share the layer's size,
// turn and style, so their pixels are the same but for where they sit: the tile is drawn as vector
// glyphs at the surface's own resolution on a scratch surface, turned as the tiles are, then copied at
// whole-pixel offsets (a copy, never resampled). Source-over is associative, so drawing the tile at the
// layer's opacity on a clear scratch and copying it opaquely gives what drawing it in place gives.
import type { LayerDrawContext } from './context';

/** A blank surface to draw one tile on, and the image it is drawn from; null where none can be made. */
export type ScratchFor<TImage> = (
  width: number,
  height: number,
) => { ctx: LayerDrawContext<TImage>; image: TImage } | null;

export type Matrix = [number, number, number, number, number, number];

/** Below this many tiles, drawing each is as cheap as the copy. */
const MIN_TILES = 3;
/** A tile drawn bigger than this is drawn in place instead: the copy would cost more than it saves. */
const MAX_SCRATCH_PIXELS = 16_000_000;

export interface TileInk {
  /** The tile's box in its own unturned pixels, from its top-left. */
  width: number;
  height: number;
  /** How far ink may reach past the box: stroke, glyph overhang, shadow. */
  margin: number;
}

/**
 * Draws the tile once (`paint`, at the context's current transform and alpha) and copies it to each
 * matrix (all with the same turn and scale). Returns false, having drawn nothing, where it does not
 * apply; the caller then draws each tile in place.
 */
export function stampTiles<TImage>(
  ctx: LayerDrawContext<TImage>,
  scratchFor: ScratchFor<TImage> | undefined,
  matrices: readonly Matrix[],
  ink: TileInk,
  paint: (target: LayerDrawContext<TImage>) => void,
): boolean {
  if (!scratchFor || matrices.length < MIN_TILES) return false;
  const [a, b, c, d, e0, f0] = matrices[0]!;
  const { width: w, height: h, margin: m } = ink;
  const corners = [
    [-m, -m],
    [w + m, -m],
    [-m, h + m],
    [w + m, h + m],
  ].map(([x, y]) => [a * x! + c * y!, b * x! + d * y!] as const);
  const minX = Math.min(...corners.map((p) => p[0]));
  const minY = Math.min(...corners.map((p) => p[1]));
  // The first tile's fraction of a pixel is kept, so it lands exactly; the others within half a pixel.
  const [fx, fy] = [e0 + minX - Math.floor(e0 + minX), f0 + minY - Math.floor(f0 + minY)];
  const sw = Math.ceil(Math.max(...corners.map((p) => p[0])) - minX + fx) + 1;
  const sh = Math.ceil(Math.max(...corners.map((p) => p[1])) - minY + fy) + 1;
  if (!(sw > 0 && sh > 0) || sw * sh > MAX_SCRATCH_PIXELS) return false;
  const scratch = scratchFor(sw, sh);
  if (!scratch) return false;
  const [tx, ty] = [fx - minX, fy - minY];
  scratch.ctx.globalAlpha = ctx.globalAlpha;
  scratch.ctx.setTransform(a, b, c, d, tx, ty);
  paint(scratch.ctx);
  const [alpha, smoothing] = [ctx.globalAlpha, ctx.imageSmoothingEnabled];
  ctx.globalAlpha = 1;
  // A same-size copy at whole pixels is never resampled; smoothing off says so to every canvas.
  ctx.imageSmoothingEnabled = false;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  for (const [, , , , e, f] of matrices)
    ctx.drawImage(scratch.image, Math.round(e - tx), Math.round(f - ty), sw, sh);
  ctx.globalAlpha = alpha;
  ctx.imageSmoothingEnabled = smoothing;
  return true;
}
