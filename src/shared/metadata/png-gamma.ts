// The colour a PNG states with gAMA (and cHRM) instead of a profile. Chromium decodes by them: the
// numbers through gamma 1/gAMA, on cHRM's primaries or sRGB's, converted to sRGB. libvips ignores
// them, so the server engine gives such a PNG this profile to convert through, and both agree.
import { pngFormat, type PngChunk } from '../files/chunks';
import { u32be } from './bytes';
import { SRGB_PRIMARIES } from './icc';
import { D50, gammaCurve, greyProfile, matrixProfile } from './icc-build';
import { apply, fromColumns, invert, multiply, type M3, type Xyz } from './matrix3';

/** gAMA of 1/2.2, which Chromium decodes as sRGB: within this of it, the PNG is left as it is. */
const SRGB_GAMA = 45455;
const SRGB_GAMA_SLACK = 100;

const BRADFORD: M3 = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];

const xyz = ([x, y]: number[]): Xyz => [x! / y!, 1, (1 - x! - y!) / y!];

/** cHRM's white and primaries (x, y pairs) as the primaries' XYZ, adapted to D50 (Bradford). */
function primariesFrom(chrm: Uint8Array): [Xyz, Xyz, Xyz] | null {
  if (chrm.length < 32) return null;
  const xy = [0, 1, 2, 3].map((k) => [u32be(chrm, k * 8) / 100000, u32be(chrm, k * 8 + 4) / 100000]);
  if (xy.some(([, y]) => !(y! > 0))) return null;
  const [white, ...columns] = xy.map(xyz) as [Xyz, Xyz, Xyz, Xyz];
  // Each primary scaled so that the three add up to the white, then carried to D50 white (Bradford).
  const scale = apply(invert(fromColumns(columns)), white);
  const [from, to] = [apply(BRADFORD, white), apply(BRADFORD, D50)];
  const scaleCones = [0, 1, 2].map((k) => [0, 1, 2].map((j) => (j === k ? to[k]! / from[k]! : 0)));
  const adapt = multiply(multiply(invert(BRADFORD), scaleCones), BRADFORD);
  const out = columns.map((c, k) =>
    apply(
      adapt,
      c.map((n) => n * scale[k]!),
    ),
  );
  return out.every((c) => c.every(Number.isFinite)) ? (out as [Xyz, Xyz, Xyz]) : null;
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
  // libpng, and so Chromium, ignores a gAMA outside 16 to 625,000,000.
  if (value < 16 || value > 625_000_000 || !primaries) return null;
  if (!chrm && Math.abs(value - SRGB_GAMA) <= SRGB_GAMA_SLACK) return null;
  // Grey has no primaries: Chromium applies the gamma alone.
  if (pngFormat(chunks)?.grey) return greyProfile('PNG gAMA', 100000 / value);
  return matrixProfile('PNG gAMA and cHRM', primaries, gammaCurve(100000 / value));
}
