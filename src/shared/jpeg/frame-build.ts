// The decoder's frame: its padded block grids from the frame header, the plan of each scan over
// them, and the finished JpegFrame with the quantisation tables each component was coded with.
import type { ScanComponent } from './blocks';
import { corrupt } from './errors';
import { buildHuffmanTable, type HuffmanTable } from './huffman';
import { ScanKind, type ScanPlan } from './scan';
import type { FrameHeader, ScanHeader } from './segments';
import { JpegUnsupportedError, type JpegComponent, type JpegFrame } from './types';

/** libjpeg's limit on the blocks of one MCU in an interleaved scan. */
const MAX_BLOCKS_IN_MCU = 10;

/** Stands in for a table a scan does not use: any code read through it is refused. */
const NO_TABLE: HuffmanTable = buildHuffmanTable(new Uint8Array(16), new Uint8Array(0), false);

export interface DecodingFrame {
  header: FrameHeader;
  frame: JpegFrame;
  /** Per component, the quantisation table in force at its first scan (libjpeg latches it there). */
  latched: (Uint16Array | undefined)[];
  /** Per component, ScanComponent.lastNonzero, kept from scan to scan (empty when baseline). */
  lastNonzero: Uint8Array[];
  scans: number;
}

export function startFrame(header: FrameHeader): DecodingFrame {
  const maxH = Math.max(...header.components.map((c) => c.h));
  const maxV = Math.max(...header.components.map((c) => c.v));
  const mcusPerLine = Math.ceil(header.width / (8 * maxH));
  const mcusPerColumn = Math.ceil(header.height / (8 * maxV));
  let components: JpegComponent[];
  try {
    components = header.components.map((c) => {
      const blocksPerLine = mcusPerLine * c.h;
      const blocksPerColumn = mcusPerColumn * c.v;
      const coefficients = new Int16Array(blocksPerLine * blocksPerColumn * 64);
      // A literal, not a spread: every frame's components then share one hidden class, so the
      // optimised coders that read them are not thrown away photo after photo.
      const { id, h, v, quantTable } = c;
      return { id, h, v, quantTable, blocksPerLine, blocksPerColumn, coefficients };
    });
  } catch (e) {
    if (e instanceof RangeError)
      throw corrupt(`a ${header.width}x${header.height} frame does not fit in memory`);
    throw e;
  }
  const frame: JpegFrame = {
    width: header.width,
    height: header.height,
    progressive: header.progressive,
    maxH,
    maxV,
    mcusPerLine,
    mcusPerColumn,
    components,
    quantTables: [undefined, undefined, undefined, undefined],
    restartInterval: 0,
    adobeTransform: null,
  };
  const lastNonzero = components.map((c) =>
    header.progressive ? new Uint8Array(c.blocksPerLine * c.blocksPerColumn) : new Uint8Array(0),
  );
  return { header, frame, latched: components.map(() => undefined), lastNonzero, scans: 0 };
}

function scanKind(progressive: boolean, s: ScanHeader, count: number): ScanKind {
  if (!progressive) return ScanKind.Baseline;
  const dc = s.ss === 0;
  // The checks libjpeg's jdphuff.c makes before a progressive scan.
  const bad =
    (dc ? s.se !== 0 : s.ss > s.se || s.se > 63 || count !== 1) ||
    (s.ah !== 0 && s.al !== s.ah - 1) ||
    s.al > 13;
  if (bad) throw corrupt('a progressive scan has an invalid band');
  if (dc) return s.ah === 0 ? ScanKind.DcFirst : ScanKind.DcRefine;
  return s.ah === 0 ? ScanKind.AcFirst : ScanKind.AcRefine;
}

function table(tables: (HuffmanTable | undefined)[], id: number, needed: boolean): HuffmanTable {
  if (!needed) return NO_TABLE;
  const t = tables[id];
  if (!t) throw corrupt(`Huffman table ${id} is used before it is defined`);
  return t;
}

export function planScan(
  d: DecodingFrame,
  s: ScanHeader,
  quantTables: (Uint16Array | undefined)[],
  dcTables: (HuffmanTable | undefined)[],
  acTables: (HuffmanTable | undefined)[],
): ScanPlan {
  const { frame } = d;
  const kind = scanKind(frame.progressive, s, s.components.length);
  const needsDc = kind === ScanKind.Baseline || kind === ScanKind.DcFirst;
  const needsAc = kind === ScanKind.Baseline || kind >= ScanKind.AcFirst;
  if (s.components.length > 1) {
    const blocks = s.components.reduce(
      (n, sc) => n + frame.components[sc.index]!.h * frame.components[sc.index]!.v,
      0,
    );
    if (blocks > MAX_BLOCKS_IN_MCU) throw corrupt('an interleaved scan has too many blocks per MCU');
  }
  const components = s.components.map((sc): ScanComponent => {
    const c = frame.components[sc.index]!;
    if (!d.latched[sc.index]) {
      const q = quantTables[c.quantTable];
      if (!q) throw corrupt(`quantisation table ${c.quantTable} is used before it is defined`);
      d.latched[sc.index] = q;
    }
    // A component alone in a scan covers its own size in blocks (libjpeg), not the padded grid.
    const width = Math.ceil((frame.width * c.h) / frame.maxH);
    const height = Math.ceil((frame.height * c.v) / frame.maxV);
    return {
      coefficients: c.coefficients,
      blocksPerLine: c.blocksPerLine,
      h: c.h,
      v: c.v,
      blocksWide: Math.ceil(width / 8),
      blocksHigh: Math.ceil(height / 8),
      dc: table(dcTables, sc.dcTable, needsDc),
      ac: table(acTables, sc.acTable, needsAc),
      pred: 0,
      lastNonzero: d.lastNonzero[sc.index]!,
    };
  });
  d.scans++;
  return {
    kind,
    components,
    band: { ss: s.ss, se: s.se, al: s.al, eobrun: 0 },
    restartInterval: frame.restartInterval,
    mcusPerLine: frame.mcusPerLine,
    mcusPerColumn: frame.mcusPerColumn,
  };
}

/**
 * libjpeg's reading of a three-component colour space: JFIF means YCbCr, else Adobe's flag 0
 * means RGB, else component ids 'R', 'G', 'B' do. The coefficient path composes in YCbCr only.
 */
export function checkColourSpace(d: DecodingFrame, sawJfif: boolean): void {
  const { frame, header } = d;
  if (frame.components.length !== 3 || sawJfif) return;
  const rgbIds = header.components.map((c) => c.id).join() === '82,71,66';
  if (frame.adobeTransform === 0 || (frame.adobeTransform === null && rgbIds)) {
    throw new JpegUnsupportedError('colour-transform', 'RGB JPEG (no YCbCr transform)');
  }
}

/** The frame with each quantisation table as its components were coded with it. */
export function finishFrame(d: DecodingFrame, quantTables: (Uint16Array | undefined)[]): JpegFrame {
  if (d.scans === 0) throw corrupt('the file has no image data');
  const tables: (Uint16Array | undefined)[] = [undefined, undefined, undefined, undefined];
  d.frame.components.forEach((c, i) => {
    const q = d.latched[i] ?? quantTables[c.quantTable];
    if (!q) throw corrupt(`quantisation table ${c.quantTable} is never defined`);
    const other = tables[c.quantTable];
    if (other && other.some((x, k) => x !== q[k]))
      throw corrupt(`quantisation table ${c.quantTable} changes between scans`);
    tables[c.quantTable] = q;
  });
  return { ...d.frame, quantTables: tables };
}
