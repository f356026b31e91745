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
}

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
