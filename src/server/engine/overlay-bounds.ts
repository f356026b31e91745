// The part of the photo the layers can touch: the overlay is drawn on a canvas of that size only (a
// small logo on a 50 MP photo costs a logo-sized canvas), then composited in place.
import type { DrawItem, TextStyle } from '#shared/layers';
import { fontSize, type TextBox } from '#shared/layers';
import type { PixelTransform, Size } from '#shared/placement';

export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The rotated box's corners' extent. */
function extent(t: PixelTransform): [number, number, number, number] {
  const r = (t.rotation * Math.PI) / 180;
  const [c, s] = [Math.abs(Math.cos(r)), Math.abs(Math.sin(r))];
  const hw = (t.width * c + t.height * s) / 2;
  const hh = (t.width * s + t.height * c) / 2;
  return [t.centerX - hw, t.centerY - hh, t.centerX + hw, t.centerY + hh];
}

/**
 * How far text may ink beyond its layout box, in pixels: glyphs overhang their advance (italics, tall
 * letters) by up to about half the font size; the outline adds its width, the shadow its offset and blur.
 */
function textMargin(style: TextStyle, px: number): number {
  const outline = style.outline.enabled ? style.outline.width * px : 0;
  const { shadow } = style;
  const cast = shadow.enabled
    ? (Math.max(Math.abs(shadow.offsetX), Math.abs(shadow.offsetY)) + 1.5 * shadow.blur) * px
    : 0;
  return 0.5 * px + outline + cast;
}

/** Whole pixels holding every item's drawing, clipped to the surface; null when nothing shows. */
export function overlayArea(items: readonly DrawItem[], surface: Size): Area | null {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const item of items) {
    const own = item.transform;
    if (!(own.width > 0 && own.height > 0)) continue;
    const { block } = item.box as Partial<TextBox>;
    // Image layers: a pixel for the smoothing at their edges.
    const margin =
      item.layer.kind === 'text' && block ? textMargin(item.layer.style, fontSize(own, block)) : 1;
    for (const t of item.tiles ?? [own]) {
      const [l, tp, r, b] = extent(t);
      [x0, y0, x1, y1] = [
        Math.min(x0, l - margin),
        Math.min(y0, tp - margin),
        Math.max(x1, r + margin),
        Math.max(y1, b + margin),
      ];
    }
  }
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(surface.width, Math.ceil(x1));
  const bottom = Math.min(surface.height, Math.ceil(y1));
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}
