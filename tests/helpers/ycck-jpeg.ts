// A YCCK JPEG, the way Photoshop saves a CMYK photo: C, M and Y coded as YCbCr (as if R, G and B were
// the inks), K as it is, and an Adobe marker with transform 2. libjpeg (so sharp) writes CMYK only
// as plain CMYK, so the tests code the inks themselves with our encoder.
import type { Sharp } from 'sharp';
import { sharpProfile } from '#server/engine/sharp-profiles';
import { writeBaseline } from '#shared/jpeg/encode';
import { iccSegments } from '#shared/metadata/jpeg';
import { frameFromPixels } from '../unit/jpeg/frame-from-pixels';

/** Adobe's APP14: version 100, no flags, then the transform (2: YCCK). */
const ADOBE_YCCK = Uint8Array.of(0xff, 0xee, 0, 14, ...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, 2);

/**
 * `rgb` (sRGB pixels, as sharp's raw input) separated into inks through sharp's CMYK profile and
 * written as a YCCK JPEG at `quality` that embeds that profile.
 */
export async function ycckJpeg(rgb: Sharp, quality = 95): Promise<Buffer> {
  // Ink amounts, 255 full, as libvips gives them.
  const { data, info } = await rgb
    .toColourspace('cmyk')
    .withIccProfile('cmyk')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const cmy = new Uint8Array(width * height * 3);
  const k = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    // libjpeg's cmyk_ycck_convert codes 255 minus the stored value, and Adobe stores 255 minus the
    // ink: the YCC planes code the inks themselves. K is stored as Adobe stores it.
    cmy.set(data.subarray(i * 4, i * 4 + 3), i * 3);
    k[i] = 255 - data[i * 4 + 3]!;
  }
  const frame = frameFromPixels(cmy, 3, width, height, '4:4:4', quality);
  const black = frameFromPixels(k, 1, width, height, 'grey', quality).components[0]!;
  frame.components.push({ ...black, id: 4, quantTable: 0 });
  const coded = writeBaseline(frame);
  return Buffer.concat([
    coded.subarray(0, 2),
    ADOBE_YCCK,
    ...iccSegments(await sharpProfile('cmyk')),
    coded.subarray(2),
  ]);
}
