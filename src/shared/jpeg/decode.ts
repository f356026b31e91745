// Reads a baseline or progressive Huffman JPEG to its quantised DCT coefficients, without the
// inverse transform: what the original-quality export changes under the watermark and writes
// back. Refusals are JpegUnsupportedError, so the export falls back to the pixel path.
import { scanBuffer } from './bit-reader';
import { corrupt } from './errors';
import { checkColourSpace, finishFrame, planScan, startFrame, type DecodingFrame } from './frame-build';
import type { HuffmanTable } from './huffman';
import { NO_END, decodeScan, type ScanPlan, type SkipPlan } from './scan';
import { skipWalker } from './skip-wasm';
import {
  checkFrameKind,
  isJfif,
  readAdobeTransform,
  readFrameHeader,
  readHuffmanTables,
  readQuantTables,
  readRestartInterval,
  readScanHeader,
  segment,
  type ScanHeader,
} from './segments';
import { keepable } from './encode-keep';
import {
  JpegUnsupportedError,
  type HuffmanSpec,
  type JpegFrame,
  type ScanTables,
  type SourceScan,
} from './types';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DHT = 0xc4;
const DRI = 0xdd;
const DHP = 0xde;
const EXP = 0xdf;
const APP0 = 0xe0;
const APP14 = 0xee;

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== DHT && m !== 0xc8 && m !== 0xcc;
/** Markers without a segment: RSTn between scans and TEM. */
const isStandalone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01;
/** Markers reserved by the standard and unknown to libjpeg, which stops at them too. */
const isReserved = (m: number) => m >= 0x02 && m <= 0xbf;

/** Where the next marker's code is: past stray bytes and 0xFF fill bytes (libjpeg skips both). */
function nextMarkerCode(data: Uint8Array, pos: number): number {
  for (;;) {
    while (pos < data.length && data[pos] !== 0xff) pos++;
    while (pos < data.length && data[pos] === 0xff) pos++;
    if (pos >= data.length) return data.length;
    // 0xFF 0x00 outside a scan is stray data too.
    if (data[pos] !== 0) return pos;
  }
}

/** A baseline scan of every component, interleaved in frame order. */
const keepsScan = (frame: JpegFrame, scan: ScanHeader) =>
  !frame.progressive &&
  frame.components.length > 1 &&
  scan.components.length === frame.components.length &&
  scan.components.every((c, i) => c.index === i);

const spec = (t: HuffmanTable): HuffmanSpec => {
  const bits = new Uint8Array(17);
  bits.set(t.counts, 1);
  return { bits, values: t.symbols };
};

const tablesOf = (plan: ScanPlan) => plan.components.map((c) => ({ dc: spec(c.dc), ac: spec(c.ac) }));

function sourceScan(
  buffer: DataView,
  bytes: Uint8Array,
  stuffedAt: Uint32Array | null,
  mcuStarts: Uint32Array,
  plan: ScanPlan,
  skip: SkipPlan | undefined,
): SourceScan | undefined {
  const end = mcuStarts[mcuStarts.length - 1]!;
  if (end === NO_END) return undefined;
  // The buffer itself (a later scan drops the kept one); eight bytes past the end for word reads.
  const data = new DataView(buffer.buffer, 0, Math.min(buffer.byteLength, Math.ceil(end / 8) + 8));
  const stuffed = stuffedAt ? { bytes, ffAt: stuffedAt } : undefined;
  const retable = skip && ((tables: ScanTables, moved?: number[]) => skip.walker.transcode(tables, moved));
  return { data, stuffed, mcuStarts, tables: tablesOf(plan), retable };
}

/** What the walk past the unneeded MCUs needs, or undefined where WebAssembly is not there. */
function skipPlan(
  bytes: Uint8Array,
  frame: JpegFrame,
  plan: ScanPlan,
  needed: NeededMcus,
): SkipPlan | undefined {
  const walker = skipWalker(bytes.length, plan.components, frame.mcusPerLine, frame.mcusPerColumn);
  return walker ? { walker, needed: needed(frame) } : undefined;
}

