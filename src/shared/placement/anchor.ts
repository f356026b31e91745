// Anchoring: a layer placed by a quick position keeps its corner and margin on every photo shape,
// measured on the rotated box, so Apply to All, Size and Rotation never drift it off the corner or clip it.
import { QUICK_MARGIN, type QuickPosition } from './positions';
import { normalizeSettings, type LogoSettings } from './settings';
import type { SizeRelativeTo } from './size';
import { placementToPixels, rotatedExtent, type Size } from './transform';

export interface Anchor {
  corner: QuickPosition;
  /** Gap between the rotated box and the photo's edges, as a fraction of the photo's short side. */
  margin: number;
}

export const anchorFor = (corner: QuickPosition): Anchor => ({ corner, margin: QUICK_MARGIN });

type Side = 'start' | 'end' | 'middle';
const SIDES: Record<QuickPosition, [Side, Side]> = {
  'top-left': ['start', 'start'],
  'top-right': ['end', 'start'],
  'bottom-left': ['start', 'end'],
  'bottom-right': ['end', 'end'],
  center: ['middle', 'middle'],
};

/** The centre on one axis that puts a box of `extent` at `side` with `margin` pixels to spare. */
function centreOn(side: Side, length: number, extent: number, margin: number): number {
  if (side === 'start') return margin + extent / 2;
  if (side === 'end') return length - margin - extent / 2;
  return length / 2;
}

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
