// The 8x8 DCTs of the coefficient path. The inverse is libjpeg's "islow" integer IDCT (jidctint.c)
// step for step, with its range-limit table, so a block decodes to exactly the samples that
// libjpeg-turbo (sharp, Chromium) shows for it; the forward one is libjpeg's float AAN DCT (jfdctflt.c)
// with its quantisation (round to nearest), the most accurate of libjpeg's three.

const CONST_BITS = 13;
const PASS1_BITS = 2;
// FIX(x) = round(x * 2^13), as jidctint.c writes them.
const F_0_298631336 = 2446;
const F_0_390180644 = 3196;
const F_0_541196100 = 4433;
const F_0_765366865 = 6270;
const F_0_899976223 = 7373;
const F_1_175875602 = 9633;
const F_1_501321110 = 12299;
const F_1_847759065 = 15137;
const F_1_961570560 = 16069;
const F_2_053119869 = 16819;
const F_2_562915447 = 20995;
const F_3_072711026 = 25172;

/**
 * libjpeg's post-IDCT range limit, indexed by (centred sample & 1023): clamps [-512, 511] to 0..255
 * after the +128 level shift and wraps beyond, as libjpeg does for out-of-range coefficients.
 */
const RANGE_LIMIT = (() => {
  const t = new Uint8Array(1024);
  for (let i = 0; i < 1024; i += 1) t[i] = i < 128 ? i + 128 : i < 512 ? 255 : i < 896 ? 0 : i - 896;
  return t;
})();

const workspace = new Int32Array(64);

/**
 * Dequantises one block (`coefs[offset..offset+64)`, natural order) with `quant` and writes its 64
 * samples (level-shifted, 0-255) to `out` from `outOffset`, `outStride` apart per row.
 */
