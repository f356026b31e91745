// Optimal Huffman tables for the encoder: code lengths by ITU T.81 Annex K.2 (libjpeg's
// jpeg_gen_optimal_table), limited to 16 bits, then the canonical codes of Annex C.

import type { HuffmanSpec } from './types';

export type { HuffmanSpec };

/** A table ready to encode with: code and length per symbol (length 0: the symbol never occurs). */
export interface HuffmanCodes {
  codes: Uint16Array;
  lengths: Uint8Array;
}

/**
 * Builds the code lengths for 256 symbol frequencies. A 257th symbol of frequency 1 is reserved
 * (K.2) so that no real code is all 1-bits; code lengths beyond 16 are folded back as K.3 shows.
 */
export function optimalTable(frequencies: ArrayLike<number>): HuffmanSpec {
  const freq = new Float64Array(257);
  for (let i = 0; i < 256; i += 1) freq[i] = frequencies[i] ?? 0;
  freq[256] = 1;
  const codesize = new Int32Array(257);
  const others = new Int32Array(257).fill(-1);

  for (;;) {
    // The two least frequent live symbols; on ties the larger index, as libjpeg picks.
    let c1 = -1;
    let v = Infinity;
    for (let i = 0; i <= 256; i += 1) {
      if (freq[i]! > 0 && freq[i]! <= v) {
        v = freq[i]!;
        c1 = i;
      }
    }
    let c2 = -1;
    v = Infinity;
    for (let i = 0; i <= 256; i += 1) {
      if (freq[i]! > 0 && freq[i]! <= v && i !== c1) {
        v = freq[i]!;
        c2 = i;
      }
    }
    if (c2 < 0) break;
    freq[c1] = freq[c1]! + freq[c2]!;
    freq[c2] = 0;
    codesize[c1] = codesize[c1]! + 1;
    while (others[c1]! >= 0) {
      c1 = others[c1]!;
      codesize[c1] = codesize[c1]! + 1;
    }
    others[c1] = c2;
    codesize[c2] = codesize[c2]! + 1;
    while (others[c2]! >= 0) {
      c2 = others[c2]!;
      codesize[c2] = codesize[c2]! + 1;
    }
  }

  // A tree over 257 leaves is at most 256 deep.
  const count = new Int32Array(258);
  for (let i = 0; i <= 256; i += 1) if (codesize[i]! > 0) count[codesize[i]!] = count[codesize[i]!]! + 1;
  for (let i = 257; i > 16; i -= 1) {
    while (count[i]! > 0) {
      // Two leaves at depth i become one at i - 1 and the shallower sibling's subtree takes the other.
      let j = i - 2;
      while (count[j] === 0) j -= 1;
      count[i] = count[i]! - 2;
      count[i - 1] = count[i - 1]! + 1;
      count[j + 1] = count[j + 1]! + 2;
      count[j] = count[j]! - 1;
    }
  }
  // Drop the reserved symbol: it has the longest code.
  let longest = 16;
  while (longest > 0 && count[longest] === 0) longest -= 1;
  if (longest > 0) count[longest] = count[longest]! - 1;

  const bits = new Uint8Array(17);
  for (let i = 1; i <= 16; i += 1) bits[i] = count[i]!;
  const values: number[] = [];
  for (let len = 1; len <= 256; len += 1) {
    for (let s = 0; s < 256; s += 1) if (codesize[s] === len) values.push(s);
  }
  return { bits, values: Uint8Array.from(values) };
}

/** The canonical codes of a table (Annex C). */
export function huffmanCodes(spec: HuffmanSpec): HuffmanCodes {
  const codes = new Uint16Array(256);
  const lengths = new Uint8Array(256);
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len += 1) {
    for (let n = 0; n < spec.bits[len]!; n += 1) {
      const symbol = spec.values[k]!;
      codes[symbol] = code;
      lengths[symbol] = len;
      code += 1;
      k += 1;
    }
    code <<= 1;
  }
  return { codes, lengths };
}
