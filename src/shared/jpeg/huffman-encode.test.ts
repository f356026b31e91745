import { describe, expect, it } from 'vitest';
import { huffmanCodes, optimalTable } from './huffman-encode';

/** Each symbol's code as a bit string. */
function codeStrings(freqs: number[]): Map<number, string> {
  const { codes, lengths } = huffmanCodes(optimalTable(freqs));
  const out = new Map<number, string>();
  for (let s = 0; s < 256; s += 1) {
    if (lengths[s]) out.set(s, codes[s]!.toString(2).padStart(lengths[s]!, '0'));
  }
  return out;
}

function expectPrefixFree(codes: Map<number, string>): void {
  const all = [...codes.values()];
  for (const a of all) {
    expect(a).not.toMatch(/^1+$/);
    for (const b of all) if (a !== b) expect(b.startsWith(a)).toBe(false);
  }
}

describe('optimalTable', () => {
  it('gives every used symbol a code of at most 16 bits under Fibonacci counts over 256 symbols', () => {
    // Symbols 0-39 follow the Fibonacci sequence (an unlimited code would be 40 deep), the rest occur once.
    const fib = [1, 1];
    while (fib.length < 40) fib.push(fib.at(-1)! + fib.at(-2)!);
    const freqs = Array.from({ length: 256 }, (_, i) => (i < 40 ? fib[i]! : 1));
    const codes = codeStrings(freqs);
    expect(codes.size).toBe(256);
    for (const c of codes.values()) expect(c.length).toBeLessThanOrEqual(16);
    expectPrefixFree(codes);
    // The rarest symbols were deeper than 16 before folding; the most frequent keeps a short code.
    expect(codes.get(39)!.length).toBeLessThanOrEqual(2);
  });

  it('is optimal when no limit applies (the cost of an independent Huffman code)', () => {
    const freqs = new Array<number>(256).fill(0);
    [50, 20, 20, 7, 3, 1, 1, 90].forEach((f, i) => (freqs[i * 3] = f));
    // Independent cost with the reserved symbol of frequency 1 (K.2): sum of all merged weights.
    let heap = [...freqs.filter((f) => f > 0), 1];
    let cost = 0;
    while (heap.length > 1) {
      heap.sort((a, b) => a - b);
      const merged = heap[0]! + heap[1]!;
      cost += merged;
      heap = [merged, ...heap.slice(2)];
    }
    const codes = codeStrings(freqs);
    let ours = 0;
    for (const [s, c] of codes) ours += freqs[s]! * c.length;
    // The reserved symbol's code (frequency 1) is part of the independent cost.
    const longest = Math.max(...[...codes.values()].map((c) => c.length));
    expect(ours + longest).toBe(cost);
    expectPrefixFree(codes);
  });

  it('codes a lone symbol in one bit and an empty table as nothing', () => {
    const one = new Array<number>(256).fill(0);
    one[7] = 1000;
    expect([...codeStrings(one)]).toEqual([[7, '0']]);
    expect(optimalTable(new Array<number>(256).fill(0)).values).toHaveLength(0);
  });
});
