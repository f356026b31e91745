// Writes a frame keeping its source's scan (decision 255): every MCU the watermark left alone is copied
// bit for bit from the source's entropy-coded data with the source's own Huffman tables. Only the MCUs
// whose coefficients changed are coded again, and the first MCU after each (its DC values are coded as
// differences from the changed blocks before them). No symbol walk over the photo, no new tables.
import { JpegWriter } from './bit-writer';
import { marker, writeFrameHeader, writeHuffmanTables, writeQuantTables, writeScanHeader } from './encode';
import { huffmanCodes, type HuffmanSpec } from './huffman-encode';
import { SymbolList, mcuSymbols } from './symbols';
import type { JpegFrame } from './types';

const SOI = 0xd8;
const EOI = 0xd9;

const sameSpec = (a: HuffmanSpec, b: HuffmanSpec) =>
  a.values.length === b.values.length &&
  a.bits.every((n, i) => n === b.bits[i]) &&
  a.values.every((v, i) => v === b.values[i]);

type ScanTables = readonly { dc: HuffmanSpec; ac: HuffmanSpec }[];

/** Whether a scan with these tables can be kept: three components, Cb and Cr coded with one pair. */
const keepable = (t: ScanTables | undefined): t is ScanTables =>
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

/** Whether a scan with these tables is always kept, whatever the changed blocks hold. */
export const alwaysKept = (t: ScanTables): boolean => keepable(t) && complete(t);

/**
 * The file, or null where the source's scan cannot be kept: none was kept, the chroma components
 * have tables of their own, or a changed block needs a symbol the source's tables have no code for
 * (optimised tables hold only the symbols the source used). The caller then writes every block anew.
 * `changed[i]`: the coefficients of MCU i (scan order) differ from the source's.
 */
export function writeKeepingScan(frame: JpegFrame, changed: Uint8Array): Uint8Array | null {
  const src = frame.sourceScan;
  const t = src?.tables;
  if (!src || !keepable(t)) return null;
  const specs = [t[0]!.dc, t[0]!.ac, t[1]!.dc, t[1]!.ac];
  const codes = new Uint16Array(4 * 256);
  const lengths = new Uint8Array(4 * 256);
  specs.forEach((spec, i) => {
    const table = huffmanCodes(spec);
    codes.set(table.codes, i * 256);
    lengths.set(table.lengths, i * 256);
  });

  const out = new JpegWriter(Math.ceil(src.data.byteLength * 1.03) + 8192);
  marker(out, SOI);
  const extended = writeQuantTables(out, frame);
  writeFrameHeader(out, frame, extended);
  writeHuffmanTables(out, specs);
  writeScanHeader(out, frame);
  const count = frame.mcusPerLine * frame.mcusPerColumn;
  const list = new SymbolList(1024);
  for (let i = 0; i < count;) {
    if (!changed[i] && (i === 0 || !changed[i - 1])) {
      let j = i + 1;
      while (j < count && !changed[j]) j += 1;
      out.copyBits(src.data, src.mcuStarts[i]!, src.mcuStarts[j]!, src.stuffed);
      i = j;
      continue;
    }
    list.clear();
    mcuSymbols(frame, i, list);
    for (const { entries, count: n } of list.chunks) {
      for (let k = 0; k < n; k += 1) {
        const e = entries[k]!;
        if (!lengths[((e >>> 28) << 8) | (e & 0xff)]) return null;
      }
      out.entropyCoded(entries, n, codes, lengths);
    }
    i += 1;
  }
  out.endScan();
  marker(out, EOI);
  return out.result();
}
