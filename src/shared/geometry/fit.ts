/** The largest size within the box that keeps the aspect ratio, never enlarging (thumbnails, previews, save compression). */
export function fitWithin(
  w: number,
  h: number,
  maxW: number,
  maxH: number,
): { width: number; height: number } {
  const r = Math.min(1, maxW / w, maxH / h);
  return { width: Math.max(1, Math.round(w * r)), height: Math.max(1, Math.round(h * r)) };
}
