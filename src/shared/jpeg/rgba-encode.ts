// A baseline JPEG of opaque 8-bit pixels, encoded in WebAssembly (wasm/jpeg-encode.ts, decision 300):
// YCbCr 4:2:0, IJG quantisation at the asked quality, Huffman tables fitted to the photo. The pixels
// are copied in bands into the encoder's memory, so no more than a band is held besides the output.
import { JpegWriter } from './bit-writer';
import { marker, writeFrameHeader, writeHuffmanTables, writeQuantTables, writeScanHeader } from './encode';
import { iccSegments } from '../metadata/jpeg';
import { huffmanCodes, optimalTable } from './huffman-encode';
import { JPEG_ENCODE_WASM } from './jpeg-encode.wasm';
import { growTo, wasmThread } from './wasm-thread';
import { qualityTables } from './quality-tables';
import { ZIGZAG_TO_NATURAL } from './zigzag';

interface EncodeExports {
  start(to: number, count: number, bgra: number): void;
  mcuRow(src: number, mcus: number, stride: number): number;
  pad(src: number, rows: number, width: number, mcus: number, stride: number): void;
  rewind(to: number): void;
  finish(): number;
}

// wasm/jpeg-encode.ts's layout: its tables, then (from BAND_AT) ours.
const [SCALE, ZIGZAG, CODES, COUNTS, BAND_AT] = [0, 512, 1024, 5120, 16384];
/** Worst case of one MCU's six blocks in the scan, stuffing included. */
const MCU_ROOM = 6 * 64 * 8;
/** Rows copied from the source at a time. */
const BAND = 256;
/** At most this many bytes a band: a 30,000 px panorama copies 32 rows at a time, not 256. */
const BAND_BYTES = 4 << 20;
/**
 * Every SAMPLE-th MCU row is counted to fit the Huffman tables: a quarter of the rows fits them within
 * 0.1% of all of them, for a quarter of the counting.
 */
const SAMPLE = 4;
/** A photo of fewer MCU rows has all of them counted: a few rows are too few to sample. */
const SAMPLED_FROM = 32;

const instance = wasmThread<EncodeExports>(JPEG_ENCODE_WASM);

/** The pixels of a picture, 4 bytes each, opaque (alpha is not read). */
export interface PixelSource {
  width: number;
  height: number;
  order: 'rgba' | 'bgra';
  /** Copies rows y to y + rows - 1 into `into` from `offset`, `stride` bytes from row to row. */
  copyRows(y: number, rows: number, into: Uint8Array, offset: number, stride: number): Promise<void>;
}

// The float transform's output is the DCT scaled by 8 * AAN[u] * AAN[v]; the scale divides it out.
const AAN = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379];

/** The kernel's tables: scales and zigzag in the transposed order its transform leaves. */
function writeTables(heap: Uint8Array, tables: Uint16Array[]): void {
  const f32 = new Float32Array(heap.buffer, SCALE, 128);
  tables.forEach((t, i) => {
    for (let at = 0; at < 64; at += 1) {
      const [u, v] = [at >> 3, at & 7];
      f32[i * 64 + at] = 1 / (AAN[u]! * AAN[v]! * 8 * t[v * 8 + u]!);
    }
  });
  for (let k = 0; k < 64; k += 1) {
    const n = ZIGZAG_TO_NATURAL[k]!;
    heap[ZIGZAG + k] = (n & 7) * 8 + (n >> 3);
  }
}

/**
 * The Huffman tables from the counted symbols, every symbol that may occur given a code where only a
 * sample of the rows was counted; and how many bits the counted rows take with them.
 */
function fitTables(heap: Uint8Array, sampled: boolean) {
  const counts = new Uint32Array(heap.buffer, COUNTS, 1024).slice();
  let bits = 0;
  const specs = [0, 1, 2, 3].map((t) => {
    const c = counts.subarray(t * 256, t * 256 + 256);
    // Rows not counted may hold symbols the counted ones lack: each possible symbol counts once more.
    if (!sampled) return optimalTable(c);
    if (t % 2 === 0) for (let s = 0; s <= 11; s += 1) c[s]! += 1;
    else
      for (let s = 0; s < 256; s += 1)
        c[s]! += (s & 15) <= 10 && ((s & 15) > 0 || s === 0 || s === 0xf0) ? 1 : 0;
    return optimalTable(c);
  });
  const codes = new Uint32Array(heap.buffer, CODES, 1024);
  specs.forEach((spec, t) => {
    const { codes: c, lengths } = huffmanCodes(spec);
    for (let s = 0; s < 256; s += 1) {
      codes[t * 256 + s] = (c[s]! << 8) | lengths[s]!;
      // A symbol's extra bits: its size, the low nibble of an AC symbol.
      bits += counts[t * 256 + s]! * (lengths[s]! + (t % 2 ? s & 15 : s));
    }
  });
  return { specs, bits };
}

