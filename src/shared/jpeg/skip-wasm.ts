// The walk past the blocks whose AC coefficients nobody reads (decision 282), and the kept scan
// coded again with completed tables (decision 292), in WebAssembly (wasm/, decision 291). One memory
// per file holds the destuffed scan from byte 0, which the BitReader reads and the kept scan is later
// copied from, then what the walk and the transcode read and write.
import { PADDING, type Destuffed } from './bit-reader';
import type { ScanComponent } from './blocks';
import { corrupt } from './errors';
import { lookupTable, type HuffmanTable } from './huffman';
import { huffmanCodes } from './huffman-encode';
import { skipTable } from './skip';
import { SKIP_WALK_WASM } from './skip-walk.wasm';
import type { HuffmanSpec, SourceScan } from './types';

const PAGE = 65536;
/** As wasm/huffman.ts lays them out. */
const COMPONENT_BYTES = 64;
/**
 * A record's fields, as i32: h, v, blocks per line, DC predictor, DC table, AC table, DC output, new
 * DC codes, new AC codes, the slot of its tables' long codes.
 */
const [PRED, NEW_DC, NEW_AC] = [3, 7, 8];
const RECORD = COMPONENT_BYTES / 4;
/** New codes: u16 each, then lengths: u8 each, for the 256 symbols. */
const CODES_BYTES = 768;
const [MAX_CODE, OFFSET, SYMBOLS, LOOKUP_12, SKIP] = [1024, 1096, 1168, 1424, 9616];
const tableBytes = (ac: boolean) => SKIP + (ac ? 4 * 16384 : 0);

type Exported = (...args: number[]) => number;

let compiled: WebAssembly.Module | null | undefined;

