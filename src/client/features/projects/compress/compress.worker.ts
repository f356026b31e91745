import { fitWithin } from '../../../../shared/geometry/fit';

// Re-encodes one photo for saving: EXIF orientation applied, fitted within the box, JPEG.
// Runs off the main thread so a 20-photo save never freezes the editor.
export interface CompressRequest {
  id: number;
  file: Blob;
  maxWidth: number;
  maxHeight: number;
  quality: number;
}
export type CompressResponse = { id: number; blob: Blob } | { id: number; error: string };

interface WorkerScope {
  onmessage: ((e: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressResponse): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (e) => {
  const { id, file, maxWidth, maxHeight, quality } = e.data;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxWidth, maxHeight);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Failed to get canvas context');
    // JPEG has no alpha: a transparent PNG photo gets white behind it, not black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    scope.postMessage({ id, blob } satisfies CompressResponse);
  } catch (err) {
    scope.postMessage({ id, error: String(err) } satisfies CompressResponse);
  }
};
