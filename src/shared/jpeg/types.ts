// A baseline or progressive JPEG held as its quantised DCT coefficients: what the original-quality
// export path (issue 14) reads, changes under the watermark only, and writes back.

export interface JpegComponent {
  /** The component id of the frame header (1, 2, 3 for JFIF's Y, Cb, Cr). */
  id: number;
  /** Sampling factors. */
  h: number;
  v: number;
  /** Index into `JpegFrame.quantTables`. */
  quantTable: number;
  /** The component's block grid, padded to whole MCUs: mcusPerLine * h by mcusPerColumn * v. */
  blocksPerLine: number;
  blocksPerColumn: number;
  /**
   * blocksPerLine * blocksPerColumn blocks of 64 quantised coefficients each, in natural (row-major
   * 8x8) order, block (bx, by) at offset (by * blocksPerLine + bx) * 64.
   */
  coefficients: Int16Array;
}

export interface JpegFrame {
  width: number;
  height: number;
  /** Whether the source was progressive (the written file is baseline either way). */
  progressive: boolean;
  maxH: number;
  maxV: number;
  /** The MCU grid: ceil(width / (8 * maxH)) by ceil(height / (8 * maxV)). */
  mcusPerLine: number;
  mcusPerColumn: number;
  components: JpegComponent[];
  /** Quantisation tables by table id (0-3), natural order; undefined where the source has none. */
  quantTables: (Uint16Array | undefined)[];
  /** The source's restart interval in MCUs (0: none). */
  restartInterval: number;
  /** The Adobe APP14 transform flag (0: RGB/CMYK, 1: YCbCr, 2: YCCK), null without an APP14. */
  adobeTransform: number | null;
  /**
   * The source's own entropy-coded scan, kept where it can be copied as it is: a baseline frame of
   * one interleaved scan without restart markers (decision 255). Gone once the coefficients move.
   */
  sourceScan?: SourceScan;
  /**
   * Only the MCUs the reader asked for hold their coefficients, and the MCU before each of them its DC
   * values (the others hold zeros): the frame can be written only by keeping its source's scan, and
   * must not be turned.
   */
  partial?: boolean;
  /**
   * The data ended before the end-of-image marker. Read as libjpeg reads it (decision 251), but
   * Chromium's decoders refuse such a file, so the original-quality path leaves it to the pixel path
   * (decision 303).
   */
  truncated?: boolean;
}

/** A Huffman table as DHT carries it: `bits[l]` codes of length l (bits[0] unused), then the symbols. */
export interface HuffmanSpec {
  bits: Uint8Array;
  values: Uint8Array;
}

/** A scan's bytes as the file holds them, each 0xFF of its data followed by one stuffed zero. */
export interface StuffedScan {
  bytes: Uint8Array;
  /** Where each 0xFF sits in the data without its stuffed zeros, in order. */
  ffAt: Uint32Array;
}

export interface SourceScan {
  /** The scan's bits with the stuffed zeros removed, read most significant bit first. */
  data: DataView;
  /** The same bits as the file holds them; absent where the file put fill bytes in the scan. */
  stuffed?: StuffedScan;
  /** The bit where each MCU starts, in scan order, then the bit where the data ends. */
  mcuStarts: Uint32Array;
  /** Per component, its DC and AC tables as the source's DHT has them. */
  tables: ScanTables;
  /**
   * The same scan coded again with other tables, where the reader can (decision 292); null when not.
   * With `moved` (grow-tables.ts), the tables code every symbol as these do but for each table's last
   * few (decision 293): only the MCUs that hold one of those are coded again.
   */
  retable?: (tables: ScanTables, moved?: number[]) => SourceScan | null;
}

export type ScanTables = { dc: HuffmanSpec; ac: HuffmanSpec }[];

/** Why a JPEG cannot take the coefficient path (the export falls back to the pixel path). */
export type JpegUnsupportedReason =
  | 'not-jpeg'
  | 'arithmetic'
  | 'precision'
  | 'lossless'
  | 'hierarchical'
  | 'components'
  | 'colour-transform'
  | 'corrupt';

export class JpegUnsupportedError extends Error {
  constructor(
    readonly reason: JpegUnsupportedReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'JpegUnsupportedError';
  }
}

/** A rectangle of whole MCUs. */
export interface McuRect {
  mcuX: number;
  mcuY: number;
  mcusWide: number;
  mcusHigh: number;
}