/**
 * The MCUs (scan order) whose coefficients the caller will read, given the frame's MCU grid; of the
 * others, only the MCU before each needed one gets its DC values (decisions 282 and 291).
 */
export type NeededMcus = (frame: JpegFrame) => Uint8Array;

/**
 * The file's coefficients. With `needed`, where the scan will be kept whatever changes (one baseline
 * scan whose tables code every symbol), the MCUs it leaves out are walked past, and the frame says
 * so (`partial`): only `writeKeepingScan` may write it. With `inks`, the frame must be CMYK or YCCK
 * (for `decodeInks`); otherwise it must be grey or colour.
 */
export function readCoefficients(bytes: Uint8Array, needed?: NeededMcus, inks = false): JpegFrame {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new JpegUnsupportedError('not-jpeg', 'Not a JPEG file');
  const quantTables: (Uint16Array | undefined)[] = [];
  const dcTables: (HuffmanTable | undefined)[] = [];
  const acTables: (HuffmanTable | undefined)[] = [];
  let restartInterval = 0;
  let adobeTransform: number | null = null;
  let sawJfif = false;
  let d: DecodingFrame | null = null;
  let buffer: DataView | undefined;
  let pos = 2;
  for (;;) {
    const at = nextMarkerCode(bytes, pos);
    // Data that ends before EOI: a truncated last scan keeps what it has (decision 251).
    if (at >= bytes.length) {
      if (d) d.frame.truncated = true;
      break;
    }
    const marker = bytes[at]!;
    pos = at + 1;
    if (marker === EOI) break;
    if (isStandalone(marker)) continue;
    if (marker === SOI) throw corrupt('a second start-of-image marker');
    if (isReserved(marker)) throw corrupt(`unknown marker 0x${marker.toString(16)}`);
    if (marker === DHP || marker === EXP) throw new JpegUnsupportedError('hierarchical', 'Hierarchical JPEG');
    const s = segment(bytes, pos);
    pos += s.length + 2;
    if (isSof(marker)) {
      checkFrameKind(marker);
      if (d) throw corrupt('a second frame header');
      d = startFrame(readFrameHeader(s, marker, inks));
    } else if (marker === DQT) {
      readQuantTables(s, quantTables);
    } else if (marker === DHT) {
      readHuffmanTables(s, dcTables, acTables);
    } else if (marker === DRI) {
      restartInterval = readRestartInterval(s);
    } else if (marker === APP0) {
      sawJfif ||= isJfif(s);
    } else if (marker === APP14) {
      adobeTransform = readAdobeTransform(s) ?? adobeTransform;
    } else if (marker === SOS) {
      if (!d) throw corrupt('image data before the frame header');
      d.frame.restartInterval = restartInterval;
      d.frame.adobeTransform = adobeTransform;
      if (d.scans === 0) checkColourSpace(d, sawJfif);
      const header = readScanHeader(s, d.header);
      const plan = planScan(d, header, quantTables, dcTables, acTables);
      // The one scan of a baseline frame without restarts can be copied as it is (decision 255).
      const keep = d.scans === 1 && restartInterval === 0 && keepsScan(d.frame, header);
      const { mcusPerLine, mcusPerColumn } = d.frame;
      const skip =
        keep && needed && keepable(tablesOf(plan)) ? skipPlan(bytes, d.frame, plan, needed) : undefined;
      // Only the first scan can be kept, so the buffer is not there yet when the walker brings its own.
      buffer ??= skip?.walker.data ?? scanBuffer(bytes.length);
      const starts = keep
        ? (skip?.walker.starts ?? new Uint32Array(mcusPerLine * mcusPerColumn + 1))
        : undefined;
      const from = pos;
      const { next, stuffedAt } = decodeScan(bytes, pos, plan, buffer, starts, skip);
      pos = next;
      d.frame.sourceScan = starts
        ? sourceScan(buffer, bytes.subarray(from, pos), stuffedAt, starts, plan, skip)
        : undefined;
      d.frame.partial ||= !!skip;
    }
    // Anything else (APPn, COM, DNL, JPGn, DAC) carries nothing the coefficients need.
  }
  if (!d) throw corrupt('no frame header');
  return finishFrame(d, quantTables);
}
