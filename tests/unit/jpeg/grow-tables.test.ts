// Optimised Huffman tables grown by the symbols a watermark needs (decision 293): the source's codes
// stay where room allows, else only the rarest move, and the result is a valid JPEG table.
import { describe, expect, it } from 'vitest';
import { NONE, grownSpec } from '#shared/jpeg/grow-tables';
import { huffmanCodes, type HuffmanSpec } from '#shared/jpeg/huffman-encode';

const spec = (counts: number[], values: number[]): HuffmanSpec => ({
  bits: Uint8Array.from([0, ...counts]),
  values: Uint8Array.from(values),
});

/** Symbol -> "length:code" for every symbol the table codes. */
function codes(s: HuffmanSpec): Map<number, string> {
  const { codes: c, lengths } = huffmanCodes(s);
  const out = new Map<number, string>();
  lengths.forEach((l, symbol) => l && out.set(symbol, `${l}:${c[symbol]}`));
  return out;
}

/** No code is a prefix of another, none is all ones, and the table is a DHT's (at most 16 bits). */
function expectValid(s: HuffmanSpec) {
  const { codes: c, lengths } = huffmanCodes(s);
  const all = [...lengths.keys()].filter((x) => lengths[x]).map((x) => [c[x]!, lengths[x]!] as const);
  expect(all.length).toBe(s.values.length);
  for (const [code, length] of all) {
    expect(length).toBeLessThanOrEqual(16);
    expect(code).not.toBe(2 ** length - 1);
    for (const [other, l] of all)
      if (l > length || (l === length && other !== code)) expect(other >>> (l - length)).not.toBe(code);
  }
}

// A sharp-written photo's luma AC table: full but for the all-ones code, 37 codes of 16 bits.
const FULL_COUNTS = [0, 2, 1, 3, 4, 1, 3, 3, 3, 3, 2, 4, 3, 0, 1, 37];
const FULL = spec(
  FULL_COUNTS,
  Array.from({ length: 70 }, (_, i) => i + 1),
);
const MISSING = [0xa1, 0xa2, 0xb3, 0xc4, 0xd5, 0xe6, 0xf7, 0xf8, 0xf9, 0xfa];

describe('grownSpec', () => {
  it('puts new symbols after the last code where the table has room: no code moves', () => {
    const dc = spec([0, 1, 5, 1, 1, 1], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const grown = grownSpec(dc, [9, 10, 11], 12)!;
    expect(grown.moved).toBe(NONE);
    expectValid(grown.spec);
    const [before, after] = [codes(dc), codes(grown.spec)];
    for (const [symbol, code] of before) expect(after.get(symbol)).toBe(code);
    for (const symbol of [9, 10, 11]) expect(after.has(symbol)).toBe(true);
  });

  it('in a full table, moves only its last codes shorter than 16 bits; the 16-bit ones stay', () => {
    const grown = grownSpec(FULL, MISSING, 12)!;
    expectValid(grown.spec);
    expect(grown.moved).toBeLessThan(NONE);
    const [before, after] = [codes(FULL), codes(grown.spec)];
    const moved = [...before].filter(([s, code]) => after.get(s) !== code);
    expect(moved.length).toBeGreaterThan(0);
    for (const [symbol, code] of before) {
      const [length, value] = code.split(':').map(Number) as [number, number];
      const aligned = value * 2 ** (16 - length);
      // Exactly the codes from `moved` on moved, save those of 16 bits.
      expect(after.get(symbol) !== code).toBe(length < 16 && aligned >= grown.moved);
      if (after.get(symbol) !== code) expect(length).toBeGreaterThanOrEqual(12);
    }
    for (const symbol of MISSING) expect(after.has(symbol)).toBe(true);
  });

  it('refuses to move a code shorter than `from` bits', () => {
    expect(grownSpec(FULL, MISSING, 14)).toBeNull();
    expect(grownSpec(FULL, MISSING.slice(0, 1), 16)).toBeNull();
  });

  it('gives back the table itself when nothing is missing', () => {
    expect(grownSpec(FULL, [], 12)).toEqual({ spec: FULL, moved: NONE });
  });
});
