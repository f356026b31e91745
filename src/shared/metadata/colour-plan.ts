// Which numbers a photo is composed in, from its profile: the browser export and the server engine
// decide alike (decision 182).
import { isWideGamut, rgbMatrixProfile } from './icc';
import { srgbToProfile } from './icc-transform';
import type { SourceMetadata } from './model';

/**
 * How a photo's colours reach the output. A wide-gamut RGB source (Display P3, Adobe RGB...) is
 * composed in its own numbers (decoded without conversion: Chromium's decoders clip to sRGB) and the
 * output carries its profile; the logo is converted into those numbers. Anything else is converted to
 * sRGB by the decoder, CMYK and grey through their profiles (decision 182).
 */
export interface ColourPlan {
  /** Decode without colour conversion. */
  raw: boolean;
  /** The profile the output's numbers are in, to embed; null keeps the encoder's own sRGB. */
  icc: Uint8Array | null;
  /** Converts sRGB RGBA bytes in place into the output's numbers. */
  fromSrgb: ((rgba: Uint8ClampedArray) => void) | null;
}

export function colourPlan(meta: SourceMetadata): ColourPlan {
  const profile = meta.icc && rgbMatrixProfile(meta.icc);
  if (!meta.icc || !profile || !isWideGamut(profile)) return { raw: false, icc: null, fromSrgb: null };
  return { raw: true, icc: meta.icc, fromSrgb: srgbToProfile(profile) };
}

/** Greys and the primaries at a few levels: where a conversion moves none by more than a level, it is sRGB's. */
const PROBE = Uint8ClampedArray.from(
  [
    ...Array.from({ length: 256 }, (_, v) => [v, v, v, 255]),
    ...[64, 128, 255].flatMap((v) => [
      [v, 0, 0, 255],
      [0, v, 0, 255],
      [0, 0, v, 255],
    ]),
  ].flat(2),
);

/**
 * Converts sRGB into the numbers of a photo that keeps its own numbers and profile whatever the
 * profile ("Original quality" keeps every JPEG's, decision 254), so a logo drawn into its changed
 * blocks shows the colour chosen: a wide profile's converter as `colourPlan` gives it, and any other
 * matrix/TRC RGB profile's too (Apple RGB's gamma 1.8 showed a grey logo lighter). Null for a profile
 * that is sRGB's in effect (no change to the common case) and where there is no matrix to convert by.
 */
export function keptFromSrgb(meta: SourceMetadata): ColourPlan['fromSrgb'] {
  const plan = colourPlan(meta);
  if (plan.fromSrgb || !meta.icc) return plan.fromSrgb;
  const profile = rgbMatrixProfile(meta.icc);
  if (!profile) return null;
  const convert = srgbToProfile(profile);
  const probe = PROBE.slice();
  convert(probe);
  return probe.some((v, i) => Math.abs(v - PROBE[i]!) > 1) ? convert : null;
}
