// EXIF orientation applied to the coefficients, losslessly, as jpegtran's transforms do: blocks
// move to their new places and each block is transposed and/or has the signs of its odd
// frequencies flipped (a mirrored cosine of odd frequency is its negative).
import type { JpegComponent, JpegFrame } from './types';

interface Transform {
  /** Swap x and y first (image and each block), then mirror the result. */
  transpose: boolean;
  flipX: boolean;
  flipY: boolean;
}

/** What turns a photo of each EXIF orientation upright (TIFF 6.0 / EXIF 2.3, Orientation). */
const TRANSFORMS: Record<number, Transform> = {
  2: { transpose: false, flipX: true, flipY: false }, // mirrored left-right
  3: { transpose: false, flipX: true, flipY: true }, // rotate 180
  4: { transpose: false, flipX: false, flipY: true }, // mirrored top-bottom
  5: { transpose: true, flipX: false, flipY: false }, // transpose
  6: { transpose: true, flipX: true, flipY: false }, // rotate 90 clockwise
  7: { transpose: true, flipX: true, flipY: true }, // transverse
  8: { transpose: true, flipX: false, flipY: true }, // rotate 270 clockwise
};

/**
 * Whether the transform moves only whole MCUs (jpegtran's `-perfect` test): a mirrored edge that
 * ends in a partial MCU would bring its padding blocks into the picture.
 */
function isPerfect(frame: JpegFrame, t: Transform): boolean {
  const mcuWidth = 8 * frame.maxH;
  const mcuHeight = 8 * frame.maxV;
  const wholeWidth = frame.width % mcuWidth === 0;
  const wholeHeight = frame.height % mcuHeight === 0;
  // The mirrors act after the transpose, so on the source's other axis when it transposes.
  if (t.flipX && !(t.transpose ? wholeHeight : wholeWidth)) return false;
  if (t.flipY && !(t.transpose ? wholeWidth : wholeHeight)) return false;
  return true;
}

/** For each coefficient of an output block, the source coefficient it takes, and its sign. */
function blockMap(t: Transform): { from: Uint8Array; sign: Int8Array } {
  const from = new Uint8Array(64);
  const sign = new Int8Array(64);
  for (let v = 0; v < 8; v++) {
    for (let u = 0; u < 8; u++) {
      const k = v * 8 + u;
      from[k] = t.transpose ? u * 8 + v : k;
      sign[k] = (t.flipX && u % 2 === 1) !== (t.flipY && v % 2 === 1) ? -1 : 1;
    }
  }
  return { from, sign };
}

function transposeTable(q: Uint16Array | undefined): Uint16Array | undefined {
  if (!q) return q;
  const out = new Uint16Array(64);
  for (let k = 0; k < 64; k++) out[k] = q[(k % 8) * 8 + ((k / 8) | 0)]!;
  return out;
}

function orientComponent(c: JpegComponent, t: Transform, from: Uint8Array, sign: Int8Array): JpegComponent {
  const blocksPerLine = t.transpose ? c.blocksPerColumn : c.blocksPerLine;
  const blocksPerColumn = t.transpose ? c.blocksPerLine : c.blocksPerColumn;
  const src = c.coefficients;
  const out = new Int16Array(src.length);
  for (let y = 0; y < blocksPerColumn; y++) {
    for (let x = 0; x < blocksPerLine; x++) {
      // Undo the mirrors, then the transpose, to find the source block of output block (x, y).
      const mx = t.flipX ? blocksPerLine - 1 - x : x;
      const my = t.flipY ? blocksPerColumn - 1 - y : y;
      const sx = t.transpose ? my : mx;
      const sy = t.transpose ? mx : my;
      const s = (sy * c.blocksPerLine + sx) << 6;
      const d = (y * blocksPerLine + x) << 6;
      for (let k = 0; k < 64; k++) out[d + k] = src[s + from[k]!]! * sign[k]!;
    }
  }
  return {
    ...c,
    h: t.transpose ? c.v : c.h,
    v: t.transpose ? c.h : c.v,
    blocksPerLine,
    blocksPerColumn,
    coefficients: out,
  };
}

/**
 * The frame as it looks upright for EXIF `orientation` (1-8), or null when the transform is not
 * perfect: the caller then takes the pixel path, which loses no edge pixel (decision 250).
 * Orientation 1, or a value outside 1-8, returns the frame itself.
 */
/** Whether `orientFrame` moves the coefficients for this EXIF orientation (1 and unknown ones leave them). */
export const turnsFrame = (orientation: number): boolean => !!TRANSFORMS[orientation];

export function orientFrame(frame: JpegFrame, orientation: number): JpegFrame | null {
  const t = TRANSFORMS[orientation];
  if (!t) return frame;
  if (!isPerfect(frame, t)) return null;
  const { from, sign } = blockMap(t);
  return {
    ...frame,
    // The coefficients move: the source's scan no longer describes them.
    sourceScan: undefined,
    width: t.transpose ? frame.height : frame.width,
    height: t.transpose ? frame.width : frame.height,
    maxH: t.transpose ? frame.maxV : frame.maxH,
    maxV: t.transpose ? frame.maxH : frame.maxV,
    mcusPerLine: t.transpose ? frame.mcusPerColumn : frame.mcusPerLine,
    mcusPerColumn: t.transpose ? frame.mcusPerLine : frame.mcusPerColumn,
    components: frame.components.map((c) => orientComponent(c, t, from, sign)),
    // A transposed block's coefficient (u, v) is quantised by the source table's (v, u).
    quantTables: t.transpose ? frame.quantTables.map(transposeTable) : frame.quantTables,
  };
}
