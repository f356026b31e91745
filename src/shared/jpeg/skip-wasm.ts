// The walk past the blocks whose AC coefficients nobody reads (decision 282), and the kept scan
// coded again (decisions 292 and 293), in WebAssembly (wasm/, decision 291). The thread's memory
// (skip-memory.ts, decision 294) holds the destuffed scan from byte 0, which the BitReader reads and
// the kept scan is later copied from, then what the walk and the transcode read and write.
import { PADDING, type Destuffed } from './bit-reader';
import type { ScanComponent } from './blocks';
import { corrupt } from './errors';
import { lookupTable } from './huffman';
import { huffmanCodes } from './huffman-encode';
import { skipTable } from './skip';
import {
  CODES_BYTES,
  COMPONENT_BYTES,
  LOOKUP_12,
  MAX_CODE,
  OFFSET,
  SKIP,
  SYMBOLS,
  isLatest,
  threadMemory,
  walkLayout,
  type ThreadMemory,
  type WalkExports,
  type WalkLayout,
} from './skip-memory';
import type { HuffmanSpec, SourceScan } from './types';

/**
 * A record's fields, as i32: h, v, blocks per line, DC predictor, DC table, AC table, DC output, new
 * DC codes, new AC codes, the slot of its tables' long codes.
 */
const [PRED, NEW_DC, NEW_AC] = [3, 7, 8];
const RECORD = COMPONENT_BYTES / 4;

/** Valid until the thread's next walker is made: they share one memory (decision 294). */
export interface SkipWalker {
  /** Where the BitReader writes the destuffed scan (from byte 0 of the memory). */
  readonly data: DataView;
  /**
   * Copies the scan from `from` in `file` to `data` without its stuffed zeros, as `destuff` in
   * bit-reader.ts does for a scan without restart intervals, at a tenth of its cost.
   */
  destuff(file: Uint8Array, from: number): Destuffed;
  /** The bit where each MCU starts, then where the data ends. */
  readonly starts: Uint32Array;
  /** Walks `count` MCUs of line `y` from `x`, from the reader's position; returns how many it walked. */
  walk(r: { pos: number; end: number }, x: number, y: number, count: number): number;
  /**
   * Puts the DC values of the walked MCUs that come right before a needed one into the components'
   * coefficients: the kept scan's writer codes a needed MCU's DC against them. The others stay out,
   * so most of the coefficients' pages are never touched (tens of MB a photo, decision 291).
   */
  finish(needed: Uint8Array): void;
  /**
   * The scan coded again with `tables` (per component, as SourceScan has them), symbol for symbol:
   * for a source whose optimised tables lack a symbol the watermark's blocks need (decision 292).
   * With `moved` (per table: luma DC, luma AC, chroma DC, chroma AC), the tables code every symbol as
   * the source's did but for each table's codes from its `moved` on (their 16-bit left-aligned
   * values; 65536: none), none shorter than skip.ts's WALK_SEES_FROM bits and none of 16: only the MCUs that
   * hold one, or were not walked, are coded again (decision 293).
   */
  transcode(tables: { dc: HuffmanSpec; ac: HuffmanSpec }[], moved?: number[]): SourceScan | null;
}

/**
 * A walker for one interleaved baseline scan of a file of `fileLength` bytes, or null where
 * WebAssembly is not there (the caller then decodes every block).
 */
export function skipWalker(
  fileLength: number,
  components: ScanComponent[],
  mcusPerLine: number,
  mcusPerColumn: number,
): SkipWalker | null {
  const at = walkLayout(fileLength, components, mcusPerLine * mcusPerColumn);
  const memory = threadMemory(at.end);
  return memory && new Walker(memory, at, components, mcusPerLine, mcusPerColumn);
}

/** A class, not closures: its methods stay the same functions from photo to photo for the optimiser. */
class Walker implements SkipWalker {
  readonly data: DataView;
  readonly starts: Uint32Array;
  private readonly records: Int32Array;
  private readonly mcus: number;

  private readonly buffer: ArrayBuffer;
  private readonly wasm: WalkExports;
  private readonly number: number;

  constructor(
    memory: ThreadMemory,
    private readonly at: WalkLayout,
    private readonly components: ScanComponent[],
    private readonly mcusPerLine: number,
    mcusPerColumn: number,
  ) {
    [this.buffer, this.wasm, this.number] = [memory.buffer, memory.exports, memory.walker];
    const buffer = this.buffer;
    this.mcus = mcusPerLine * mcusPerColumn;
    this.data = new DataView(buffer, 0, at.dataBytes);
    this.records = new Int32Array(buffer, at.dataBytes, components.length * RECORD);
    for (const [t, to] of at.tables) {
      new Uint16Array(buffer, to, 512).set(t.lookup);
      new Int32Array(buffer, to + MAX_CODE, 18).set(t.maxCode);
      new Int32Array(buffer, to + OFFSET, 18).set(t.offset);
      new Uint8Array(buffer, to + SYMBOLS, 256).set(t.symbols);
      if (t.fastAc.length) new Int32Array(buffer, to + SKIP, 16384).set((t.skip ??= skipTable(t)));
    }
    components.forEach((c, i) => {
      const codes = at.codesAt + i * 2 * CODES_BYTES;
      const record = [c.h, c.v, c.blocksPerLine, 0, at.tables.get(c.dc)!, at.tables.get(c.ac)!, at.outs[i]!];
      this.records.set([...record, codes, codes + CODES_BYTES, i === 0 ? 0 : 4], i * RECORD);
    });
    this.starts = new Uint32Array(buffer, at.startsAt, this.mcus + 1);
    // The long codes in each MCU, as the walk notes them; where it did not walk (the JavaScript
    // reader decoded the MCU), the highest: such an MCU is coded again whatever moved.
    new Uint16Array(buffer, at.longsAt, 4 * this.mcus).fill(0xffff);
  }

