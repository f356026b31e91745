// AssemblyScript (decision 291): a baseline JPEG encoder for opaque 8-bit RGBA or BGRA pixels, 4:2:0,
// one MCU row (16 pixel rows) at a time, so the caller never holds more than a band of pixels
// (decision 300). The caller (src/shared/jpeg/rgba-encode.ts) lays out the memory: the tables at
// fixed offsets, then the band of pixel rows and the output where it says.
import { BLOCKS, COEF, byteOrder, loadMcu, transformBlock } from './jpeg-transform';
export { pad } from './jpeg-transform';

// The quantisation scales (64 f32 each, in the transposed order the transform leaves), the zigzag
// order into that layout (64 u8), the Huffman codes ((code << 8) | length, 256 u32 a table: DC luma,
// AC luma, DC chroma, AC chroma), the symbol counts (the same shape); jpeg-transform.ts's blocks next.
export const SCALE_Y: usize = 0;
export const SCALE_C: usize = 256;
export const ZIGZAG: usize = 512;
export const CODES: usize = 1024;
export const COUNTS: usize = 5120;
const ZIGZAGGED: usize = 11008;

let acc: u64 = 0;
let pending: u32 = 0;
let out: usize = 0;
let counting = false;
let predY: i32 = 0;
let predCb: i32 = 0;
let predCr: i32 = 0;

/** Starts a pass: counting symbols (tables not yet known) or writing the scan from `to`. */
export function start(to: usize, count: bool, bgra: bool): void {
  byteOrder(bgra);
  acc = 0;
  pending = 0;
  out = to;
  counting = count;
  predY = predCb = predCr = 0;
}

/** Moves the output back to `to` once the caller has taken what was written. */
export function rewind(to: usize): void {
  out = to;
}

function writeWord(w: u32): void {
  const flip = ~w;
  if (((flip - 0x01010101) & ~flip & 0x80808080) == 0) {
    store<u32>(out, bswap<u32>(w));
    out += 4;
    return;
  }
  for (let s: i32 = 24; s >= 0; s -= 8) writeByte((w >>> s) & 0xff);
}

function writeByte(b: u32): void {
  store<u8>(out++, b as u8);
  // A 0xFF in entropy-coded data is followed by a stuffed zero.
  if (b == 0xff) store<u8>(out++, 0);
}

function put(value: u32, length: u32): void {
  acc = (acc << (length as u64)) | (value as u64);
  pending += length;
  if (pending >= 32) {
    pending -= 32;
    writeWord(u32(acc >>> (pending as u64)));
  }
}

function symbol(table: usize, sym: u32, size: u32, bits: i32): void {
  if (counting) {
    const at = COUNTS + (table << 10) + (sym << 2);
    store<u32>(at, load<u32>(at) + 1);
    return;
  }
  const e = load<u32>(CODES + (table << 10) + (sym << 2));
  put(((e >>> 8) << size) | ((bits as u32) & ((1 << size) - 1)), (e & 0xff) + size);
}

function magnitude(v: i32): u32 {
  return 32 - clz<u32>(abs<i32>(v) as u32);
}

/** Codes the quantised block at COEF (DC, then the AC run-lengths); returns the new DC predictor. */
function codeBlock(dcTable: usize, pred: i32): i32 {
  // In zigzag order as i16, then a bit per nonzero coefficient: the loop visits only those.
  for (let k: usize = 0; k < 64; k++) {
    store<i16>(ZIGZAGGED + (k << 1), load<i32>(COEF + ((load<u8>(ZIGZAG + k) as usize) << 2)) as i16);
  }
  let nonzero: u64 = 0;
  for (let j: usize = 0; j < 8; j++) {
    const zero = i16x8.eq(v128.load(ZIGZAGGED + (j << 4)), i16x8.splat(0));
    nonzero |= ((~i16x8.bitmask(zero) & 0xff) as u64) << ((j << 3) as u64);
  }
  const dc = load<i16>(ZIGZAGGED) as i32;
  const diff = dc - pred;
  const s = magnitude(diff);
  symbol(dcTable, s, s, diff < 0 ? diff - 1 : diff);
  const acTable = dcTable + 1;
  nonzero &= ~(1 as u64);
  let last: u32 = 0;
  while (nonzero != 0) {
    const k = ctz<u64>(nonzero) as u32;
    nonzero &= nonzero - 1;
    let run = k - last - 1;
    last = k;
    while (run > 15) {
      symbol(acTable, 0xf0, 0, 0);
      run -= 16;
    }
    const v = load<i16>(ZIGZAGGED + ((k as usize) << 1)) as i32;
    const m = magnitude(v);
    symbol(acTable, (run << 4) | m, m, v < 0 ? v - 1 : v);
  }
  if (last < 63) symbol(acTable, 0, 0, 0);
  return dc;
}

/** Codes 16 rows from `src`, `mcus` MCUs wide; returns where the output has got to. */
export function mcuRow(src: usize, mcus: usize, stride: usize): usize {
  for (let m: usize = 0; m < mcus; m++) {
    loadMcu(src, m * 16, stride);
    for (let b: usize = 0; b < 4; b++) {
      transformBlock(BLOCKS + b * 256, SCALE_Y);
      predY = codeBlock(0, predY);
    }
    transformBlock(BLOCKS + 4 * 256, SCALE_C);
    predCb = codeBlock(2, predCb);
    transformBlock(BLOCKS + 5 * 256, SCALE_C);
    predCr = codeBlock(2, predCr);
  }
  return out;
}

/** Pads the last byte with ones and writes what is pending; returns the scan's end. */
export function finish(): usize {
  const pad = (8 - (pending & 7)) & 7;
  acc = (acc << (pad as u64)) | (((1 << pad) - 1) as u64);
  pending += pad;
  while (pending >= 8) {
    pending -= 8;
    writeByte(u32(acc >>> (pending as u64)) & 0xff);
  }
  return out;
}
