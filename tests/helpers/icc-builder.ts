// ICC profiles for tests that embed them in files sharp makes: the product's Adobe RGB (1998), Apple
// RGB, and a grey profile of one gamma, as Photoshop's "Gray Gamma 1.8" for black-and-white work.
import sharp from 'sharp';
import {
  adobeRgbProfile as profile,
  gammaCurve,
  greyProfile,
  matrixProfile,
} from '#shared/metadata/icc-build';
import { iccSegments } from '#shared/metadata/jpeg';

export const adobeRgbProfile = () => Buffer.from(profile());

/** Apple RGB: about sRGB's gamut (not "wide"), gamma 1.8, as older Mac workflows tag photos. */
export const appleRgbProfile = () =>
  Buffer.from(
    matrixProfile(
      'Apple RGB compatible',
      [
        [0.47554, 0.25518, 0.01847],
        [0.33967, 0.67257, 0.11338],
        [0.14898, 0.07225, 0.69336],
      ],
      gammaCurve(1.8),
    ),
  );

export const greyGammaProfile = (gamma: number) => Buffer.from(greyProfile(`Gray Gamma ${gamma}`, gamma));

/** A left-to-right ramp, 0 to 255 over `width` columns, as a one-channel JPEG under a grey profile. */
export async function greyRampJpeg(gamma: number, width: number, height: number): Promise<Buffer> {
  const ramp = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) ramp[y * width + x] = Math.round((x * 255) / (width - 1));
  const jpeg = await sharp(ramp, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .jpeg({ quality: 95 })
    .toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), ...iccSegments(greyGammaProfile(gamma)), jpeg.subarray(2)]);
}

/** The sRGB value a grey profile of `gamma` gives a stored value. */
export function greyInSrgb(stored: number, gamma: number): number {
  const light = (stored / 255) ** gamma;
  return 255 * (light <= 0.0031308 ? 12.92 * light : 1.055 * light ** (1 / 2.4) - 0.055);
}