export function inverseDct(
  coefs: Int16Array,
  offset: number,
  quant: Uint16Array,
  out: Uint8Array | Uint8ClampedArray | Float32Array,
  outOffset = 0,
  outStride = 8,
): void {
  const ws = workspace;
  for (let c = 0; c < 8; c += 1) {
    const i = offset + c;
    if (
      coefs[i + 8] === 0 &&
      coefs[i + 16] === 0 &&
      coefs[i + 24] === 0 &&
      coefs[i + 32] === 0 &&
      coefs[i + 40] === 0 &&
      coefs[i + 48] === 0 &&
      coefs[i + 56] === 0
    ) {
      const dc = coefs[i]! * quant[c]! * (1 << PASS1_BITS);
      for (let r = 0; r < 64; r += 8) ws[c + r] = dc;
      continue;
    }
    let z2 = coefs[i + 16]! * quant[c + 16]!;
    let z3 = coefs[i + 48]! * quant[c + 48]!;
    let z1 = (z2 + z3) * F_0_541196100;
    let tmp2 = z1 - z3 * F_1_847759065;
    let tmp3 = z1 + z2 * F_0_765366865;
    z2 = coefs[i]! * quant[c]!;
    z3 = coefs[i + 32]! * quant[c + 32]!;
    let tmp0 = (z2 + z3) * (1 << CONST_BITS);
    let tmp1 = (z2 - z3) * (1 << CONST_BITS);
    const tmp10 = tmp0 + tmp3;
    const tmp13 = tmp0 - tmp3;
    const tmp11 = tmp1 + tmp2;
    const tmp12 = tmp1 - tmp2;

    tmp0 = coefs[i + 56]! * quant[c + 56]!;
    tmp1 = coefs[i + 40]! * quant[c + 40]!;
    tmp2 = coefs[i + 24]! * quant[c + 24]!;
    tmp3 = coefs[i + 8]! * quant[c + 8]!;
    z1 = tmp0 + tmp3;
    z2 = tmp1 + tmp2;
    z3 = tmp0 + tmp2;
    let z4 = tmp1 + tmp3;
    const z5 = (z3 + z4) * F_1_175875602;
    tmp0 *= F_0_298631336;
    tmp1 *= F_2_053119869;
    tmp2 *= F_3_072711026;
    tmp3 *= F_1_501321110;
    z1 *= -F_0_899976223;
    z2 *= -F_2_562915447;
    z3 = z3 * -F_1_961570560 + z5;
    z4 = z4 * -F_0_390180644 + z5;
    tmp0 += z1 + z3;
    tmp1 += z2 + z4;
    tmp2 += z2 + z3;
    tmp3 += z1 + z4;

    const half = 1 << (CONST_BITS - PASS1_BITS - 1);
    const shift = CONST_BITS - PASS1_BITS;
    ws[c] = (tmp10 + tmp3 + half) >> shift;
    ws[c + 56] = (tmp10 - tmp3 + half) >> shift;
    ws[c + 8] = (tmp11 + tmp2 + half) >> shift;
    ws[c + 48] = (tmp11 - tmp2 + half) >> shift;
    ws[c + 16] = (tmp12 + tmp1 + half) >> shift;
    ws[c + 40] = (tmp12 - tmp1 + half) >> shift;
    ws[c + 24] = (tmp13 + tmp0 + half) >> shift;
    ws[c + 32] = (tmp13 - tmp0 + half) >> shift;
  }

  const half = 1 << (CONST_BITS + PASS1_BITS + 3 - 1);
  const shift = CONST_BITS + PASS1_BITS + 3;
  for (let r = 0; r < 8; r += 1) {
    const w = r * 8;
    const o = outOffset + r * outStride;
    if (
      ws[w + 1] === 0 &&
      ws[w + 2] === 0 &&
      ws[w + 3] === 0 &&
      ws[w + 4] === 0 &&
      ws[w + 5] === 0 &&
      ws[w + 6] === 0 &&
      ws[w + 7] === 0
    ) {
      const dc = RANGE_LIMIT[((ws[w]! + (1 << (PASS1_BITS + 2))) >> (PASS1_BITS + 3)) & 1023]!;
      for (let c = 0; c < 8; c += 1) out[o + c] = dc;
      continue;
    }
    let z2 = ws[w + 2]!;
    let z3 = ws[w + 6]!;
    let z1 = (z2 + z3) * F_0_541196100;
    let tmp2 = z1 - z3 * F_1_847759065;
    let tmp3 = z1 + z2 * F_0_765366865;
    let tmp0 = (ws[w]! + ws[w + 4]!) * (1 << CONST_BITS);
    let tmp1 = (ws[w]! - ws[w + 4]!) * (1 << CONST_BITS);
    const tmp10 = tmp0 + tmp3;
    const tmp13 = tmp0 - tmp3;
    const tmp11 = tmp1 + tmp2;
    const tmp12 = tmp1 - tmp2;

    tmp0 = ws[w + 7]!;
    tmp1 = ws[w + 5]!;
    tmp2 = ws[w + 3]!;
    tmp3 = ws[w + 1]!;
    z1 = tmp0 + tmp3;
    z2 = tmp1 + tmp2;
    z3 = tmp0 + tmp2;
    let z4 = tmp1 + tmp3;
    const z5 = (z3 + z4) * F_1_175875602;
    tmp0 *= F_0_298631336;
    tmp1 *= F_2_053119869;
    tmp2 *= F_3_072711026;
    tmp3 *= F_1_501321110;
    z1 *= -F_0_899976223;
    z2 *= -F_2_562915447;
    z3 = z3 * -F_1_961570560 + z5;
    z4 = z4 * -F_0_390180644 + z5;
    tmp0 += z1 + z3;
    tmp1 += z2 + z4;
    tmp2 += z2 + z3;
    tmp3 += z1 + z4;

    out[o] = RANGE_LIMIT[((tmp10 + tmp3 + half) >> shift) & 1023]!;
    out[o + 7] = RANGE_LIMIT[((tmp10 - tmp3 + half) >> shift) & 1023]!;
    out[o + 1] = RANGE_LIMIT[((tmp11 + tmp2 + half) >> shift) & 1023]!;
    out[o + 6] = RANGE_LIMIT[((tmp11 - tmp2 + half) >> shift) & 1023]!;
    out[o + 2] = RANGE_LIMIT[((tmp12 + tmp1 + half) >> shift) & 1023]!;
    out[o + 5] = RANGE_LIMIT[((tmp12 - tmp1 + half) >> shift) & 1023]!;
    out[o + 3] = RANGE_LIMIT[((tmp13 + tmp0 + half) >> shift) & 1023]!;
    out[o + 4] = RANGE_LIMIT[((tmp13 - tmp0 + half) >> shift) & 1023]!;
  }
}

