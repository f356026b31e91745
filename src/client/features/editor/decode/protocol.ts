export interface DecodeRequest {
  id: number;
  file: Blob;
  /** The type found in the content (the file's own type may be missing or wrong). */
  type: string;
  /** Target size in pixels (already fitted, never above the photo's own size). */
  width: number;
  height: number;
  /** 'blob': a small JPEG (thumbnails); 'bitmap': a transferable ImageBitmap (the canvas preview). */
  output: 'blob' | 'bitmap';
}

export type DecodeResponse =
  { id: number; ok: true; blob?: Blob; bitmap?: ImageBitmap } | { id: number; ok: false; error: string };

/** Fits a size inside a box, keeping the aspect ratio and never enlarging. */
export function fitWithin(
  w: number,
  h: number,
  maxW: number,
  maxH: number,
): { width: number; height: number } {
  const k = Math.min(1, maxW / w, maxH / h);
  return { width: Math.max(1, Math.round(w * k)), height: Math.max(1, Math.round(h * k)) };
}
