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
