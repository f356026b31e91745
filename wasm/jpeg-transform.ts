// AssemblyScript (decision 291): the pixel side of the JPEG encoder (wasm/jpeg-encode.ts, decision 300):
// one MCU of 8-bit pixels to six blocks of level-shifted YCbCr (4:2:0), each transformed and quantised.

// The six blocks of one MCU (64 f32 each) and one quantised block (64 i32): after jpeg-encode.ts's tables.
export const BLOCKS: usize = 9216;
export const COEF: usize = 10752;

// Where red and blue lie in a pixel's 32 bits (RGBA or BGRA bytes): set for each picture.
let redShift: u32 = 0;
let blueShift: u32 = 16;

export function byteOrder(bgra: bool): void {
  redShift = bgra ? 16 : 0;
  blueShift = bgra ? 0 : 16;
}

// jfdctflt.c's butterfly on four columns at once: eight rows 32 bytes apart from `p`, in place.
function fdctColumns(p: usize): void {
  const d0 = v128.load(p),
    d1 = v128.load(p, 32),
    d2 = v128.load(p, 64),
    d3 = v128.load(p, 96);
  const d4 = v128.load(p, 128),
    d5 = v128.load(p, 160),
    d6 = v128.load(p, 192),
    d7 = v128.load(p, 224);
  const t0 = f32x4.add(d0, d7),
    t7 = f32x4.sub(d0, d7),
    t1 = f32x4.add(d1, d6),
    t6 = f32x4.sub(d1, d6);
  const t2 = f32x4.add(d2, d5),
    t5 = f32x4.sub(d2, d5),
    t3 = f32x4.add(d3, d4),
    t4 = f32x4.sub(d3, d4);
  const t10 = f32x4.add(t0, t3),
    t13 = f32x4.sub(t0, t3),
    t11 = f32x4.add(t1, t2),
    t12 = f32x4.sub(t1, t2);
  v128.store(p, f32x4.add(t10, t11));
  v128.store(p, f32x4.sub(t10, t11), 128);
  const z1 = f32x4.mul(f32x4.add(t12, t13), f32x4.splat(0.707106781));
  v128.store(p, f32x4.add(t13, z1), 64);
  v128.store(p, f32x4.sub(t13, z1), 192);
  const u10 = f32x4.add(t4, t5),
    u11 = f32x4.add(t5, t6),
    u12 = f32x4.add(t6, t7);
  const z5 = f32x4.mul(f32x4.sub(u10, u12), f32x4.splat(0.382683433));
  const z2 = f32x4.add(f32x4.mul(u10, f32x4.splat(0.5411961)), z5);
  const z4 = f32x4.add(f32x4.mul(u12, f32x4.splat(1.306562965)), z5);
  const z3 = f32x4.mul(u11, f32x4.splat(0.707106781));
  const z11 = f32x4.add(t7, z3),
    z13 = f32x4.sub(t7, z3);
  v128.store(p, f32x4.add(z13, z2), 160);
  v128.store(p, f32x4.sub(z13, z2), 96);
  v128.store(p, f32x4.add(z11, z4), 32);
  v128.store(p, f32x4.sub(z11, z4), 224);
}

/** Transposes the 4x4 quadrant at `from` into the one at `to` (rows 32 bytes apart). */
function transpose4(from: usize, to: usize): void {
  const a0 = v128.load(from),
    a1 = v128.load(from, 32),
    a2 = v128.load(from, 64),
    a3 = v128.load(from, 96);
  const t0 = v128.shuffle<f32>(a0, a1, 0, 4, 1, 5),
    t1 = v128.shuffle<f32>(a0, a1, 2, 6, 3, 7);
  const t2 = v128.shuffle<f32>(a2, a3, 0, 4, 1, 5),
    t3 = v128.shuffle<f32>(a2, a3, 2, 6, 3, 7);
  v128.store(to, v128.shuffle<f32>(t0, t2, 0, 1, 4, 5));
  v128.store(to, v128.shuffle<f32>(t0, t2, 2, 3, 6, 7), 32);
  v128.store(to, v128.shuffle<f32>(t1, t3, 0, 1, 4, 5), 64);
  v128.store(to, v128.shuffle<f32>(t1, t3, 2, 3, 6, 7), 96);
}

/**
 * The 2-D transform of the block at `p` (64 f32, level-shifted), quantised into COEF as i32. The
 * result is transposed (coefficient (v, u) at u * 8 + v): the zigzag and scale tables are too.
 */
