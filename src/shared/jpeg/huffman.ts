// Huffman decoding tables built from a DHT segment's counts and symbols (JPEG Annex C), shaped
// for the bit reader: most codes resolve with one lookup, longer ones by canonical code ranges.
import { corrupt } from './errors';

/** Codes up to this many bits resolve in one table lookup (libjpeg-turbo uses 8; 9 covers more AC symbols). */
export const LOOKAHEAD = 9;

export interface HuffmanTable {
  /** By the next LOOKAHEAD bits: (code length << 8) | symbol, or 0 when the code is longer. */
  lookup: Uint16Array;
  /** By code length 1-16: the largest code of that length, -1 when none. */
  maxCode: Int32Array;
  /** By code length: the index in `symbols` of a code minus that code (valoffset in libjpeg). */
  offset: Int32Array;
  symbols: Uint8Array;
  /** The DHT counts the table was built from: counts[l - 1] codes of length l. */
  counts: Uint8Array;
  /**
   * AC tables only, by the next LOOKAHEAD bits: when a run/size symbol's code and its magnitude bits
   * fit in them, (value << 16) | (run << 8) | bits used; else 0. Most coefficients of a photo are
   * small, so most resolve without reading the magnitude apart (stb_image's fast_ac).
   */
  fastAc: Int32Array;
  /** AC tables only, built when first needed: what the next bits hold, for walking past a block (skip.ts). */
  skip?: Int32Array;
}

/**
 * `counts[l - 1]` codes of length l, for l = 1..16, then their symbols in code order. DC tables
 * may only hold magnitude categories 0-15, as libjpeg requires: the bit reader relies on it.
 */
export function buildHuffmanTable(counts: Uint8Array, symbols: Uint8Array, isDc: boolean): HuffmanTable {
  const maxCode = new Int32Array(18).fill(-1);
  const offset = new Int32Array(18);
  if (isDc && symbols.some((s) => s > 15)) throw corrupt('a DC Huffman table holds a symbol above 15');
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length++) {
    const n = counts[length - 1] ?? 0;
    if (n > 0) {
      offset[length] = index - code;
      index += n;
      code += n;
      maxCode[length] = code - 1;
    }
    // As libjpeg: the all-ones code is reserved, so a code space used up means a broken tree.
    if (code >= 1 << length) throw corrupt('a Huffman table has more codes than its lengths allow');
    code <<= 1;
  }
  const lookup = lookupTable(counts, symbols, LOOKAHEAD);
  return {
    lookup,
    maxCode,
    offset,
    symbols,
    counts: counts.slice(0, 16),
    fastAc: isDc ? new Int32Array(0) : fastAcTable(lookup),
  };
}

/** By the next `bits` bits (at most 12): (code length << 8) | symbol, or 0 when the code is longer. */
export function lookupTable(counts: Uint8Array, symbols: Uint8Array, bits: number): Uint16Array {
  const lookup = new Uint16Array(1 << bits);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= bits; length++, code <<= 1) {
    for (let i = 0; i < (counts[length - 1] ?? 0); i++, index++, code++) {
      const shift = bits - length;
      lookup.fill((length << 8) | (symbols[index] ?? 0), code << shift, (code + 1) << shift);
    }
  }
  return lookup;
}

function fastAcTable(lookup: Uint16Array): Int32Array {
  const fast = new Int32Array(1 << LOOKAHEAD);
  for (let peek = 0; peek < fast.length; peek++) {
    const entry = lookup[peek]!;
    const length = entry >> 8;
    const size = entry & 15;
    if (entry === 0 || size === 0 || length + size > LOOKAHEAD) continue;
    const raw = (peek >> (LOOKAHEAD - length - size)) & ((1 << size) - 1);
    const value = raw < 1 << (size - 1) ? raw - (1 << size) + 1 : raw;
    fast[peek] = (value << 16) | ((entry & 0xf0) << 4) | (length + size);
  }
  return fast;
}
