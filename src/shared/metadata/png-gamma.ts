// The colour a PNG states with gAMA (and cHRM) instead of a profile. Chromium decodes by them: the
// numbers through gamma 1/gAMA, on cHRM's primaries or sRGB's, converted to sRGB. libvips ignores
// them, so the server engine gives such a PNG this profile to convert through, and both agree.
import type { PngChunk } from '../files/chunks';
import { u32be } from './bytes';
import { matrixProfile } from './icc-build';

type Xyz = [number, number, number];
type Matrix = [Xyz, Xyz, Xyz];

/** sRGB's primaries adapted to D50, as every sRGB profile states them. */
const SRGB_PRIMARIES: Matrix = [
  [0.4361, 0.2225, 0.0139],
  [0.3851, 0.7169, 0.0971],
  [0.1431, 0.0606, 0.7141],
];
/** gAMA of 1/2.2, which Chromium decodes as sRGB: within this of it, the PNG is left as it is. */
const SRGB_GAMA = 45455;
const SRGB_GAMA_SLACK = 100;

const BRADFORD: Matrix = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];
const D50: Xyz = [0.9642, 1, 0.8249];

const times = (m: Matrix, v: Xyz): Xyz => m.map((r) => r[0] * v[0] + r[1] * v[1] + r[2] * v[2]) as Xyz;
const xyz = (x: number, y: number): Xyz => [x / y, 1, (1 - x - y) / y];

function invert(m: Matrix): Matrix {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

/** cHRM's white and primaries (x, y pairs) as the primaries' XYZ, adapted to D50 (Bradford). */
function primariesFrom(chrm: Uint8Array): Matrix | null {
  if (chrm.length < 32) return null;
  const v = Array.from({ length: 8 }, (_, i) => u32be(chrm, i * 4) / 100000);
  if (v.some((n, i) => !(n > 0) && i % 2 === 1)) return null;
  const [wx, wy, rx, ry, gx, gy, bx, by] = v as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const columns = [xyz(rx, ry), xyz(gx, gy), xyz(bx, by)];
  const m: Matrix = [0, 1, 2].map((row) => columns.map((c) => c[row]!)) as Matrix;
  // Each primary scaled so that the three add up to the white, then carried to D50 white (Bradford).
  const white = xyz(wx, wy);
  const s = times(invert(m), white);
  const cone = (c: Xyz) => times(BRADFORD, c);
  const [from, to] = [cone(white), cone(D50)];
  const back = invert(BRADFORD);
  const out = columns.map((c, k) => {
    const lms = cone(c.map((n) => n * s[k]!) as Xyz);
    return times(back, lms.map((n, j) => (n * to[j]!) / from[j]!) as Xyz);
  });
  return out.every((c) => c.every(Number.isFinite)) ? (out as Matrix) : null;
}

/**
 * The profile a PNG's gAMA and cHRM describe, where it embeds none (no iCCP) and does not say sRGB
 * (no sRGB chunk); null where there is nothing to convert: no gAMA, or one of 1/2.2 on sRGB's primaries.
 */
export function pngImpliedProfile(chunks: readonly PngChunk[]): Uint8Array | null {
  const find = (type: string) => chunks.find((c) => c.type === type)?.data;
  const gama = find('gAMA');
  if (find('iCCP') || find('sRGB') || !gama || gama.length < 4) return null;
  const value = u32be(gama, 0);
  const chrm = find('cHRM');
  const primaries = chrm ? primariesFrom(chrm) : SRGB_PRIMARIES;
  if (!value || !primaries) return null;
  if (!chrm && Math.abs(value - SRGB_GAMA) <= SRGB_GAMA_SLACK) return null;
  return matrixProfile('PNG gAMA and cHRM', primaries, 100000 / value);
}
