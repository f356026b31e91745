// Writes a frame keeping its source's scan (decision 255): every MCU the watermark left alone is copied
// bit for bit from the source's entropy-coded data with the source's own Huffman tables. Only the MCUs
// whose coefficients changed are coded again, and the first MCU after each (its DC values are coded as
// differences from the changed blocks before them). No symbol walk over the photo, no new tables,
// unless the source's tables lack a symbol the changed blocks need (decision 292).
import { JpegWriter } from './bit-writer';
import { marker, writeFrameHeader, writeHuffmanTables, writeQuantTables, writeScanHeader } from './encode';
import { huffmanCodes, optimalTable, type HuffmanSpec } from './huffman-encode';
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

// Every symbol a baseline block of 8-bit samples can need: DC categories 0-11; on AC, end-of-block,
// the run of 16 zeros, and each run 0-15 with each size 1-10.
const DC_SYMBOLS = Array.from({ length: 12 }, (_, s) => s);
const AC_SYMBOLS = [0x00, 0xf0, ...Array.from({ length: 160 }, (_, i) => ((i / 10) << 4) | ((i % 10) + 1))];

/**
 * `spec` with every symbol of `all` added, its own codes as long as room allows: each symbol it has
 * weighs what its code length says (2^(16 - length)), each added one as much as its rarest.
 */
function completed(spec: HuffmanSpec, all: number[]): HuffmanSpec {
  const { lengths } = huffmanCodes(spec);
  const weights = new Float64Array(256);
  lengths.forEach((length, symbol) => (weights[symbol] = length ? 2 ** (16 - length) : 0));
  for (const symbol of all) weights[symbol] ||= 1;
  return optimalTable(weights);
}

/**
 * The file, or null where the source's scan cannot be kept: none was kept, or the chroma components
 * have tables of their own. A changed block may need a symbol the source's tables have no code for
 * (optimised tables hold only the symbols the source used): the scan is then coded again with those
 * tables completed, where the reader can (decision 292), else null. The caller then writes every
 * block anew. `changed[i]`: the coefficients of MCU i (scan order) differ from the source's.
 */
export function writeKeepingScan(frame: JpegFrame, changed: Uint8Array): Uint8Array | null {
  const src = frame.sourceScan;
  if (!src || !keepable(src.tables)) return null;
  const own = codesOf(src.tables);
  if (fits(frame, own.lengths, changed)) return writeFrom(frame, src, own, changed);
  if (!src.retable) return null;
  const [luma, chroma] = [0, 1].map((i) => {
    const t = src.tables[i]!;
    return { dc: completed(t.dc, DC_SYMBOLS), ac: completed(t.ac, AC_SYMBOLS) };
  });
  const tables = src.tables.map((_, i) => (i === 0 ? luma! : chroma!));
  const again = src.retable(tables);
  return again && writeFrom(frame, again, codesOf(tables), changed);
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

/** Whether the tables have a code for every symbol of the MCUs coded again. */
function fits(frame: JpegFrame, lengths: Uint8Array, changed: Uint8Array): boolean {
  const list = new SymbolList(1024);
  for (let i = 0; i < frame.mcusPerLine * frame.mcusPerColumn; i++) {
    if (!recoded(changed, i)) continue;
    list.clear();
    mcuSymbols(frame, i, list);
    for (const { entries, count } of list.chunks)
      for (let k = 0; k < count; k++)
        if (!lengths[((entries[k]! >>> 28) << 8) | (entries[k]! & 0xff)]) return false;
  }
  return true;
}

function writeFrom(
  frame: JpegFrame,
  src: SourceScan,
  { specs, codes, lengths }: Codes,
  changed: Uint8Array,
): Uint8Array {
  const out = new JpegWriter(Math.ceil(src.data.byteLength * 1.03) + 8192);
  marker(out, SOI);
  const extended = writeQuantTables(out, frame);
  writeFrameHeader(out, frame, extended);
  writeHuffmanTables(out, specs);
  writeScanHeader(out, frame);
  const count = frame.mcusPerLine * frame.mcusPerColumn;
  const list = new SymbolList(1024);
  for (let i = 0; i < count;) {
    if (!recoded(changed, i)) {
      let j = i + 1;
      while (j < count && !changed[j]) j += 1;
      out.copyBits(src.data, src.mcuStarts[i]!, src.mcuStarts[j]!, src.stuffed);
      i = j;
      continue;
    }
    list.clear();
    mcuSymbols(frame, i, list);
    for (const { entries, count: n } of list.chunks) out.entropyCoded(entries, n, codes, lengths);
    i += 1;
  }
  out.endScan();
  marker(out, EOI);
  return out.result();
}
