// How wide an RGB ICC profile's primaries are, from its rXYZ/gXYZ/bXYZ tags (D50-adapted XYZ): enough
// to tell Display P3 from sRGB without a colour management module.
import { ascii, u32be } from './byte-reader';

type Xy = [number, number];

function colorant(p: Uint8Array, tag: string): Xy | null {
  if (p.length < 132 || ascii(p, 16, 4) !== 'RGB ') return null;
  const count = u32be(p, 128);
  for (let i = 0; i < count; i++) {
    const e = 132 + i * 12;
    if (e + 12 > p.length) return null;
    if (ascii(p, e, 4) !== tag) continue;
    const at = u32be(p, e + 4);
    if (at + 20 > p.length || ascii(p, at, 4) !== 'XYZ ') return null;
    const s15 = (o: number) => (u32be(p, at + o) | 0) / 65536;
    const [X, Y, Z] = [s15(8), s15(12), s15(16)];
    const sum = X + Y + Z;
    return sum > 0 ? [X / sum, Y / sum] : null;
  }
  return null;
}

/** Chromaticities of Display P3's colorants as profiles store them (Bradford-adapted to D50). */
const P3: Xy[] = [
  [0.6821, 0.3194],
  [0.2846, 0.6746],
  [0.1559, 0.0661],
];

/** True when the profile's red, green and blue are Display P3's (within 0.01). */
export function isDisplayP3Icc(profile: Uint8Array): boolean {
  const rgb = ['rXYZ', 'gXYZ', 'bXYZ'].map((t) => colorant(profile, t));
  return rgb.every((c, i) => c && Math.hypot(c[0] - P3[i]![0], c[1] - P3[i]![1]) < 0.01);
}
