// Writes a frame keeping its source's scan (decision 255): every MCU the watermark left alone is copied
// bit for bit from the source's entropy-coded data with the source's own Huffman tables. Only the MCUs
// whose coefficients changed are coded again, and the first MCU after each (its DC values are coded as
// differences from the changed blocks before them). No symbol walk over the photo, no new tables,
// unless the source's tables lack a symbol the changed blocks need (decisions 292 and 293).
import { JpegWriter } from './bit-writer';
import { marker, writeFrameHeader, writeHuffmanTables, writeQuantTables, writeScanHeader } from './encode';
import { NONE, completedTables, grownTables } from './grow-tables';
import { huffmanCodes, type HuffmanSpec } from './huffman-encode';
import { WALK_SEES_FROM } from './skip';
import { SymbolList, mcuSymbols } from './symbols';
import type { JpegFrame, ScanTables, SourceScan } from './types';

const SOI = 0xd8;
const EOI = 0xd9;

const sameSpec = (a: HuffmanSpec, b: HuffmanSpec) =>
  a.values.length === b.values.length &&
  a.bits.every((n, i) => n === b.bits[i]) &&
  a.values.every((v, i) => v === b.values[i]);

/** Whether a scan with these tables can be kept: three components, Cb and Cr coded with one pair. */
export const keepable = (t: ScanTables | undefined): t is ScanTables =>
  !!t && t.length === 3 && sameSpec(t[1]!.dc, t[2]!.dc) && sameSpec(t[1]!.ac, t[2]!.ac);

const complete = (t: ScanTables) => t.every((c) => c.dc.values.length >= 12 && c.ac.values.length >= 162);

/**
 * Whether the source's tables code every symbol a baseline block can need (the standard tables cameras
 * write do; optimised ones rarely): then keeping the scan cannot fail for want of a code.
 */
export function codesEverySymbol(frame: JpegFrame): boolean {
  const t = frame.sourceScan?.tables;
  return !!t && complete(t);
}

/** Whether the source's scan is kept whatever the changed blocks hold: as it is, or coded again. */
export const scanAlwaysKept = (frame: JpegFrame): boolean =>
  codesEverySymbol(frame) || (!!frame.sourceScan?.retable && keepable(frame.sourceScan.tables));

/**
 * The file, or null where the source's scan cannot be kept: none was kept, or the chroma components
 * have tables of their own. A changed block may need a symbol the source's tables have no code for
 * (optimised tables hold only the symbols the source used): the tables then grow, coding again only
 * the MCUs whose codes that moves (decision 293), or the scan is coded again with them completed
 * (decision 292), where the reader can; else null, and the caller writes every block anew.
 * `changed[i]`: the coefficients of MCU i (scan order) differ from the source's.
 */
export function writeKeepingScan(frame: JpegFrame, changed: Uint8Array): Uint8Array | null {
  const src = frame.sourceScan;
  if (!src || !keepable(src.tables)) return null;
  const own = codesOf(src.tables);
  const symbols = recodedSymbols(frame, changed);
  const missing = missingSymbols(symbols, own.lengths);
  if (missing.every((m) => !m.length)) return writeFrom(frame, src, own, symbols);
  // The source's codes kept where the tables have room, which needs only a new DHT, or where their
  // rarest codes can make it (decision 293): then the reader codes again only the MCUs holding a
  // moved code. Else every one is coded again.
  const grown = grownTables(src.tables, missing, WALK_SEES_FROM);
  if (grown && grown.moved.every((m) => m === NONE))
    return writeFrom(frame, { ...src, tables: grown.tables }, codesOf(grown.tables), symbols);
  if (!src.retable) return null;
  const moved = grown && src.retable(grown.tables, grown.moved);
  if (moved) return writeFrom(frame, moved, codesOf(grown!.tables), symbols);
  const tables = completedTables(src.tables);
  const again = src.retable(tables);
  return again && writeFrom(frame, again, codesOf(tables), symbols);
}

type Codes = { specs: HuffmanSpec[]; codes: Uint16Array; lengths: Uint8Array };

/** The codes of a scan's tables, in symbol-entry table order (symbols.ts). */
function codesOf(t: ScanTables): Codes {
  const specs = [t[0]!.dc, t[0]!.ac, t[1]!.dc, t[1]!.ac];
  const codes = new Uint16Array(4 * 256);
  const lengths = new Uint8Array(4 * 256);
  specs.forEach((spec, i) => {
    const table = huffmanCodes(spec);
    codes.set(table.codes, i * 256);
    lengths.set(table.lengths, i * 256);
  });
  return { specs, codes, lengths };
}

/** Whether MCU `i` is coded again: it changed, or the one before did (its DC is coded against it). */
const recoded = (changed: Uint8Array, i: number) => !!changed[i] || (i > 0 && !!changed[i - 1]);

/**
 * The symbols of the MCUs coded again, made once for the check and the writing: `mcus` holds each
 * such MCU's index, then the chunk and the count in it where its symbols end.
 */
interface Recoded {
  list: SymbolList;
  mcus: number[];
  count: number;
}

function recodedSymbols(frame: JpegFrame, changed: Uint8Array): Recoded {
  const list = new SymbolList(1 << 16);
  const mcus: number[] = [];
  const count = frame.mcusPerLine * frame.mcusPerColumn;
  for (let i = 0; i < count; i++) {
    if (!recoded(changed, i)) continue;
    mcuSymbols(frame, i, list);
    mcus.push(i, list.chunks.length - 1, list.chunks.at(-1)?.count ?? 0);
  }
  return { list, mcus, count };
}

/** Per table (luma DC, luma AC, chroma DC, chroma AC): the symbols coded again it has no code for. */
function missingSymbols({ list }: Recoded, lengths: Uint8Array): number[][] {
  const missing = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
  for (const { entries, count } of list.chunks)
    for (let k = 0; k < count; k++) {
      const [table, symbol] = [entries[k]! >>> 28, entries[k]! & 0xff];
      if (!lengths[(table << 8) | symbol]) missing[table]!.add(symbol);
    }
  return missing.map((m) => [...m].sort((a, b) => a - b));
}

function writeFrom(
  frame: JpegFrame,
  src: SourceScan,
  { specs, codes, lengths }: Codes,
  { list, mcus, count }: Recoded,
): Uint8Array {
  const out = new JpegWriter(Math.ceil(src.data.byteLength * 1.03) + 8192);
  marker(out, SOI);
  const extended = writeQuantTables(out, frame);
  writeFrameHeader(out, frame, extended);
  writeHuffmanTables(out, specs);
  writeScanHeader(out, frame);
  // Runs of MCUs kept as the source has them, between the MCUs coded again.
  let [i, chunk, from] = [0, 0, 0];
  for (let r = 0; r <= mcus.length; r += 3) {
    const next = r < mcus.length ? mcus[r]! : count;
    if (next > i) out.copyBits(src.data, src.mcuStarts[i]!, src.mcuStarts[next]!, src.stuffed);
    if (next === count) break;
    for (const end = mcus[r + 1]!; chunk < end; chunk++, from = 0) {
      const c = list.chunks[chunk]!;
      out.entropyCoded(c.entries.subarray(from), c.count - from, codes, lengths);
    }
    const to = mcus[r + 2]!;
    out.entropyCoded(list.chunks[chunk]!.entries.subarray(from), to - from, codes, lengths);
    [i, from] = [next + 1, to];
  }
  out.endScan();
  marker(out, EOI);
  return out.result();
}
