// sRGB pixels re-expressed in another matrix/TRC RGB profile: a photo composed in its own wide-gamut
// numbers needs its logo in those numbers too.
import { SRGB_PRIMARIES, type RgbMatrixProfile } from './icc';
import { fromColumns, invert, multiply } from './matrix3';

const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

const STEPS = 4096;

/** Linear (0..1, in STEPS) to the encoded byte, by inverting the monotone forward curve. */
function inverseCurve(forward: (v: number) => number): Uint8Array {
  const lut = new Uint8Array(STEPS + 1);
  const f = Array.from({ length: 256 }, (_, i) => forward(i / 255));
  let code = 0;
  for (let s = 0; s <= STEPS; s += 1) {
    const target = s / STEPS;
    while (code < 255 && (f[code]! + f[code + 1]!) / 2 < target) code += 1;
    lut[s] = code;
  }
  return lut;
}

/** A function converting RGBA sRGB bytes in place into the profile's encoding. */
export function srgbToProfile(profile: RgbMatrixProfile): (rgba: Uint8ClampedArray) => void {
  const m = multiply(invert(fromColumns(profile.primaries)), fromColumns(SRGB_PRIMARIES));
  const lin = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i / 255));
  const inv = profile.curves.map(inverseCurve);
  const enc = (ch: number, v: number) => inv[ch]![Math.round(Math.min(1, Math.max(0, v)) * STEPS)]!;
  return (px) => {
    for (let i = 0; i < px.length; i += 4) {
      const r = lin[px[i]!]!;
      const g = lin[px[i + 1]!]!;
      const b = lin[px[i + 2]!]!;
      px[i] = enc(0, m[0]![0]! * r + m[0]![1]! * g + m[0]![2]! * b);
      px[i + 1] = enc(1, m[1]![0]! * r + m[1]![1]! * g + m[1]![2]! * b);
      px[i + 2] = enc(2, m[2]![0]! * r + m[2]![1]! * g + m[2]![2]! * b);
    }
  };
}
