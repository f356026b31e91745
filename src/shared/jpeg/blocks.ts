// The entropy decoding of one 8x8 block, for each kind of scan (JPEG Annex F.2 and G.2, in the
// form libjpeg's jdhuff.c and jdphuff.c give them). Coefficients go to natural order, unscaled.
import { PEEK_SHIFT, type BitReader } from './bit-reader';
import type { HuffmanTable } from './huffman';
import { ZIGZAG_TO_NATURAL as ZZ } from './zigzag';

/** One component's part in a scan. */
export interface ScanComponent {
  coefficients: Int16Array;
  blocksPerLine: number;
  h: number;
  v: number;
  /** The blocks a scan of this component alone covers (the rest of the padded grid is not coded). */
  blocksWide: number;
  blocksHigh: number;
  dc: HuffmanTable;
  ac: HuffmanTable;
  /** The DC predictor. */
  pred: number;
  /**
   * Progressive frames: by block, the highest zigzag index holding a nonzero AC coefficient, so a
   * refinement in an end-of-band run stops there instead of visiting every zero above it.
   */
  lastNonzero: Uint8Array;
}

/** The spectral band and successive approximation of a scan, and its running end-of-band count. */
export interface Band {
  ss: number;
  se: number;
  al: number;
  eobrun: number;
}

/**
 * A sequential block: the hot loop of the decoder, with the bit position and the data in locals.
 * A bit position `pos` reads as one 32-bit load holding at least 25 bits from it: enough for a
 * code of up to 16 bits, then a second load for the magnitude bits.
 */
export function decodeBaseline(r: BitReader, c: ScanComponent, out: Int16Array, off: number): void {
  const view = r.view;
  let pos = r.pos;
  const dc = c.dc;
  let word = view.getUint32(pos >>> 3) << (pos & 7);
  let entry = dc.lookup[word >>> PEEK_SHIFT]!;
  let s: number;
  if (entry !== 0) {
    pos += entry >> 8;
    s = entry & 0xff;
  } else {
    r.pos = pos;
    s = r.decodeLong(dc, word);
    pos = r.pos;
  }
  if (s !== 0) {
    const v = (view.getUint32(pos >>> 3) << (pos & 7)) >>> (32 - s);
    pos += s;
    c.pred = (c.pred + (v < 1 << (s - 1) ? v - (1 << s) + 1 : v)) | 0;
  }
  out[off] = c.pred;
  const ac = c.ac;
  const fast = ac.fastAc;
  const lookup = ac.lookup;
  for (let k = 1; k < 64; k++) {
    word = view.getUint32(pos >>> 3) << (pos & 7);
    const peek = word >>> PEEK_SHIFT;
    const f = fast[peek]!;
    if (f !== 0) {
      pos += f & 0xff;
      k += (f >> 8) & 0xff;
      out[off + ZZ[k]!] = f >> 16;
      continue;
    }
    entry = lookup[peek]!;
    let rs: number;
    if (entry !== 0) {
      pos += entry >> 8;
      rs = entry & 0xff;
    } else {
      r.pos = pos;
      rs = r.decodeLong(ac, word);
      pos = r.pos;
    }
    s = rs & 15;
    if (s === 0) {
      if (rs !== 0xf0) break;
      k += 15;
      continue;
    }
    k += rs >> 4;
    const v = (view.getUint32(pos >>> 3) << (pos & 7)) >>> (32 - s);
    pos += s;
    out[off + ZZ[k]!] = v < 1 << (s - 1) ? v - (1 << s) + 1 : v;
  }
  r.pos = pos;
}
