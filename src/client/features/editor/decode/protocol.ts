export interface DecodeRequest {
  file: Blob;
  /** The type found in the content (the file's own type may be missing or wrong). */
  type: string;
  /** Target size in pixels (already fitted, never above the photo's own size). */
  width: number;
  height: number;
  /** 'blob': a small JPEG (thumbnails); 'bitmap': a transferable ImageBitmap (the canvas preview). */
  output: 'blob' | 'bitmap';
}

/** A photo whose header does not give its size: the decoder measures it (upright). */
export interface MeasureRequest {
  file: Blob;
  type: string;
}

/** What a decode worker offers through comlink: a small JPEG for 'blob', a transferred bitmap for 'bitmap'. */
export interface DecodeWorkerApi {
  decode(req: DecodeRequest): Promise<Blob | ImageBitmap>;
  /** The upright size found by decoding; rejects when the file cannot be decoded. */
  measure(req: MeasureRequest): Promise<{ width: number; height: number }>;
}

/** A photo as the thumbnail and preview stores ask for it: its file and its displayed size. */
export interface DecodeSource {
  id: string;
  file: File;
  type: string;
  width: number;
  height: number;
}
