// HEIC/HEIF on the server: the shared libheif decode (sharp's prebuilt libvips has no HEVC decoder),
// into a Buffer sharp reads as raw RGBA.
import { decodeHeifPixels } from '#shared/files/heif-pixels';

export interface DecodedHeif {
  /** RGBA, upright. */
  pixels: Buffer;
  width: number;
  height: number;
  /** The numbers' colour space, from the file's colour box (decision 173). */
  colorSpace: 'srgb' | 'display-p3';
}

/** The primary image; throws when the file holds none or it does not decode. */
export async function decodeHeif(bytes: Uint8Array): Promise<DecodedHeif> {
  const { pixels, width, height, colorSpace } = await decodeHeifPixels(bytes, (width, height, colorSpace) => {
    const pixels = Buffer.alloc(width * height * 4);
    const data = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
    return { pixels, data, width, height, colorSpace };
  });
  return { pixels, width, height, colorSpace };
}
