// A frame whose symbol counts follow the Fibonacci sequence (the distribution that makes Huffman
// codes deepest), using every AC symbol a baseline file can hold and every DC category: the tables
// must fold to 16 bits and libjpeg-turbo must decode every block as written.

import { describe, expect, it } from 'vitest';
import { writeBaseline } from '#shared/jpeg/encode';
import { collectSymbols, countSymbols } from '#shared/jpeg/symbols';
import { ZIGZAG_TO_NATURAL as ZIGZAG } from '#shared/jpeg/zigzag';
import { maxDifference, ourDecode, sharpDecode } from './compare';
import { emptyFrame } from './frame-from-pixels';
import { huffmanTables } from './jpeg-segments';

interface Item {
  run: number;
  size: number;
}

/** Every (run, size) AC symbol, the cheapest to place first, with Fibonacci counts on the first 24. */
function pathologicalItems(): Item[] {
  const kinds: Item[] = [];
  for (let run = 0; run < 16; run += 1) for (let size = 1; size <= 10; size += 1) kinds.push({ run, size });
  kinds.sort((a, b) => (a.run + 1) * 2 ** a.size - (b.run + 1) * 2 ** b.size);
  const fib = [1, 2];
  while (fib.length < 24) fib.push(fib.at(-1)! + fib.at(-2)!);
  const items: Item[] = [];
  kinds.forEach((kind, k) => {
    const count = k < 24 ? fib[23 - k]! : 1 + (k % 3);
    for (let i = 0; i < count; i += 1) items.push(kind);
  });
  // Runs of 16 or more zeros: one, two and three ZRL symbols.
  for (const run of [16, 17, 20, 31, 32, 40, 47, 48, 55, 62]) items.push({ run, size: 1 });
  // Interleave so every block holds a mix (a deterministic shuffle).
  return items
    .map((item, i) => ({ item, key: (i * 2654435761) % 4294967291 }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

/**
 * Packs the items into blocks of a greyscale frame with a quantisation table of ones. Each block's
 * coefficient magnitudes add up to at most 512 and its DC stays within +-1024, so every sample stays
 * within libjpeg's range limit and the decode can be compared exactly.
 */
function pathologicalFrame() {
  const items = pathologicalItems();
  const blocks: Int16Array[] = [];
  let block = new Int16Array(64);
  let next = 1;
  let amplitude = 0;
  for (const [i, { run, size }] of items.entries()) {
    const value = 2 ** (size - 1);
    if (next + run > 63 || amplitude + value > 512) {
      blocks.push(block);
      block = new Int16Array(64);
      next = 1;
      amplitude = 0;
    }
    block[ZIGZAG[next + run]!] = i % 2 ? value : -value;
    next += run + 1;
    amplitude += value;
  }
  blocks.push(block);

  const width = 512;
  const height = Math.ceil(blocks.length / 64) * 8;
  const frame = emptyFrame(width, height, 'grey', 50);
  frame.quantTables[0] = new Uint16Array(64).fill(1);
  const coefs = frame.components[0]!.coefficients;
  // DC differences of every category 0-11, small ones the most frequent.
  const categories = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 10, 11];
  let dc = 0;
  blocks.forEach((b, n) => {
    coefs.set(b, n * 64);
    const category = categories[n % categories.length]!;
    const step = category === 0 ? 0 : 2 ** (category - 1);
    dc = dc <= 0 ? dc + step : dc - step;
    coefs[n * 64] = dc;
  });
  return frame;
}

/** The deepest code of an unlimited Huffman code for these frequencies. */
function unlimitedDepth(freqs: ArrayLike<number>): number {
  let nodes = Array.from(freqs)
    .filter((f) => f > 0)
    .map((f) => ({ f, depth: 0 }));
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.f - b.f);
    const [a, b] = nodes;
    nodes = [{ f: a!.f + b!.f, depth: Math.max(a!.depth, b!.depth) + 1 }, ...nodes.slice(2)];
  }
  return nodes[0]!.depth;
}

describe('optimised Huffman tables under a pathological distribution', () => {
  it('fold to 16 bits, use every symbol, and decode in libjpeg-turbo', async () => {
    const frame = pathologicalFrame();
    const { freqs } = countSymbols(collectSymbols(frame));
    const acFreqs = freqs.subarray(256, 512);
    expect(Array.from(acFreqs).filter((f) => f > 0)).toHaveLength(162);
    expect(Array.from(freqs.subarray(0, 256)).filter((f) => f > 0)).toHaveLength(12);
    // Without the limit the code would be deeper than a JPEG allows.
    expect(unlimitedDepth(acFreqs)).toBeGreaterThan(16);

    const jpeg = writeBaseline(frame);
    const tables = huffmanTables(jpeg);
    expect(tables.map((t) => [t.tableClass, t.id, t.values.length])).toEqual([
      [0, 0, 12],
      [1, 0, 162],
    ]);
    for (const t of tables) {
      expect(t.counts.reduce((a, b) => a + b, 0)).toBe(t.values.length);
      // Kraft: a prefix code that leaves the all-ones code of 16 bits free.
      const kraft = t.counts.reduce((sum, n, i) => sum + n * 2 ** (16 - (i + 1)), 0);
      expect(kraft).toBeLessThan(2 ** 16);
    }
    expect(tables[1]!.counts[15]).toBeGreaterThan(0);

    const decoded = await sharpDecode(jpeg, 1);
    expect([decoded.width, decoded.height]).toEqual([frame.width, frame.height]);
    expect(maxDifference(ourDecode(frame, 1).data, decoded.data)).toBeLessThanOrEqual(1);
  });
});