// jfdctflt.c's output is the true DCT scaled by 8 * AAN[row] * AAN[col]; quantisation divides it out.
const AAN = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379];
const AAN_DESCALE = Float64Array.from({ length: 64 }, (_, i) => 1 / (AAN[i >> 3]! * AAN[i & 7]! * 8));
const fws = new Float64Array(64);

/** One AAN pass over 8 values of `d`, `step` apart from `at`, in place (jfdctflt.c's butterfly). */
function fdct8(d: Float64Array, at: number, step: number): void {
  const d0 = d[at]!;
  const d1 = d[at + step]!;
  const d2 = d[at + 2 * step]!;
  const d3 = d[at + 3 * step]!;
  const d4 = d[at + 4 * step]!;
  const d5 = d[at + 5 * step]!;
  const d6 = d[at + 6 * step]!;
  const d7 = d[at + 7 * step]!;
  const tmp0 = d0 + d7;
  const tmp7 = d0 - d7;
  const tmp1 = d1 + d6;
  const tmp6 = d1 - d6;
  const tmp2 = d2 + d5;
  const tmp5 = d2 - d5;
  const tmp3 = d3 + d4;
  const tmp4 = d3 - d4;

  let tmp10 = tmp0 + tmp3;
  const tmp13 = tmp0 - tmp3;
  let tmp11 = tmp1 + tmp2;
  let tmp12 = tmp1 - tmp2;
  d[at] = tmp10 + tmp11;
  d[at + 4 * step] = tmp10 - tmp11;
  const z1 = (tmp12 + tmp13) * 0.707106781;
  d[at + 2 * step] = tmp13 + z1;
  d[at + 6 * step] = tmp13 - z1;

  tmp10 = tmp4 + tmp5;
  tmp11 = tmp5 + tmp6;
  tmp12 = tmp6 + tmp7;
  const z5 = (tmp10 - tmp12) * 0.382683433;
  const z2 = 0.5411961 * tmp10 + z5;
  const z4 = 1.306562965 * tmp12 + z5;
  const z3 = tmp11 * 0.707106781;
  const z11 = tmp7 + z3;
  const z13 = tmp7 - z3;
  d[at + 5 * step] = z13 + z2;
  d[at + 3 * step] = z13 - z2;
  d[at + step] = z11 + z4;
  d[at + 7 * step] = z11 - z4;
}

/**
 * Transforms 64 samples (0-255, row-major) and quantises them with `quant` (natural order), rounding
 * to nearest, into `coefs[offset..offset+64)`.
 */
export function forwardDct(
  samples: ArrayLike<number>,
  quant: Uint16Array,
  coefs: Int16Array,
  offset: number,
): void {
  for (let i = 0; i < 64; i += 1) fws[i] = samples[i]! - 128;
  for (let r = 0; r < 64; r += 8) fdct8(fws, r, 1);
  for (let c = 0; c < 8; c += 1) fdct8(fws, c, 8);
  for (let i = 0; i < 64; i += 1) coefs[offset + i] = Math.round((fws[i]! * AAN_DESCALE[i]!) / quant[i]!);
}