  /** Refuses a walker whose memory a later one has taken: it would read that file's bytes. */
  private check(): void {
    if (!isLatest(this.number)) throw new Error('a kept-scan walker was used after the next one was made');
  }

  private word(offset: number): number {
    return new Int32Array(this.buffer, this.at.state, 2)[offset]!;
  }

  destuff(file: Uint8Array, from: number): Destuffed {
    this.check();
    const { buffer, at } = this;
    const source = file.subarray(from);
    new Uint8Array(buffer, at.sourceAt, source.length).set(source);
    const length = this.wasm.destuff(at.sourceAt, source.length, at.ffAt, at.state) >>> 0;
    // The reader reads a little past the data: zeros there, whatever the last file left.
    new Uint8Array(buffer, length, PADDING).fill(0);
    const [next, ffs] = [this.word(0), this.word(1)];
    const stuffedAt = ffs < 0 ? null : new Uint32Array(buffer, at.ffAt, ffs);
    return { starts: [0, length], next: from + next, stuffedAt };
  }

  walk(r: { pos: number; end: number }, x: number, y: number, count: number): number {
    this.check();
    const { at, records, components } = this;
    components.forEach((c, i) => (records[i * RECORD + PRED] = c.pred));
    const walked = this.wasm.walk(
      at.dataBytes,
      count,
      r.pos,
      r.end,
      x,
      y,
      this.mcusPerLine,
      components.length,
      at.startsAt,
      at.longsAt,
      at.state,
    );
    if (walked < 0) throw corrupt('a Huffman code matches no symbol');
    components.forEach((c, i) => (c.pred = records[i * RECORD + PRED]!));
    r.pos = this.word(0) >>> 0;
    return walked;
  }

  transcode(specs: { dc: HuffmanSpec; ac: HuffmanSpec }[], moved?: number[]): SourceScan | null {
    this.check();
    const { buffer, at, records, mcus } = this;
    if (moved) new Uint32Array(buffer, at.movedAt, 4).set(moved);
    // The source's codes by 12 bits: only the transcode reads them, and few photos need it.
    for (const [t, to] of at.tables)
      new Uint16Array(buffer, to + LOOKUP_12, 4096).set(lookupTable(t.counts, t.symbols, 12));
    specs.forEach((t, i) => {
      for (const [spec, to] of [
        [t.dc, records[i * RECORD + NEW_DC]!],
        [t.ac, records[i * RECORD + NEW_AC]!],
      ] as const) {
        const { codes, lengths } = huffmanCodes(spec);
        new Uint16Array(buffer, to, 256).set(codes);
        new Uint8Array(buffer, to + 512, 256).set(lengths);
      }
    });
    const limit = at.outAt + at.outBytes - 4096;
    const bits = this.wasm.transcode(
      at.dataBytes,
      this.components.length,
      mcus,
      at.outAt,
      limit,
      at.newStartsAt,
      at.startsAt,
      at.longsAt,
      moved ? at.movedAt : 0,
      at.state,
    );
    const mcuStarts = new Uint32Array(buffer, at.newStartsAt, mcus + 1);
    // Out of room (new codes much longer than the old), or a walk that ends elsewhere: not kept.
    if (bits < 0 || this.word(0) >>> 0 !== this.starts[mcus]) return null;
    const data = new DataView(buffer, at.outAt, at.outBytes);
    // As a file holds it too, so that a run copied from a byte boundary is a copy of bytes.
    const bytes = Math.ceil(bits / 8);
    const length = this.wasm.stuff(
      at.outAt,
      bytes,
      at.stuffedAt,
      at.stuffedRoom,
      at.newFfAt,
      at.newFfRoom,
      at.state,
    );
    if (length < 0) return { data, mcuStarts, tables: specs };
    const ffAt = new Uint32Array(buffer, at.newFfAt, this.word(0));
    return {
      data,
      mcuStarts,
      tables: specs,
      stuffed: { bytes: new Uint8Array(buffer, at.stuffedAt, length), ffAt },
    };
  }

  finish(needed: Uint8Array): void {
    this.check();
    const { buffer, at, mcus, mcusPerLine } = this;
    this.components.forEach((c, i) => {
      const dc = new Int16Array(buffer, at.outs[i], c.coefficients.length / 64);
      const { h, v, blocksPerLine, coefficients } = c;
      for (let m = 0; m < mcus - 1; m++) {
        if (needed[m] || !needed[m + 1]) continue;
        const mx = m % mcusPerLine;
        const my = (m - mx) / mcusPerLine;
        for (let by = 0; by < v; by++)
          for (let bx = 0, b = (my * v + by) * blocksPerLine + mx * h; bx < h; bx++, b++)
            coefficients[b << 6] = dc[b]!;
      }
    });
  }
}
