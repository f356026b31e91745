// Anchoring: a layer placed by a quick position keeps its corner and margin on every photo shape,
// measured on the rotated box, so Apply to All, Size and Rotation never drift it off the corner or clip it.
import { QUICK_MARGIN, type QuickPosition } from './positions';
import { normalizeSettings, type LogoSettings } from './settings';
import { layerPixelWidth, type SizeRelativeTo } from './size';
import { logoHeightFraction, placementToPixels, rotatedExtent, type Size } from './transform';

export interface Anchor {
  corner: QuickPosition;
  /** Gap between the rotated box and the left/right edge, as a fraction of the photo's short side. */
  margin: number;
  /** Gap to the top/bottom edge in the same unit; the horizontal one when absent. */
  marginY?: number;
}

/**
 * The anchor a quick position sets on `image`: the spec's 0.05 of the width across and 0.05 of the height
 * down on that photo, kept as multiples of its short side, so every other shape gets the same visual
 * margins (decision 211) while the photo it was set on shows the spec's numbers.
 */
export function anchorFor(corner: QuickPosition, image?: Size): Anchor {
  const short = image && Math.min(image.width, image.height);
  if (!image || !short) return { corner, margin: QUICK_MARGIN };
  return {
    corner,
    margin: (QUICK_MARGIN * image.width) / short,
    marginY: (QUICK_MARGIN * image.height) / short,
  };
}

type Side = 'start' | 'end';
const SIDES: Record<Exclude<QuickPosition, 'center'>, [Side, Side]> = {
  'top-left': ['start', 'start'],
  'top-right': ['end', 'start'],
  'bottom-left': ['start', 'end'],
  'bottom-right': ['end', 'end'],
};

/** The centre on one axis that puts a box of `extent` at `side` with `margin` pixels to spare. */
const centreOn = (side: Side, length: number, extent: number, margin: number): number =>
  side === 'start' ? margin + extent / 2 : length - margin - extent / 2;

/**
 * x and y that put the layer's rotated box at the anchor's corner of this photo, the margin in pixels
 * being margin x the short side on both axes. Size, opacity and rotation are kept. A box larger than the
 * photo keeps the margin on the anchored side; the spec's position clamp (-0.5 to 1.5) still applies.
 */
export function anchoredPosition(
  anchor: Anchor,
  s: LogoSettings,
  image: Size,
  natural: Size,
  rel: SizeRelativeTo = 'width',
): LogoSettings {
  if (!image.width || !image.height) return normalizeSettings(s);
  if (anchor.corner === 'center') return centred(s, image, natural, rel);
  const box = placementToPixels(s, image, natural, rel);
  const ext = rotatedExtent(box.width, box.height, s.rotation);
  const short = Math.min(image.width, image.height);
  const [h, v] = SIDES[anchor.corner];
  const cx = centreOn(h, image.width, ext.width, anchor.margin * short);
  const cy = centreOn(v, image.height, ext.height, (anchor.marginY ?? anchor.margin) * short);
  return normalizeSettings({
    ...s,
    x: (cx - box.width / 2) / image.width,
    y: (cy - box.height / 2) / image.height,
  });
}

/**
 * Centred whatever the rotation (it turns about the centre), in the same arithmetic as the "center"
 * quick position, so a new layer starts exactly where a new logo starts.
 */
function centred(s: LogoSettings, image: Size, natural: Size, rel: SizeRelativeTo): LogoSettings {
  const w = rel === 'width' ? s.scale : layerPixelWidth(s.scale, rel, image) / image.width;
  const h = logoHeightFraction(w, image, natural);
  return normalizeSettings({ ...s, x: (1 - w) / 2, y: (1 - h) / 2 });
}
