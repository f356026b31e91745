// The one drawing routine for watermark layers: the export workers, the main-thread fallback, the
// editor's preview and the server engine all draw `drawPlan`'s items through it, so what the preview
// shows is what comes out, in the browser and on the server.
// Text is drawn as vector glyphs on the target surface at its own resolution, never as a scaled raster.
import {
  fontSize,
  imageBox,
  textBox,
  type DrawItem,
  type ImageLayer,
  type Layer,
  type LayerBox,
  type TextBox,
  type TextLayer,
  type TextStyle,
} from '../layers';
import { placementMatrix, type PixelTransform, type Size } from '../placement';
import type { LayerDrawContext, MeasureContext } from './context';
import { MEASURE_PX, fontString, lineDirection } from './text-style';
import { stampTiles, type Matrix, type ScratchFor } from './tile-stamp';

export interface LayerSources<TImage> {
  /** The bitmap of an image layer at a drawn pixel size, or null while not loaded. */
  image(layer: ImageLayer, pixels: Size): TImage | null;
  /** A text layer's text for this photo, tokens filled. */
  text(layer: TextLayer): string;
  /** A blank surface, where the caller can make one: a tiled text layer is drawn once and copied. */
  scratch?: ScratchFor<TImage>;
}

/**
 * Advance width of one line at font size 1 (the layout's `MeasureLine`), with the bundled fonts. The
 * caller makes sure the fonts are there (the browser loads faces as text needs them, the server
 * registers them all).
 */
export function measureLine(ctx: MeasureContext, line: string, style: TextStyle): number {
  ctx.font = fontString(style, MEASURE_PX);
  ctx.direction = lineDirection(line);
  return ctx.measureText(line).width / MEASURE_PX;
}

/** `drawPlan`'s boxOf: an image layer's natural box, a text layer's filled text measured on `ctx`. */
export function layerBoxOf(
  ctx: MeasureContext,
  text: (layer: TextLayer) => string,
): (layer: Layer) => LayerBox | TextBox {
  return (layer) =>
    layer.kind === 'image'
      ? imageBox(layer)
      : textBox(layer, text(layer), (line, style) => measureLine(ctx, line, style));
}

/** The bitmap size an image layer is drawn at: one bitmap per distinct size, shared by all its tiles. */
export function layerPixelSize(t: Pick<PixelTransform, 'width' | 'height'>): Size {
  return { width: Math.max(1, Math.round(t.width)), height: Math.max(1, Math.round(t.height)) };
}

const isTextBox = (box: LayerBox): box is TextBox => 'block' in box;

/**
 * Draws the items bottom to top, each at its own opacity; a tiled layer at every tile. Leaves the
 * context untransformed, opaque and without shadow. Image layers not loaded yet are skipped.
 * `origin`: the surface point at the context's top-left, where the context holds only a part of it.
 */