export function transformBlock(p: usize, scale: usize): void {
  fdctColumns(p);
  fdctColumns(p + 16);
  // The off-diagonal quadrants swap through COEF, free until the quantised block is written.
  transpose4(p + 16, COEF);
  transpose4(p + 128, p + 16);
  transpose4(p, p);
  transpose4(p + 144, p + 144);
  for (let r: usize = 0; r < 4; r++) v128.store(p + 128 + r * 32, v128.load(COEF + r * 32));
  fdctColumns(p);
  fdctColumns(p + 16);
  for (let i: usize = 0; i < 256; i += 16) {
    const q = f32x4.nearest(f32x4.mul(v128.load(p + i), v128.load(scale + i)));
    v128.store(COEF + i, i32x4.trunc_sat_f32x4_s(q));
  }
}

// One byte of each of four pixels, as f32.
function channel(px: v128, shift: u32): v128 {
  return f32x4.convert_i32x4_u(v128.and(i32x4.shr_u(px, shift), i32x4.splat(0xff)));
}

/**
 * One MCU from column `x` of the band at `src`: luma into blocks 0-3, the 2x2 means' chroma into 4
 * and 5. `stride` is the band's row length in bytes; the band is padded to whole MCUs (`pad`).
 */
export function loadMcu(src: usize, x: usize, stride: usize): void {
  for (let r: usize = 0; r < 16; r += 2) {
    for (let g: usize = 0; g < 4; g += 2) {
      // Two groups of four pixels on two rows: luma for each, then one chroma row of four.
      let sr = f32x4.splat(0),
        sg = f32x4.splat(0),
        sb = f32x4.splat(0);
      let sr2 = f32x4.splat(0),
        sg2 = f32x4.splat(0),
        sb2 = f32x4.splat(0);
      for (let dy: usize = 0; dy < 2; dy++) {
        const y = r + dy;
        const row = src + y * stride + (x + g * 4) * 4;
        const block = BLOCKS + ((y >> 3) * 2 + (g >> 1)) * 256 + (y & 7) * 32;
        for (let h: usize = 0; h < 2; h++) {
          const px = v128.load(row + h * 16);
          const R = channel(px, redShift),
            G = channel(px, 8),
            B = channel(px, blueShift);
          const lum = f32x4.add(
            f32x4.add(f32x4.mul(R, f32x4.splat(0.299)), f32x4.mul(G, f32x4.splat(0.587))),
            f32x4.sub(f32x4.mul(B, f32x4.splat(0.114)), f32x4.splat(128)),
          );
          v128.store(block + ((g + h) & 1) * 16, lum);
          if (h == 0) {
            sr = f32x4.add(sr, R);
            sg = f32x4.add(sg, G);
            sb = f32x4.add(sb, B);
          } else {
            sr2 = f32x4.add(sr2, R);
            sg2 = f32x4.add(sg2, G);
            sb2 = f32x4.add(sb2, B);
          }
        }
      }
      const q = f32x4.splat(0.25);
      const R = f32x4.mul(
        f32x4.add(v128.shuffle<f32>(sr, sr2, 0, 2, 4, 6), v128.shuffle<f32>(sr, sr2, 1, 3, 5, 7)),
        q,
      );
      const G = f32x4.mul(
        f32x4.add(v128.shuffle<f32>(sg, sg2, 0, 2, 4, 6), v128.shuffle<f32>(sg, sg2, 1, 3, 5, 7)),
        q,
      );
      const B = f32x4.mul(
        f32x4.add(v128.shuffle<f32>(sb, sb2, 0, 2, 4, 6), v128.shuffle<f32>(sb, sb2, 1, 3, 5, 7)),
        q,
      );
      const cb = f32x4.add(
        f32x4.mul(R, f32x4.splat(-0.168735892)),
        f32x4.add(f32x4.mul(G, f32x4.splat(-0.331264108)), f32x4.mul(B, f32x4.splat(0.5))),
      );
      const cr = f32x4.add(
        f32x4.mul(R, f32x4.splat(0.5)),
        f32x4.add(f32x4.mul(G, f32x4.splat(-0.418687589)), f32x4.mul(B, f32x4.splat(-0.081312411))),
      );
      const at = (r >> 1) * 32 + (g >> 1) * 16;
      v128.store(BLOCKS + 4 * 256 + at, cb);
      v128.store(BLOCKS + 5 * 256 + at, cr);
    }
  }
}

/** Repeats each row's last pixel to whole MCUs, as libjpeg does, for `rows` rows of the band. */
export function pad(src: usize, rows: usize, width: usize, mcus: usize, stride: usize): void {
  for (let y: usize = 0; y < rows; y++) {
    const row = src + y * stride;
    const last = load<u32>(row + (width - 1) * 4);
    for (let x = width; x < mcus * 16; x++) store<u32>(row + x * 4, last);
  }
}