/** The compiled module, once per thread; null where WebAssembly is missing or refused. */
function walkModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Uint8Array.from(atob(SKIP_WALK_WASM), (c) => c.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

const align = (n: number) => Math.ceil(n / 8) * 8;

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
  const module = walkModule();
  if (!module) return null;
  const tables = new Map<HuffmanTable, number>();
  const dataBytes = align(fileLength + PADDING);
  let end = dataBytes + align(components.length * COMPONENT_BYTES + 8);
  for (const c of components)
    for (const [t, ac] of [
      [c.dc, false],
      [c.ac, true],
    ] as const) {
      if (tables.has(t)) continue;
      tables.set(t, end);
      end += tableBytes(ac);
    }
  const outs = components.map((c) => {
    const at = end;
    end += align(c.coefficients.length / 32);
    return at;
  });
  const startsAt = end;
  const mcus = mcusPerLine * mcusPerColumn;
  end += align(4 * (mcus + 1));
  const longsAt = end;
  end += 8 * mcus;
  const movedAt = end;
  end += 16;
  // The file's bytes from the scan on, and where its data 0xFF bytes land: each takes two of them.
  const sourceAt = end;
  end += align(fileLength);
  const ffAt = end;
  end += align(4 * (Math.floor(fileLength / 2) + 1));
  // The transcoded scan: codes of at most 16 bits for codes of at least 1, and its MCU starts.
  const codesAt = end;
  end += components.length * 2 * CODES_BYTES;
  const outAt = end;
  const outBytes = align(2 * fileLength + 64);
  end += outBytes;
  const newStartsAt = end;
  end += align(4 * (mcus + 1));
  // The transcoded scan as a file holds it (a quarter more than the file at most), and where its
  // 0xFF bytes are (one byte in eight at most): else its runs are copied by bits.
  const stuffedAt = end;
  const stuffedRoom = align(1.25 * fileLength + 4096);
  end += stuffedRoom;
  const newFfAt = end;
  const newFfRoom = Math.floor(fileLength / 8) + 1;
  end += 4 * newFfRoom;
  let memory: WebAssembly.Memory;
  try {
    memory = new WebAssembly.Memory({ initial: Math.ceil(end / PAGE) });
  } catch {
    return null;
  }
  const buffer = memory.buffer;
  const instance = new WebAssembly.Instance(module, { env: { memory } });
  const { walk, destuff, transcode, stuff } = instance.exports as Record<string, Exported>;
  const records = new Int32Array(buffer, dataBytes, components.length * RECORD);
  const state = dataBytes + components.length * COMPONENT_BYTES;
  for (const [t, at] of tables) {
    new Uint16Array(buffer, at, 512).set(t.lookup);
    new Int32Array(buffer, at + MAX_CODE, 18).set(t.maxCode);
    new Int32Array(buffer, at + OFFSET, 18).set(t.offset);
    new Uint8Array(buffer, at + SYMBOLS, 256).set(t.symbols);
    if (t.fastAc.length) new Int32Array(buffer, at + SKIP, 16384).set((t.skip ??= skipTable(t)));
  }
  components.forEach((c, i) => {
    const codes = codesAt + i * 2 * CODES_BYTES;
    const record = [c.h, c.v, c.blocksPerLine, 0, tables.get(c.dc)!, tables.get(c.ac)!, outs[i]!, codes];
    records.set([...record, codes + CODES_BYTES, i === 0 ? 0 : 4], i * RECORD);
  });
  const starts = new Uint32Array(buffer, startsAt, mcus + 1);
  // The long codes in each MCU, as the walk notes them; where it did not walk (the JavaScript reader
  // decoded the MCU), the highest: such an MCU is coded again whatever moved.
  new Uint16Array(buffer, longsAt, 4 * mcus).fill(0xffff);
  return {
    data: new DataView(buffer, 0, fileLength + PADDING),
    destuff(file, from) {
      const source = file.subarray(from);
      new Uint8Array(buffer, sourceAt, source.length).set(source);
      const length = destuff!(sourceAt, source.length, ffAt, state) >>> 0;
      const [next, ffs] = new Int32Array(buffer, state, 2);
      const stuffedAt = ffs! < 0 ? null : new Uint32Array(buffer, ffAt, ffs);
      return { starts: [0, length], next: from + next!, stuffedAt };
    },
    starts,
    walk(r, x, y, count) {
      components.forEach((c, i) => (records[i * RECORD + PRED] = c.pred));
      const n = walk!(
        dataBytes,
        count,
        r.pos,
        r.end,
        x,
        y,
        mcusPerLine,
        components.length,
        startsAt,
        longsAt,
        state,
      );
      if (n < 0) throw corrupt('a Huffman code matches no symbol');
      components.forEach((c, i) => (c.pred = records[i * RECORD + PRED]!));
      r.pos = new Uint32Array(buffer, state, 1)[0]!;
      return n;
    },
    transcode(specs, moved) {
      if (moved) new Uint32Array(buffer, movedAt, 4).set(moved);
      // The source's codes by 12 bits: only the transcode reads them, and few photos need it.
      for (const [t, at] of tables)
        new Uint16Array(buffer, at + LOOKUP_12, 4096).set(lookupTable(t.counts, t.symbols, 12));
      specs.forEach((t, i) => {
        for (const [spec, at] of [
          [t.dc, records[i * RECORD + NEW_DC]!],
          [t.ac, records[i * RECORD + NEW_AC]!],
        ] as const) {
          const { codes, lengths } = huffmanCodes(spec);
          new Uint16Array(buffer, at, 256).set(codes);
          new Uint8Array(buffer, at + 512, 256).set(lengths);
        }
      });
      const limit = outAt + outBytes - 4096;
      const [comps, old, from] = [components.length, startsAt, moved ? movedAt : 0];
      const bits = transcode!(dataBytes, comps, mcus, outAt, limit, newStartsAt, old, longsAt, from, state);
      const mcuStarts = new Uint32Array(buffer, newStartsAt, mcus + 1);
      // Out of room (new codes much longer than the old), or a walk that ends elsewhere: not kept.
      if (bits < 0 || new Uint32Array(buffer, state, 1)[0] !== starts[mcus]) return null;
      const data = new DataView(buffer, outAt, outBytes);
      // As a file holds it too, so that a run copied from a byte boundary is a copy of bytes.
      const length = stuff!(outAt, Math.ceil(bits / 8), stuffedAt, stuffedRoom, newFfAt, newFfRoom, state);
      if (length < 0) return { data, mcuStarts, tables: specs };
      const places = new Uint32Array(buffer, newFfAt, new Int32Array(buffer, state, 1)[0]!);
      return {
        data,
        mcuStarts,
        tables: specs,
        stuffed: { bytes: new Uint8Array(buffer, stuffedAt, length), ffAt: places },
      };
    },
    finish(needed) {
      components.forEach((c, i) => {
        const dc = new Int16Array(buffer, outs[i], c.coefficients.length / 64);
        const { h, v, blocksPerLine, coefficients } = c;
        for (let at = 0; at < mcus - 1; at++) {
          if (needed[at] || !needed[at + 1]) continue;
          const mx = at % mcusPerLine;
          const my = (at - mx) / mcusPerLine;
          for (let by = 0; by < v; by++)
            for (let bx = 0, b = (my * v + by) * blocksPerLine + mx * h; bx < h; bx++, b++)
              coefficients[b << 6] = dc[b]!;
        }
      });
    },
  };
}
