// CMYK inks to sRGB through a table of the engine's conversion sampled on a grid (decision 311),
// interpolated as lcms interpolates its own four-input tables (cmsintrp.c, Eval4Inputs): linear
// along C between two tetrahedral interpolations over M, Y and K.

/** Nodes along each ink of the table: lcms' own grid for a four-channel input. */
export const CMYK_GRID = 17;

/** The table's length: an sRGB triple per node, C slowest and K fastest. */
export const cmykTableBytes = (): number => CMYK_GRID ** 4 * 3;

/** For each 8-bit ink value: the lower node's offset along the axis with `stride`, and the fraction. */
function axis(stride: number): { base: Int32Array; frac: Float32Array } {
  const base = new Int32Array(256);
  const frac = new Float32Array(256);
  for (let v = 0; v < 256; v++) {
    const f = (v * (CMYK_GRID - 1)) / 255;
    const i = Math.min(Math.floor(f), CMYK_GRID - 2);
    base[v] = i * stride;
    frac[v] = f - i;
  }
  return { base, frac };
}

const G = CMYK_GRID;
const [SC, SM, SY, SK] = [G * G * G * 3, G * G * 3, G * 3, 3];
const [AC, AM, AY, AK] = [axis(SC), axis(SM), axis(SY), axis(SK)];
/** The M, Y, K cube's far corner from its origin. */
const FAR = SM + SY + SK;

/** Writes opaque sRGB into `rgba` from four ink planes (0 no ink, 255 full) through `table`. */
export function cmykToRgba(planes: Uint8Array[], table: Uint8Array, rgba: Uint8ClampedArray): void {
  if (table.length !== cmykTableBytes()) throw new RangeError('a CMYK table of another grid');
  const [pc, pm, py, pk] = planes as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const n = rgba.length >> 2;
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    const c = pc[i]!;
    const m = pm[i]!;
    const y = py[i]!;
    const k = pk[i]!;
    const origin = AC.base[c]! + AM.base[m]! + AY.base[y]! + AK.base[k]!;
    const fc = AC.frac[c]!;
    // The tetrahedron holding the point runs from the cube's origin along its largest fraction, then
    // the next, to the far corner: v = (1 - r1) v0 + (r1 - r2) vA + (r2 - r3) vB + r3 v111.
    // The fractions sorted, largest first, with their axes' strides: M and Y in order, then K put in
    // its place (its own stride is not needed once it is third). Where two are equal the edge between
    // them weighs nothing, so either order gives the same value.
    let r1 = AM.frac[m]!;
    let r2 = AY.frac[y]!;
    let r3 = AK.frac[k]!;
    let s1 = SM;
    let s2 = SY;
    if (r2 > r1) {
      [r1, r2] = [r2, r1];
      [s1, s2] = [SY, SM];
    }
    if (r3 > r1) {
      [r1, r2, r3] = [r3, r1, r2];
      [s1, s2] = [SK, s1];
    } else if (r3 > r2) {
      [r2, r3] = [r3, r2];
      s2 = SK;
    }
    const a = s1;
    const b = s1 + s2;
    const w0 = 1 - r1;
    const wa = r1 - r2;
    const wb = r2 - r3;
    for (let ch = 0, at = origin; ch < 3; ch++, at++) {
      const lo = w0 * table[at]! + wa * table[at + a]! + wb * table[at + b]! + r3 * table[at + FAR]!;
      if (fc === 0) {
        rgba[o + ch] = Math.round(lo);
        continue;
      }
      const up = at + SC;
      const hi = w0 * table[up]! + wa * table[up + a]! + wb * table[up + b]! + r3 * table[up + FAR]!;
      rgba[o + ch] = Math.round(lo + (hi - lo) * fc);
    }
    rgba[o + 3] = 255;
  }
}