const JFIF = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];

function writeHeaders(
  out: JpegWriter,
  width: number,
  height: number,
  tables: Uint16Array[],
  specs: ReturnType<typeof fitTables>['specs'],
  icc: Uint8Array | null,
): void {
  marker(out, 0xd8);
  out.bytes(JFIF);
  for (const segment of icc ? iccSegments(icc) : []) out.bytes(segment);
  const frame = {
    width,
    height,
    quantTables: tables,
    components: [
      { id: 1, h: 2, v: 2, quantTable: 0 },
      { id: 2, h: 1, v: 1, quantTable: 1 },
      { id: 3, h: 1, v: 1, quantTable: 1 },
    ],
  };
  writeQuantTables(out, frame);
  writeFrameHeader(out, frame, false);
  writeHuffmanTables(out, specs);
  writeScanHeader(out, frame);
}

/**
 * `source` as a JPEG at `quality` (1-100), tagged with the profile `icc` if given; null where this
 * thread cannot run the encoder (no WebAssembly SIMD, no memory), for the caller's other encoder. The
 * file is a view on the writer's buffer, which may run on past it.
 */
export async function encodeJpeg(
  source: PixelSource,
  quality: number,
  icc: Uint8Array | null = null,
): Promise<Uint8Array | null> {
  const { width, height } = source;
  if (width < 1 || height < 1 || width > 0xffff || height > 0xffff) throw new RangeError('JPEG size');
  const wasm = instance();
  const mcus = Math.ceil(width / 16);
  const stride = mcus * 64;
  // The memory stays with the thread for the next photo: a wide one takes fewer rows a band.
  const band = Math.min(BAND, Math.max(16, Math.floor(BAND_BYTES / stride / 16) * 16));
  const outAt = BAND_AT + band * stride;
  if (!wasm || !growTo(wasm.memory, outAt + mcus * MCU_ROOM)) return null;
  const { exports: ex, memory } = wasm;
  const heap = () => new Uint8Array(memory.buffer);
  const tables = qualityTables(quality);
  writeTables(heap(), tables);
  const bgra = source.order === 'bgra' ? 1 : 0;

  // Rows y to y + rows - 1 into the band, padded to whole MCUs by repeating the last row and column.
  const fill = async (y: number, rows: number) => {
    await source.copyRows(y, rows, heap(), BAND_AT, stride);
    const whole = Math.ceil(rows / 16) * 16;
    const h = heap();
    for (let r = rows; r < whole; r += 1)
      h.copyWithin(BAND_AT + r * stride, BAND_AT + (rows - 1) * stride, BAND_AT + rows * stride);
    if (width % 16) ex.pad(BAND_AT, whole, width, mcus, stride);
  };

  const mcuRows = Math.ceil(height / 16);
  new Uint32Array(memory.buffer, COUNTS, 1024).fill(0);
  ex.start(outAt, 1, bgra);
  const step = mcuRows < SAMPLED_FROM ? 1 : SAMPLE;
  for (let m = 0; m < mcuRows; m += step) {
    await fill(m * 16, Math.min(16, height - m * 16));
    ex.mcuRow(BAND_AT, mcus, stride);
  }
  const { specs, bits } = fitTables(heap(), step > 1);

  // The counted rows' share of the scan, and some for stuffing and the rows' differences.
  const scanBytes = Math.ceil((bits / 8) * (mcuRows / Math.ceil(mcuRows / step)) * 1.05);
  const out = new JpegWriter(scanBytes + 2048 + (icc?.length ?? 0));
  writeHeaders(out, width, height, tables, specs, icc);
  ex.start(outAt, 0, bgra);
  for (let y0 = 0; y0 < height; y0 += band) {
    const rows = Math.min(band, height - y0);
    await fill(y0, rows);
    for (let r = 0; r < rows; r += 16) {
      out.bytes(heap().subarray(outAt, ex.mcuRow(BAND_AT + r * stride, mcus, stride)));
      ex.rewind(outAt);
    }
  }
  out.bytes(heap().subarray(outAt, ex.finish()));
  marker(out, 0xd9);
  return out.result();
}
