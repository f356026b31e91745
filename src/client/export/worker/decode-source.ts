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

/** `raw`: the photo's own numbers, without colour conversion (a wide-gamut photo composed as is). */
export async function decodeSource(
  file: Blob,
  name: string,
  _type: string,
  raw = false,
): Promise<DecodedPhoto> {
  try {
    const image = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      colorSpaceConversion: raw ? 'none' : 'default',
    });
    return { image, width: image.width, height: image.height, colorSpace: 'srgb' };
  } catch {
    throw loadError(name);
  }
}
