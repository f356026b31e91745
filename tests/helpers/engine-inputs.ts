// Inputs for the server engine's tests, made with sharp: camera-like photos (grain, big EXIF, every
// rotation), a marker that tells which way is up, a logo, and compose inputs around them.
import sharp from 'sharp';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '#shared/export-settings';
import {
  imageLayerSchema,
  textLayerSchema,
  type Layer,
  type LayerPlacement,
  type PhotoPlacements,
} from '#shared/layers';
import type { EngineInput } from '#server/engine';

export const LOGO = { width: 200, height: 100 };
/** The logo's blue: nothing else in the photos is this blue. */
export const BLUE: [number, number, number] = [0, 0, 255];

export async function logoPng(): Promise<Buffer> {
  return sharp({ create: { ...LOGO, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Mid grey with sensor grain and a red square at the top left of the upright picture. */
export async function markedRaw(width: number, height: number): Promise<Buffer> {
  const red = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
    .raw()
    .toBuffer();
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#606060',
      noise: { type: 'gaussian', mean: 96, sigma: 4 },
    },
  })
    .composite([{ input: red, raw: { width: 40, height: 40, channels: 3 }, left: 0, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Stored turned so that EXIF `orientation` (1, 3, 6 or 8) shows the marked picture upright. */
export async function orientedJpeg(
  orientation: 1 | 3 | 6 | 8,
  width: number,
  height: number,
): Promise<Buffer> {
  const undo = { 1: 0, 3: 180, 6: 270, 8: 90 }[orientation];
  const stored = await sharp(await markedRaw(width, height), { raw: { width, height, channels: 3 } })
    .rotate(undo)
    .toBuffer();
  const dims = undo % 180 ? { width: height, height: width } : { width, height };
  return sharp(stored, { raw: { ...dims, channels: 3 } })
    .withExif({ IFD0: { Artist: 'Dana Levi', ImageDescription: 'x'.repeat(20_000) } })
    .withMetadata({ orientation })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export const logoLayer = (extra: object = {}): Layer =>
  imageLayerSchema.parse({ id: 'logo', kind: 'image', fileId: 'logo-file', ...LOGO, ...extra });

export const textLayer = (text: string, extra: object = {}): Layer =>
  textLayerSchema.parse({
    id: 'text',
    kind: 'text',
    text,
    style: { color: '#ffffff', bold: true },
    ...extra,
  });

export const at = (
  x: number,
  y: number,
  scale: number,
  extra: Partial<LayerPlacement> = {},
): LayerPlacement => ({
  x,
  y,
  scale,
  opacity: 1,
  rotation: 0,
  anchor: null,
  ...extra,
});

export async function engineInput(
  photo: Buffer,
  type: string,
  layers: Layer[],
  placements: PhotoPlacements,
  output: Partial<ExportSettings> = {},
): Promise<EngineInput> {
  return {
    photo: new Uint8Array(photo),
    name: 'photo.jpg',
    type,
    watermark: layers.length ? { layers, placements, texts: {} } : null,
    images: { 'logo-file': new Uint8Array(await logoPng()) },
    output: { ...DEFAULT_EXPORT_SETTINGS, ...output },
  };
}

export interface Pixels {
  width: number;
  height: number;
  channels: number;
  at(x: number, y: number): number[];
}

export async function pixels(bytes: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return {
    ...info,
    at: (x, y) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels),
    ],
  };
}

/** The bounding box of pixels that pass `is`. */
export function inkBox(img: Pixels, is: (px: number[]) => boolean) {
  let [left, top, right, bottom, count] = [Infinity, Infinity, -1, -1, 0];
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (is(img.at(x, y))) {
        count++;
        [left, top, right, bottom] = [
          Math.min(left, x),
          Math.min(top, y),
          Math.max(right, x),
          Math.max(bottom, y),
        ];
      }
  return count ? { left, top, right, bottom, count } : null;
}

export const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;
export const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
