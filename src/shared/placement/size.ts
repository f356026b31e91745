// "Size relative to": which side of the photo a layer's scale measures, so portraits and landscapes
// can carry the same-sized mark. 'width' is the spec's meaning of Size.
import { SCALE_MAX, SCALE_MIN, round6 } from './settings';

export const SIZE_RELATIVE_TO = ['width', 'short', 'long'] as const;
export type SizeRelativeTo = (typeof SIZE_RELATIVE_TO)[number];

interface Size {
  width: number;
  height: number;
}

/** The photo length that scale 1 stands for. */
export function referenceLength(rel: SizeRelativeTo, image: Size): number {
  if (rel === 'short') return Math.min(image.width, image.height);
  if (rel === 'long') return Math.max(image.width, image.height);
  return image.width;
}

/** The layer's box width in pixels on this photo. */
export function layerPixelWidth(scale: number, rel: SizeRelativeTo, image: Size): number {
  return scale * referenceLength(rel, image);
}

/** Back from a box width in pixels (a resize handle) to the Size slider's value, with the model's clamp and rounding. */
export function scaleForPixelWidth(px: number, rel: SizeRelativeTo, image: Size): number {
  const ref = referenceLength(rel, image);
  const s = ref > 0 && Number.isFinite(px) ? px / ref : SCALE_MIN;
  return round6(Math.min(SCALE_MAX, Math.max(SCALE_MIN, s)));
}