export function drawLayers<TImage>(
  ctx: LayerDrawContext<TImage>,
  items: readonly DrawItem[],
  sources: LayerSources<TImage>,
  origin: { x: number; y: number } = { x: 0, y: 0 },
): void {
  const at = ([a, b, c, d, e, f]: Matrix): Matrix => [a, b, c, d, e - origin.x, f - origin.y];
  for (const item of items) {
    const where = item.tiles ?? [item.transform];
    if (!(item.transform.width > 0 && item.transform.height > 0) || where.length === 0) continue;
    ctx.globalAlpha = item.transform.opacity;
    if (item.layer.kind === 'image') drawImageLayer(ctx, item.layer, item.transform, where, sources, at);
    else if (isTextBox(item.box)) drawTextLayer(ctx, item.layer.style, item.box, where, at, sources.scratch);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  clearShadow(ctx);
}

function drawImageLayer<TImage>(
  ctx: LayerDrawContext<TImage>,
  layer: ImageLayer,
  own: PixelTransform,
  where: readonly PixelTransform[],
  sources: LayerSources<TImage>,
  at: (m: Matrix) => Matrix,
): void {
  const image = sources.image(layer, layerPixelSize(own));
  if (image === null) return;
  // 'high' matters when a small raster logo is enlarged or a large one shrunk: the default is blurry or jagged.
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  for (const t of where) {
    ctx.setTransform(...at(placementMatrix(t)));
    ctx.drawImage(image, 0, 0, 1, 1);
  }
}

/** Maps the box's own pixels (origin at its top-left, unscaled) onto the surface, turned about its centre. */
function boxMatrix(t: PixelTransform): Matrix {
  const r = (t.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  const [hw, hh] = [t.width / 2, t.height / 2];
  return [cos, sin, -sin, cos, t.centerX - (cos * hw - sin * hh), t.centerY - (sin * hw + cos * hh)];
}

function clearShadow(ctx: LayerDrawContext<unknown>): void {
  ctx.shadowColor = 'rgba(0, 0, 0, 0)';
  ctx.shadowBlur = 0;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
}

function drawTextLayer<TImage>(
  ctx: LayerDrawContext<TImage>,
  style: TextStyle,
  box: TextBox,
  where: readonly PixelTransform[],
  at: (m: Matrix) => Matrix,
  scratch: ScratchFor<TImage> | undefined,
): void {
  const px = fontSize(where[0]!, box.block);
  if (!(px > 0)) return;
  const lines = box.block.lines.filter((l) => l.text.length > 0);
  const { outline, shadow } = style;
  const stroke = outline.enabled && outline.width > 0;
  // The stroke is centred on the glyph edge and the fill covers its inner half: twice the width shows.
  const lineWidth = outline.width * px * 2;
  // Shadows are in surface pixels whatever the transform: they stay below-right as the text turns.
  const castShadow = (g: LayerDrawContext<TImage>, on: boolean) => {
    if (!on) return clearShadow(g);
    g.shadowColor = shadow.color;
    g.shadowBlur = shadow.blur * px;
    g.shadowOffsetX = shadow.offsetX * px;
    g.shadowOffsetY = shadow.offsetY * px;
  };
  const prepare = (g: LayerDrawContext<TImage>) => {
    g.font = fontString(style, px);
    // The layout aligned each line physically already: 'left' here is the line's left edge in any direction.
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.lineWidth = lineWidth;
    g.lineJoin = 'round';
    g.strokeStyle = outline.color;
    g.fillStyle = style.color;
  };
  /** One tile's lines, at `g`'s transform and alpha. */
  const paintLines = (g: LayerDrawContext<TImage>) => {
    for (const line of lines) {
      const [x, y] = [line.x * px, line.centerY * px];
      g.direction = lineDirection(line.text);
      if (stroke) {
        // The outline casts the shadow (it is the outer edge); the fill then draws clean on top.
        castShadow(g, shadow.enabled);
        g.strokeText(line.text, x, y);
        castShadow(g, false);
      } else castShadow(g, shadow.enabled);
      g.fillText(line.text, x, y);
    }
  };
  const matrices = where.map((t) => at(boxMatrix(t)));
  const reach = shadow.enabled
    ? 2 * shadow.blur * px + Math.abs(shadow.offsetX * px) + Math.abs(shadow.offsetY * px)
    : 0;
  // Glyphs may overhang their advance box by a fraction of the font size (italics, accents).
  const ink = {
    width: where[0]!.width,
    height: where[0]!.height,
    margin: Math.ceil((stroke ? lineWidth : 0) + px / 2 + reach) + 2,
  };
  // No shadow may be left on the target: a layer drawn next would cast it too.
  clearShadow(ctx);
  const paint = (g: LayerDrawContext<TImage>) => (prepare(g), paintLines(g));
  if (stampTiles(ctx, scratch, matrices, ink, paint)) return;
  prepare(ctx);
  for (const m of matrices) {
    ctx.setTransform(...m);
    paintLines(ctx);
  }
  clearShadow(ctx);
}
