// A photo opened for composing: a sharp pipeline that yields it upright (EXIF orientation applied),
// its upright size, and the colour plan the browser export would follow (decision 182).
import sharp, { type Sharp } from 'sharp';
import {
  MAX_CANVAS_AREA,
  MAX_CANVAS_SIDE,
  MAX_WEBP_AVIF_SIDE,
  fitsFormat,
  fitsOneCanvas,
} from '#shared/export-settings';
import { bytesReader, sniffImage } from '#shared/files';
import { readHeifInfo } from '#shared/files/heif-items';
import { heifColorSpace, isHeif } from '#shared/files/isobmff';
import {
  colourPlan,
  rgbMatrixProfile,
  srgbToProfile,
  type ColourPlan,
  type SourceMetadata,
} from '#shared/metadata';
import type { Size } from '#shared/placement';
import { decodeHeif } from './heif';
import { withPngColour } from './png-colour';
import { sharpProfile } from './sharp-profiles';
import { EngineError } from './types';

/** What the engine composes; the browser export takes the same (SVG is a logo, never a photo). */
export const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
];

export interface OpenPhoto {
  image: Sharp;
  size: Size;
  colour: ColourPlan;
}

export const loadError = (name: string) =>
  new EngineError('image_load', `Failed to load image: ${name}`, name);

/**
 * What image_too_large adds after the photo's size: its size alone did not tell an API client which
 * limit it passed, nor what would be taken (format_too_large names its limit the same way).
 */
export const PHOTO_SIZE_LIMIT =
  `LogoBatch takes photos of at most ${MAX_CANVAS_SIDE} px a side and ` +
  `${Math.floor(MAX_CANVAS_AREA / 1e6)} MP in all.`;

function assertFits(size: Size, name: string): void {
  if (!fitsOneCanvas(size))
    throw new EngineError(
      'image_too_large',
      `Image too large: ${name} (${size.width}x${size.height}); ${PHOTO_SIZE_LIMIT}`,
      name,
    );
}

/** Refuses an output the chosen format cannot hold (WEBP and AVIF past 16,383 px a side, decision 304). */
export function assertFitsFormat(size: Size, format: string, name: string): void {
  if (fitsFormat(size, format)) return;
  const kind = format.toUpperCase();
  throw new EngineError(
    'format_too_large',
    `Image too large for ${kind}: ${name} (${size.width}x${size.height}); ${kind} holds at most ` +
      `${MAX_WEBP_AVIF_SIDE} px a side. Choose JPEG or PNG, or a smaller resize.`,
    name,
  );
}

let p3: Promise<ColourPlan> | null = null;

/** A Display P3 HEIC's plan: its numbers kept, the output tagged with sharp's own P3 profile. */
function displayP3(): Promise<ColourPlan> {
  p3 ??= sharpProfile('p3').then((icc) => {
    const profile = rgbMatrixProfile(icc);
    if (!profile) throw new Error('sharp has no Display P3 matrix profile');
    return { raw: true, icc, fromSrgb: srgbToProfile(profile) };
  });
  return p3;
}

async function openHeif(bytes: Uint8Array, name: string, source: SourceMetadata): Promise<OpenPhoto> {
  const heif = await decodeHeif(bytes).catch(() => {
    throw loadError(name);
  });
  const { width, height } = heif;
  const image = sharp(heif.pixels, { raw: { width, height, channels: 4 } });
  // Under another wide profile (Adobe RGB) libheif's numbers are that profile's: kept as a JPEG's
  // are (decision 307); with none, or sRGB's, the plan is sRGB.
  const colour = heif.colorSpace === 'display-p3' ? await displayP3() : colourPlan(source);
  return { image, size: { width, height }, colour };
}

/**
 * An AVIF's plan. One that says Display P3 by its colour code alone (nclx primaries 12), with no
 * profile, is decoded by libvips in P3 numbers that it would read as sRGB's: they are kept and
 * tagged Display P3, as a P3 HEIC's are (decision 313). Whether there is a profile is libvips' word.
 */
async function avifPlan(bytes: Uint8Array, source: SourceMetadata, profiled: boolean): Promise<ColourPlan> {
  if (profiled) return colourPlan(source);
  const info = await readHeifInfo(bytesReader(bytes)).catch(() => null);
  return heifColorSpace(info?.colour) === 'display-p3' ? displayP3() : colourPlan(source);
}

export async function openPhoto(
  bytes: Uint8Array,
  name: string,
  type: string,
  source: SourceMetadata,
): Promise<OpenPhoto> {
  if (!PHOTO_TYPES.includes(type))
    throw new EngineError('unsupported', `Unsupported image type: ${name} (${type})`, name);
  // A photo beyond the limits is refused from its header, before gigabytes are decoded for nothing.
  const header = await sniffImage(bytes).catch(() => null);
  if (header?.width && header.height) assertFits({ width: header.width, height: header.height }, name);
  if (isHeif(type)) return openHeif(bytes, name, source);
  if (type === 'image/png')
    bytes = await withPngColour(bytes, { width: header?.width ?? 0, height: header?.height ?? 0 });
  // 'error', not sharp's 'warning': a file cut short is refused, as Chromium refuses it (decision 303),
  // while libjpeg's mere warnings do not refuse a photo.
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_CANVAS_AREA });
  const meta = await image.metadata().catch(() => {
    throw loadError(name);
  });
  const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!size.width || !size.height) throw loadError(name);
  assertFits(size, name);
  const colour =
    type === 'image/avif' ? await avifPlan(bytes, source, Boolean(meta.icc)) : colourPlan(source);
  image.rotate();
  // A wide-gamut photo is composed in its own numbers: sharp would otherwise convert it to sRGB.
  if (colour.raw) image.keepIccProfile();
  return { image, size, colour };
}
