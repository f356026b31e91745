// The one baseline scan. A single walk over the frame's blocks, in scan order, turns every block into
// Huffman symbols and keeps them (4 bytes each); the optimal tables are counted from that list and
// the scan is written from it, so the coefficients are read once (decision 253).

import { JpegUnsupportedError, type JpegFrame } from './types';
import { ZIGZAG_TO_NATURAL as ZIGZAG } from './zigzag';

/** Table class of each component: luma (0) for the first, chroma (1) shared by the others. */
export const tableClassOf = (component: number): number => (component === 0 ? 0 : 1);

/**
 * A run of the scan's symbols. Each entry is symbol | extra-bit count << 8 | extra bits << 12 |
 * table << 28, where table is 0 luma DC, 1 luma AC, 2 chroma DC, 3 chroma AC.
 */
export interface SymbolChunk {
  entries: Int32Array;
  count: number;
}

/** The scan's symbols in order, in chunks of 1 M entries: a growing list would copy tens of MB. */
export type ScanSymbols = SymbolChunk[];

const CHUNK = 1 << 20;

// A local Int32Array copy, held in a local in the loop: reading the imported binding per coefficient
// (with its initialisation check) made the walk a quarter slower.
const ZIGZAG_32 = Int32Array.from(ZIGZAG);

function outOfRange(): never {
  throw new JpegUnsupportedError('corrupt', 'a coefficient is beyond the baseline range');
}

export class SymbolList {
  readonly chunks: SymbolChunk[] = [];
  private entries = new Int32Array(0);
  private count = 0;

  /** `chunkSize`: entries per chunk (a few MCUs' worth where only a few are coded). */
  constructor(private readonly chunkSize = CHUNK) {}

  /** Empties the list, keeping its current chunk for reuse. */
  clear(): void {
    this.count = 0;
    this.chunks.length = 0;
    if (this.entries.length) this.chunks.push({ entries: this.entries, count: 0 });
  }

  /** Appends the block at `at` (DC predictor `pred`, tables `dcTable` and dcTable + 1). */
  block(coefs: Int16Array, at: number, pred: number, dcTable: number): void {
    // One block makes at most 1 DC + 63 AC + 1 EOB entries (a ZRL stands for 16 zeros), and the
    // walk writes one slot past its last entry.
    if (this.count + 66 > this.entries.length) {
      this.entries = new Int32Array(this.chunkSize);
      this.count = 0;
      this.chunks.push({ entries: this.entries, count: 0 });
    }
    const e = this.entries;
    const zz = ZIGZAG_32;
    let n = this.count;
    const diff = coefs[at]! - pred;
    let size = diff === 0 ? 0 : 32 - Math.clz32(diff < 0 ? -diff : diff);
    if (size > 11) outOfRange();
    // Negative values are sent as value - 1 in `size` bits (F.1.2.1).
    e[n++] =
      size | (size << 8) | (((diff < 0 ? diff - 1 : diff) & ((1 << size) - 1)) << 12) | (dcTable << 28);
    const ac = (dcTable + 1) << 28;
    // Find the last non-zero coefficient first: the zero tail becomes one EOB without more tests.
    let last = 63;
    while (last > 0 && coefs[at + zz[last]!] === 0) last -= 1;
    // Branch-free: every coefficient writes an entry, kept (n advances) only when it is non-zero. On
    // dense blocks a branch per coefficient mispredicts about half the time; this walk is twice as fast.
    let prev = 0;
    for (let k = 1; k <= last; k += 1) {
      const v = coefs[at + zz[k]!]!;
      const sign = v >> 31;
      size = 32 - Math.clz32((v ^ sign) - sign);
      if (size > 10) outOfRange();
      const nonZero = (v | -v) >>> 31;
      let run = k - prev - 1;
      if ((((15 - run) >>> 31) & nonZero) !== 0) {
        while (run > 15) {
          e[n++] = 0xf0 | ac;
          run -= 16;
        }
      }
      e[n] = ((run & 15) << 4) | size | (size << 8) | (((v + sign) & ((1 << size) - 1)) << 12) | ac;
      n += nonZero;
      prev += nonZero * (k - prev);
    }
    if (last < 63) e[n++] = ac;
    this.count = n;
    this.chunks.at(-1)!.count = n;
  }
}

/**
 * Every block the scan codes, in order: interleaved MCUs for several components, or the component's
 * own ceil(w/8) x ceil(h/8) blocks for one (A.2.2). DC prediction starts at 0 (no restarts).
 */
export function collectSymbols(frame: JpegFrame): ScanSymbols {
  const comps = frame.components;
  const list = new SymbolList();
  if (comps.length === 1) {
    const c = comps[0]!;
    const cols = Math.ceil(Math.ceil((frame.width * c.h) / frame.maxH) / 8);
    const rows = Math.ceil(Math.ceil((frame.height * c.v) / frame.maxV) / 8);
    let pred = 0;
    for (let by = 0; by < rows; by += 1) {
      for (let bx = 0; bx < cols; bx += 1) {
        const at = (by * c.blocksPerLine + bx) * 64;
        list.block(c.coefficients, at, pred, 0);
        pred = c.coefficients[at]!;
      }
    }
    return list.chunks;
  }
  const count = frame.mcusPerLine * frame.mcusPerColumn;
  for (let i = 0; i < count; i += 1) mcuSymbols(frame, i, list);
  return list.chunks;
}

/** MCU `index`'s blocks as symbols, in interleaved scan order; each DC is coded against the block before it. */
export function mcuSymbols(frame: JpegFrame, index: number, list: SymbolList): void {
  const mx = index % frame.mcusPerLine;
  const my = (index - mx) / frame.mcusPerLine;
  const comps = frame.components;
  for (let ci = 0; ci < comps.length; ci += 1) {
    const c = comps[ci]!;
    const coefs = c.coefficients;
    const line = c.blocksPerLine;
    // The block before this MCU's first: the previous MCU's last block of this component.
    const prev =
      index === 0
        ? -1
        : mx > 0
          ? (my * c.v + c.v - 1) * line + mx * c.h - 1
          : (my * c.v - 1) * line + frame.mcusPerLine * c.h - 1;
    let pred = prev < 0 ? 0 : coefs[prev * 64]!;
    const dcTable = tableClassOf(ci) * 2;
    for (let y = 0; y < c.v; y += 1) {
      const row = (my * c.v + y) * line + mx * c.h;
      for (let x = 0; x < c.h; x += 1) {
        const at = (row + x) * 64;
        list.block(coefs, at, pred, dcTable);
        pred = coefs[at]!;
      }
    }
  }
}

/** Symbol frequencies, 256 per table in table order, and the total of extra (magnitude) bits. */
export function countSymbols(symbols: ScanSymbols): { freqs: Uint32Array; extraBits: number } {
  const freqs = new Uint32Array(4 * 256);
  let extraBits = 0;
  for (const { entries, count } of symbols) {
    for (let i = 0; i < count; i += 1) {
      const e = entries[i]!;
      const f = ((e >>> 28) << 8) | (e & 0xff);
      freqs[f] = freqs[f]! + 1;
      extraBits += (e >> 8) & 15;
    }
  }
  return { freqs, extraBits };
}
