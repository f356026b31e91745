// HEIC/HEIF for every worker that decodes photos (the export's compose worker, the editor's decode
// worker, the save-compression worker): the shared libheif decode, handed over as a bitmap.
import { decodeHeifPixels } from '#shared/files/heif-pixels';
import { decodeHeifThumbnailPixels } from '#shared/files/heif-thumbnail';

export interface DecodedHeif {
  image: ImageBitmap;
  width: number;
  height: number;
  colorSpace: PredefinedColorSpace;
}

const imageData = (width: number, height: number, colorSpace: PredefinedColorSpace) =>
  new ImageData(width, height, { colorSpace });

function toBitmap(pixels: ImageData): DecodedHeif {
  const { width, height, colorSpace } = pixels;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { colorSpace });
  if (!ctx) throw new Error('Failed to get canvas context');
  ctx.putImageData(pixels, 0, 0);
  return { image: canvas.transferToImageBitmap(), width, height, colorSpace };
}

/**
 * The primary image, upright, as a bitmap in the colour space its pixels are in (P3 or sRGB). Given
 * `long`, the file's own thumbnail stands in for it where one has at least that long a side.
 */
export async function decodeHeif(file: Blob, long?: number): Promise<DecodedHeif> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const thumbnail = long ? await decodeHeifThumbnailPixels(bytes, long, imageData).catch(() => null) : null;
  return toBitmap(thumbnail ?? (await decodeHeifPixels(bytes, imageData)));
}
