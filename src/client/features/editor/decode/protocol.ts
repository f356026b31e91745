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

/** What a decode worker offers through comlink: a small JPEG for 'blob', a transferred bitmap for 'bitmap'. */
export interface DecodeWorkerApi {
  decode(req: DecodeRequest): Promise<Blob | ImageBitmap>;
}

/** A photo as the thumbnail and preview stores ask for it: its file and its displayed size. */
export interface DecodeSource {
  id: string;
  file: File;
  type: string;
  width: number;
  height: number;
}
