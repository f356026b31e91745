// Writes a coefficient frame as a baseline JPEG with optimised Huffman tables (decisions 252, 253).
// No APPn segments: the caller splices the source's metadata into the result.

import { JpegWriter } from './bit-writer';
import { huffmanCodes, optimalTable, type HuffmanSpec } from './huffman-encode';
import { collectSymbols, countSymbols, tableClassOf } from './symbols';
import type { JpegComponent, JpegFrame } from './types';
import { ZIGZAG_TO_NATURAL as ZIGZAG } from './zigzag';

const SOI = 0xd8;
const EOI = 0xd9;
const DQT = 0xdb;
const SOF0 = 0xc0;
const SOF1 = 0xc1;
const DHT = 0xc4;
const SOS = 0xda;

/** What the headers need of a frame: a frame read from a file, or one the pixel encoder lays out. */
type HeaderFrame = Pick<JpegFrame, 'width' | 'height' | 'quantTables'> & {
  components: readonly Pick<JpegComponent, 'id' | 'h' | 'v' | 'quantTable'>[];
};

export function marker(out: JpegWriter, code: number): void {
  out.byte(0xff);
  out.byte(code);
}

/** One DQT segment with every table the frame has; 16-bit entries only where a value needs them. */
export function writeQuantTables(out: JpegWriter, frame: HeaderFrame): boolean {
  const tables = frame.quantTables.flatMap((t, id) => (t ? [{ t, id, wide: t.some((q) => q > 255) }] : []));
  marker(out, DQT);
  out.u16(2 + tables.reduce((n, { wide }) => n + 1 + (wide ? 128 : 64), 0));
  for (const { t, id, wide } of tables) {
    out.byte(((wide ? 1 : 0) << 4) | id);
    for (let k = 0; k < 64; k += 1) {
      const q = t[ZIGZAG[k]!]!;
      if (wide) out.u16(q);
      else out.byte(q);
    }
  }
  return tables.some(({ wide }) => wide);
}

export function writeFrameHeader(out: JpegWriter, frame: HeaderFrame, extended: boolean): void {
  marker(out, extended ? SOF1 : SOF0);
  out.u16(8 + 3 * frame.components.length);
  out.byte(8);
  out.u16(frame.height);
  out.u16(frame.width);
  out.byte(frame.components.length);
  for (const c of frame.components) {
    out.byte(c.id);
    out.byte((c.h << 4) | c.v);
    out.byte(c.quantTable);
  }
}

/** `specs` is [dc0, ac0] or [dc0, ac0, dc1, ac1]. */
export function writeHuffmanTables(out: JpegWriter, used: HuffmanSpec[]): void {
  marker(out, DHT);
  out.u16(2 + used.reduce((n, s) => n + 17 + s.values.length, 0));
  used.forEach((spec, i) => {
    // Tc (0 DC, 1 AC) << 4 | Th (the table class).
    out.byte(((i & 1) << 4) | (i >> 1));
    out.bytes(spec.bits.subarray(1));
    out.bytes(spec.values);
  });
}

export function writeScanHeader(out: JpegWriter, frame: HeaderFrame): void {
  marker(out, SOS);
  out.u16(6 + 2 * frame.components.length);
  out.byte(frame.components.length);
  frame.components.forEach((c, i) => {
    out.byte(c.id);
    const t = tableClassOf(i);
    out.byte((t << 4) | t);
  });
  out.byte(0);
  out.byte(63);
  out.byte(0);
}

/**
 * A complete baseline (or, with 16-bit quantisation tables, extended sequential) JPEG of `frame`:
 * SOI, DQT, SOF, DHT, one scan over the padded MCU grid without restart markers, EOI.
 */
export function writeBaseline(frame: JpegFrame): Uint8Array {
  if (frame.width < 1 || frame.height < 1 || frame.width > 0xffff || frame.height > 0xffff) {
    throw new RangeError(`a JPEG cannot be ${frame.width} x ${frame.height}`);
  }
  const symbols = collectSymbols(frame);
  const { freqs, extraBits } = countSymbols(symbols);
  const classes = frame.components.length > 1 ? 2 : 1;
  const specs = [0, 1, 2, 3]
    .slice(0, classes * 2)
    .map((t) => optimalTable(freqs.subarray(t * 256, t * 256 + 256)));
  const codes = new Uint16Array(4 * 256);
  const lengths = new Uint8Array(4 * 256);
  specs.forEach((spec, t) => {
    const table = huffmanCodes(spec);
    codes.set(table.codes, t * 256);
    lengths.set(table.lengths, t * 256);
  });

  // The scan's exact bit count is known now; stuffing adds about 1/256 of it.
  let scanBits = extraBits;
  for (let i = 0; i < freqs.length; i += 1) scanBits += freqs[i]! * lengths[i]!;
  const out = new JpegWriter(2048 + Math.ceil((scanBits / 8) * 1.01));

  marker(out, SOI);
  const extended = writeQuantTables(out, frame);
  writeFrameHeader(out, frame, extended);
  writeHuffmanTables(out, specs);
  writeScanHeader(out, frame);
  for (const { entries, count } of symbols) out.entropyCoded(entries, count, codes, lengths);
  out.endScan();
  marker(out, EOI);
  return out.result();
}
