// HEIC/HEIF for every worker that decodes photos (the export's compose worker, the editor's decode
// worker, the save-compression worker): the shared libheif decode, handed over as a bitmap.
import { decodeHeifPixels } from '#shared/files/heif-pixels';

export interface DecodedHeif {
  image: ImageBitmap;
  width: number;
  height: number;
  colorSpace: PredefinedColorSpace;
}

/** The primary image, upright, as a bitmap in the colour space its pixels are in (P3 or sRGB). */
export async function decodeHeif(file: Blob): Promise<DecodedHeif> {
  const pixels = await decodeHeifPixels(
    new Uint8Array(await file.arrayBuffer()),
    (width, height, colorSpace) => new ImageData(width, height, { colorSpace }),
  );
  const { width, height, colorSpace } = pixels;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { colorSpace });
  if (!ctx) throw new Error('Failed to get canvas context');
  ctx.putImageData(pixels, 0, 0);
  return { image: canvas.transferToImageBitmap(), width, height, colorSpace };
}
