import { describe, expect, it } from 'vitest';
import { collectSymbols, countSymbols } from './symbols';
import type { JpegFrame } from './types';
import { ZIGZAG_TO_NATURAL as ZIGZAG } from './zigzag';

/** T.81 F.1.2 as written: the reference for the branch-free walk. */
function referenceSymbols(blocks: Int16Array[]): number[] {
  const out: number[] = [];
  let pred = 0;
  for (const b of blocks) {
    const entry = (symbol: number, size: number, value: number, table: number) =>
      symbol | (size << 8) | (((value < 0 ? value - 1 : value) & ((1 << size) - 1)) << 12) | (table << 28);
    const sizeOf = (v: number) => (v === 0 ? 0 : Math.floor(Math.log2(Math.abs(v))) + 1);
    const diff = b[0]! - pred;
    pred = b[0]!;
    out.push(entry(sizeOf(diff), sizeOf(diff), diff, 0));
    let run = 0;
    for (let k = 1; k < 64; k += 1) {
      const v = b[ZIGZAG[k]!]!;
      if (v === 0) {
        run += 1;
        continue;
      }
      for (; run >= 16; run -= 16) out.push(entry(0xf0, 0, 0, 1));
      out.push(entry((run << 4) | sizeOf(v), sizeOf(v), v, 1));
      run = 0;
    }
    if (run > 0) out.push(entry(0, 0, 0, 1));
  }
  return out;
}

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

describe('collectSymbols', () => {
  it('gives the symbols of T.81 F.1.2 for sparse, dense and long-zero-run blocks', () => {
    const rand = random(3);
    const width = 8 * 40;
    const height = 8 * 30;
    const blocks = Array.from({ length: 1200 }, (_, n) => {
      const b = new Int16Array(64);
      const density = [0, 0.02, 0.1, 0.5, 1][n % 5]!;
      for (let i = 0; i < 64; i += 1) {
        if (rand() < density) b[i] = Math.round((rand() - 0.5) * 2 ** (1 + Math.floor(rand() * 10)));
      }
      b[0] = Math.round((rand() - 0.5) * 2000);
      return b;
    });
    const coefficients = new Int16Array(blocks.length * 64);
    blocks.forEach((b, n) => coefficients.set(b, n * 64));
    const frame: JpegFrame = {
      width,
      height,
      progressive: false,
      maxH: 1,
      maxV: 1,
      mcusPerLine: 40,
      mcusPerColumn: 30,
      components: [
        { id: 1, h: 1, v: 1, quantTable: 0, blocksPerLine: 40, blocksPerColumn: 30, coefficients },
      ],
      quantTables: [new Uint16Array(64).fill(1)],
      restartInterval: 0,
      adobeTransform: null,
    };
    const chunks = collectSymbols(frame);
    const ours = chunks.flatMap(({ entries, count }) => Array.from(entries.subarray(0, count)));
    const reference = referenceSymbols(blocks);
    expect(ours).toEqual(reference);
    const { freqs } = countSymbols(chunks);
    expect(freqs[0xf0 + 256]).toBe(reference.filter((e) => e === ((1 << 28) | 0xf0)).length);
  });
});
