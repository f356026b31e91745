// A layer's box on a photo and its pixel transform: the placement model (placementToPixels,
// anchoredPosition) applied to image and text layers alike, for the preview, the export and the server.
import {
  anchoredPosition,
  placementToPixels,
  type LogoSettings,
  type PixelTransform,
  type Size,
  type SizeRelativeTo,
} from '../placement';
import type { ImageLayer, LayerPlacement, TextLayer } from './schema';
import { layoutText, type MeasureLine, type TextBlock } from './text-layout';

/**
 * What a layer's Size scales: `natural` gives the drawn box's aspect; the box is scale x reference x
 * `widthFactor` wide. An image layer's factor is 1. A text layer's Size measures the text as typed, so
 * its font size is the same on every photo while {filename} and other tokens make the box wider or
 * narrower (decision 213).
 */
export interface LayerBox {
  natural: Size;
  widthFactor: number;
}

export interface TextBox extends LayerBox {
  /** The filled text laid out in ems: the drawing module draws these lines at `fontSize(t)`. */
  block: TextBlock;
}

export const imageBox = (layer: Pick<ImageLayer, 'width' | 'height'>): LayerBox => ({
  natural: { width: layer.width, height: layer.height },
  widthFactor: 1,
});

/** The box of a text layer on a photo whose tokens filled the text as `filled`. */
export function textBox(
  layer: Pick<TextLayer, 'text' | 'style'>,
  filled: string,
  measure: MeasureLine,
): TextBox {
  const typed = layoutText(layer.text, layer.style, measure);
  const block = filled === layer.text ? typed : layoutText(filled, layer.style, measure);
  const widthFactor = typed.width > 0 ? block.width / typed.width : 0;
  return { natural: { width: block.width, height: block.height }, widthFactor, block };
}

/** The font size in pixels that makes the text block fill the transform's box. */
export const fontSize = (t: PixelTransform, block: TextBlock): number =>
  block.width > 0 ? t.width / block.width : 0;

/**
 * The placement that applies on this photo: an anchored layer's x and y are worked out from its corner
 * and margin on this photo's shape and the layer's rotated box; a free one is as stored.
 */
export function resolvePlacement(
  p: LayerPlacement,
  rel: SizeRelativeTo,
  image: Size,
  box: LayerBox,
): LayerPlacement {
  if (!p.anchor) return p;
  const effective: LogoSettings = { ...p, scale: p.scale * box.widthFactor };
  const { x, y } = anchoredPosition(p.anchor, effective, image, box.natural, rel);
  return { ...p, x, y };
}

/**
 * Where the layer is drawn on a surface (the photo at full size, or the stage): anchors resolve on the
 * photo's own size, so a stage rounded to whole pixels shows exactly the export scaled down.
 */
export function layerTransform(
  p: LayerPlacement,
  rel: SizeRelativeTo,
  photo: Size,
  box: LayerBox,
  surface: Size = photo,
): PixelTransform {
  const r = resolvePlacement(p, rel, photo, box);
  return placementToPixels({ ...r, scale: r.scale * box.widthFactor }, surface, box.natural, rel);
}
