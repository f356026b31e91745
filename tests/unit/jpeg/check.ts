// Reference checks for decoded coefficients: equality with another decode where the image has
// data (padding blocks past the image are the encoder's choice), and a plain float inverse DCT to
// compare pixels with libjpeg-turbo's own decode.
import type { JpegComponent, JpegFrame } from '#shared/jpeg/types';

/** The blocks of a component that hold image data: its own size in blocks (libjpeg's width_in_blocks). */
export function dataBlocks(frame: JpegFrame, c: JpegComponent): { wide: number; high: number } {
  return {
    wide: Math.ceil(Math.ceil((frame.width * c.h) / frame.maxH) / 8),
    high: Math.ceil(Math.ceil((frame.height * c.v) / frame.maxV) / 8),
  };
}

/**
 * The first difference between two frames' sizes, sampling, quantisation tables or coefficients
 * (in blocks that hold image data), as text; null when they agree.
 */
export function coefficientDifference(a: JpegFrame, b: JpegFrame): string | null {
  if (a.width !== b.width || a.height !== b.height) {
    return `size ${a.width}x${a.height} vs ${b.width}x${b.height}`;
  }
  if (a.components.length !== b.components.length) return 'component count';
  for (let i = 0; i < a.components.length; i++) {
    const ca = a.components[i]!;
    const cb = b.components[i]!;
    if (ca.h !== cb.h || ca.v !== cb.v) return `component ${i} sampling ${ca.h}x${ca.v} vs ${cb.h}x${cb.v}`;
    const qa = a.quantTables[ca.quantTable]!;
    const qb = b.quantTables[cb.quantTable]!;
    const q = qa.findIndex((x, k) => x !== qb[k]);
    if (q >= 0) return `component ${i} quantiser ${q}: ${qa[q]} vs ${qb[q]}`;
    const { wide, high } = dataBlocks(a, ca);
    for (let by = 0; by < high; by++) {
      for (let bx = 0; bx < wide; bx++) {
        for (let k = 0; k < 64; k++) {
          const x = ca.coefficients[(by * ca.blocksPerLine + bx) * 64 + k];
          const y = cb.coefficients[(by * cb.blocksPerLine + bx) * 64 + k];
          if (x !== y) return `component ${i} block (${bx}, ${by}) coefficient ${k}: ${x} vs ${y}`;
        }
      }
    }
  }
  return null;
}

const COS = Array.from({ length: 8 }, (_, x) =>
  Array.from(
    { length: 8 },
    (_, u) => (u === 0 ? Math.SQRT1_2 : 1) * Math.cos(((2 * x + 1) * u * Math.PI) / 16),
  ),
);

/**
 * A component's samples: dequantised, the textbook 2-D inverse DCT in floating point, level shift,
 * rounded and clamped to 0-255; its own size (not upsampled).
 */
export function componentSamples(
  frame: JpegFrame,
  index: number,
): { data: Uint8Array; width: number; height: number } {
  const c = frame.components[index]!;
  const q = frame.quantTables[c.quantTable]!;
  const width = Math.ceil((frame.width * c.h) / frame.maxH);
  const height = Math.ceil((frame.height * c.v) / frame.maxV);
  const data = new Uint8Array(width * height);
  const { wide, high } = dataBlocks(frame, c);
  const rows = new Float64Array(64);
  for (let by = 0; by < high; by++) {
    for (let bx = 0; bx < wide; bx++) {
      const off = (by * c.blocksPerLine + bx) * 64;
      // Rows first: rows[v * 8 + x] = sum over u of F(u, v) C(u) cos(...x...).
      for (let v = 0; v < 8; v++) {
        for (let x = 0; x < 8; x++) {
          let s = 0;
          for (let u = 0; u < 8; u++) s += c.coefficients[off + v * 8 + u]! * q[v * 8 + u]! * COS[x]![u]!;
          rows[v * 8 + x] = s;
        }
      }
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          let s = 0;
          for (let v = 0; v < 8; v++) s += rows[v * 8 + x]! * COS[y]![v]!;
          const px = bx * 8 + x;
          const py = by * 8 + y;
          if (px < width && py < height)
            data[py * width + px] = Math.min(255, Math.max(0, Math.round(s / 4 + 128)));
        }
      }
    }
  }
  return { data, width, height };
}

/** JFIF's YCbCr to RGB of three full-size planes, interleaved. */
export function ycbcrToRgb(y: Uint8Array, cb: Uint8Array, cr: Uint8Array): Uint8Array {
  const out = new Uint8Array(y.length * 3);
  const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)));
  for (let i = 0; i < y.length; i++) {
    const Y = y[i]!;
    const B = cb[i]! - 128;
    const R = cr[i]! - 128;
    out[i * 3] = clamp(Y + 1.402 * R);
    out[i * 3 + 1] = clamp(Y - 0.344136 * B - 0.714136 * R);
    out[i * 3 + 2] = clamp(Y + 1.772 * B);
  }
  return out;
}

/** The largest absolute difference between two sample arrays of the same length. */
export function maxDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new Error(`lengths differ: ${a.length} vs ${b.length}`);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}
