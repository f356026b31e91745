// Anchoring: a layer placed by a quick position keeps its corner and margin on every photo shape,
// measured on the rotated box, so Apply to All, Size and Rotation never drift it off the corner or clip it.
import { QUICK_MARGIN, type QuickPosition } from './positions';
import { normalizeSettings, type LogoSettings } from './settings';
import { layerPixelWidth, type SizeRelativeTo } from './size';
import { logoHeightFraction, placementToPixels, rotatedExtent, type Size } from './transform';

export interface Anchor {
  corner: QuickPosition;
  /** Gap between the rotated box and the photo's edges, as a fraction of the photo's short side. */
  margin: number;
}

export const anchorFor = (corner: QuickPosition): Anchor => ({ corner, margin: QUICK_MARGIN });

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
  const margin = anchor.margin * Math.min(image.width, image.height);
  const [h, v] = SIDES[anchor.corner];
  const cx = centreOn(h, image.width, ext.width, margin);
  const cy = centreOn(v, image.height, ext.height, margin);
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
