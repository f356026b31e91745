// The marker segments the coefficient decoder reads (JPEG Annex B): frame and scan headers,
// quantisation and Huffman tables, the restart interval and Adobe's colour-transform flag.
import { corrupt } from './errors';
import { buildHuffmanTable, type HuffmanTable } from './huffman';
import { JpegUnsupportedError } from './types';
import { ZIGZAG_TO_NATURAL } from './zigzag';

export interface FrameComponentHeader {
  id: number;
  h: number;
  v: number;
  quantTable: number;
}

export interface FrameHeader {
  progressive: boolean;
  width: number;
  height: number;
  components: FrameComponentHeader[];
}

export interface ScanHeader {
  /** Frame component indexes, with the tables each one uses. */
  components: { index: number; dcTable: number; acTable: number }[];
  ss: number;
  se: number;
  ah: number;
  al: number;
}

/** A segment's payload: from after its two length bytes to its end. */
export function segment(data: Uint8Array, pos: number): Uint8Array {
  if (pos + 2 > data.length) throw corrupt('a marker segment is cut off');
  const length = (data[pos]! << 8) | data[pos + 1]!;
  if (length < 2 || pos + length > data.length) throw corrupt('a marker segment is cut off');
  return data.subarray(pos + 2, pos + length);
}

function byteAt(s: Uint8Array, i: number): number {
  const b = s[i];
  if (b === undefined) throw corrupt('a marker segment is too short');
  return b;
}

/** Refuses the frame kinds the coefficient path does not read; `marker` is SOF0-SOF15's code. */
export function checkFrameKind(marker: number): void {
  const n = marker - 0xc0;
  if (n === 3 || n === 7 || n === 11 || n === 15) {
    throw new JpegUnsupportedError('lossless', 'Lossless JPEG');
  }
  if (n >= 9) throw new JpegUnsupportedError('arithmetic', 'Arithmetic-coded JPEG');
  if (n === 5 || n === 6) throw new JpegUnsupportedError('hierarchical', 'Hierarchical JPEG');
}

/** The frame header; `inks` takes a four-component (CMYK) frame only, others one or three. */
export function readFrameHeader(s: Uint8Array, marker: number, inks = false): FrameHeader {
  const precision = byteAt(s, 0);
  if (precision !== 8) {
    throw new JpegUnsupportedError('precision', `${precision}-bit JPEG`);
  }
  const height = (byteAt(s, 1) << 8) | byteAt(s, 2);
  const width = (byteAt(s, 3) << 8) | byteAt(s, 4);
  const count = byteAt(s, 5);
  if (inks ? count !== 4 : count !== 1 && count !== 3) {
    throw new JpegUnsupportedError('components', `JPEG with ${count} components`);
  }
  // Height 0 means a DNL marker gives it after the first scan; libjpeg-turbo refuses those too.
  if (width === 0 || height === 0) throw corrupt('the frame has no size');
  if (s.length < 6 + count * 3) throw corrupt('the frame header is too short');
  const components: FrameComponentHeader[] = [];
  for (let i = 0; i < count; i++) {
    const sampling = byteAt(s, 7 + i * 3);
    const component = {
      id: byteAt(s, 6 + i * 3),
      h: sampling >> 4,
      v: sampling & 15,
      quantTable: byteAt(s, 8 + i * 3),
    };
    if (component.h < 1 || component.h > 4 || component.v < 1 || component.v > 4) {
      throw corrupt('a sampling factor is out of range');
    }
    if (component.quantTable > 3) throw corrupt('a quantisation table id is out of range');
    if (components.some((c) => c.id === component.id)) throw corrupt('two components share an id');
    components.push(component);
  }
  // One component is the image at full size whatever factors it declares (libjpeg's single-
  // component scans ignore them); 1x1 keeps its MCU one block, as jpegtran's transforms assume.
  if (count === 1) components[0]!.h = components[0]!.v = 1;
  return { progressive: marker === 0xc2, width, height, components };
}

/** Stores each DQT table, in natural order, at its id. */
export function readQuantTables(s: Uint8Array, tables: (Uint16Array | undefined)[]): void {
  let i = 0;
  while (i < s.length) {
    const spec = byteAt(s, i++);
    const wide = spec >> 4;
    const id = spec & 15;
    if (wide > 1 || id > 3) throw corrupt('a quantisation table header is invalid');
    if (i + 64 * (wide + 1) > s.length) throw corrupt('a quantisation table is cut off');
    const table = new Uint16Array(64);
    for (let k = 0; k < 64; k++) {
      table[ZIGZAG_TO_NATURAL[k]!] = wide ? (s[i + 2 * k]! << 8) | s[i + 2 * k + 1]! : s[i + k]!;
    }
    i += 64 * (wide + 1);
    tables[id] = table;
  }
}

/** Stores each DHT table at its id: DC tables in `dc`, AC tables in `ac`. */
export function readHuffmanTables(
  s: Uint8Array,
  dc: (HuffmanTable | undefined)[],
  ac: (HuffmanTable | undefined)[],
): void {
  let i = 0;
  while (i < s.length) {
    const spec = byteAt(s, i);
    const isAc = spec >> 4;
    const id = spec & 15;
    if (isAc > 1 || id > 3) throw corrupt('a Huffman table header is invalid');
    const counts = s.subarray(i + 1, i + 17);
    if (counts.length < 16) throw corrupt('a Huffman table is cut off');
    const total = counts.reduce((sum, n) => sum + n, 0);
    if (total > 256 || i + 17 + total > s.length) throw corrupt('a Huffman table is cut off');
    const symbols = s.slice(i + 17, i + 17 + total);
    (isAc ? ac : dc)[id] = buildHuffmanTable(counts, symbols, !isAc);
    i += 17 + total;
  }
}

export function readScanHeader(s: Uint8Array, frame: FrameHeader): ScanHeader {
  const count = byteAt(s, 0);
  if (count < 1 || count > 4 || s.length < 4 + count * 2) throw corrupt('a scan header is invalid');
  const components: ScanHeader['components'] = [];
  for (let i = 0; i < count; i++) {
    const id = byteAt(s, 1 + i * 2);
    const tables = byteAt(s, 2 + i * 2);
    const index = frame.components.findIndex((c) => c.id === id);
    if (index < 0 || components.some((c) => c.index === index)) {
      throw corrupt('a scan names a component the frame does not have');
    }
    components.push({ index, dcTable: tables >> 4, acTable: tables & 15 });
    if (tables >> 4 > 3 || (tables & 15) > 3) throw corrupt('a scan names a Huffman table id out of range');
  }
  const at = 1 + count * 2;
  const approx = byteAt(s, at + 2);
  return { components, ss: byteAt(s, at), se: byteAt(s, at + 1), ah: approx >> 4, al: approx & 15 };
}

/** The restart interval in MCUs (0: none). */
export function readRestartInterval(s: Uint8Array): number {
  if (s.length < 2) throw corrupt('the restart interval segment is too short');
  return (s[0]! << 8) | s[1]!;
}

const ADOBE = [0x41, 0x64, 0x6f, 0x62, 0x65]; // "Adobe"
const JFIF = [0x4a, 0x46, 0x49, 0x46, 0x00]; // "JFIF\0"

const startsWith = (s: Uint8Array, sig: number[]) => sig.every((b, i) => s[i] === b);

/** APP14's transform flag when the segment is Adobe's, else null. */
export function readAdobeTransform(s: Uint8Array): number | null {
  return s.length >= 12 && startsWith(s, ADOBE) ? s[11]! : null;
}

export const isJfif = (s: Uint8Array): boolean => startsWith(s, JFIF);
