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

export interface LayerSources<TImage> {
  /** The bitmap of an image layer at a drawn pixel size, or null while not loaded. */
  image(layer: ImageLayer, pixels: Size): TImage | null;
  /** A text layer's text for this photo, tokens filled. */
  text(layer: TextLayer): string;
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

type Matrix = [number, number, number, number, number, number];

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
    else if (isTextBox(item.box)) drawTextLayer(ctx, item.layer.style, item.box, where, at);
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

function drawTextLayer(
  ctx: LayerDrawContext<unknown>,
  style: TextStyle,
  box: TextBox,
  where: readonly PixelTransform[],
  at: (m: Matrix) => Matrix,
): void {
  const px = fontSize(where[0]!, box.block);
  if (!(px > 0)) return;
  const lines = box.block.lines.filter((l) => l.text.length > 0);
  ctx.font = fontString(style, px);
  // The layout aligned each line physically already: 'left' here is the line's left edge in any direction.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const { outline, shadow } = style;
  // The stroke is centred on the glyph edge and the fill covers its inner half: twice the width shows.
  ctx.lineWidth = outline.width * px * 2;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = outline.color;
  ctx.fillStyle = style.color;
  // Shadows are in surface pixels whatever the transform: they stay below-right as the text turns.
  const castShadow = (on: boolean) => {
    if (!on) return clearShadow(ctx);
    ctx.shadowColor = shadow.color;
    ctx.shadowBlur = shadow.blur * px;
    ctx.shadowOffsetX = shadow.offsetX * px;
    ctx.shadowOffsetY = shadow.offsetY * px;
  };
  for (const t of where) {
    ctx.setTransform(...at(boxMatrix(t)));
    for (const line of lines) {
      const [x, y] = [line.x * px, line.centerY * px];
      ctx.direction = lineDirection(line.text);
      if (outline.enabled && outline.width > 0) {
        // The outline casts the shadow (it is the outer edge); the fill then draws clean on top.
        castShadow(shadow.enabled);
        ctx.strokeText(line.text, x, y);
        castShadow(false);
      } else castShadow(shadow.enabled);
      ctx.fillText(line.text, x, y);
    }
  }
}
