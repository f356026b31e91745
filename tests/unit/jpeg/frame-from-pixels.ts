// Builds coefficient frames from pixels for the encoder's tests: the Annex K tables scaled to a
// quality the way libjpeg (and so sharp) scales them, and the frame's every MCU encoded by encodeMcus.

import { encodeMcus } from '#shared/jpeg/pixels';
import { qualityTables } from '#shared/jpeg/quality-tables';
import type { JpegComponent, JpegFrame } from '#shared/jpeg/types';

export type Sampling = '4:4:4' | '4:2:2' | '4:2:0' | '4:4:0' | 'grey';

/** Luma sampling factors [h, v] (chroma is 1x1). */
const LUMA_FACTORS: Record<Sampling, [number, number]> = {
  '4:4:4': [1, 1],
  '4:2:2': [2, 1],
  '4:2:0': [2, 2],
  '4:4:0': [1, 2],
  grey: [1, 1],
};

/** jpeg_quality_scaling + jpeg_add_quant_table with force_baseline, as libjpeg-turbo computes them. */
export const qualityTable = (chroma: boolean, quality: number): Uint16Array =>
  qualityTables(quality)[chroma ? 1 : 0];

/** A frame of the given shape with all coefficients zero. */
export function emptyFrame(width: number, height: number, sampling: Sampling, quality: number): JpegFrame {
  const [maxH, maxV] = LUMA_FACTORS[sampling];
  const mcusPerLine = Math.ceil(width / (8 * maxH));
  const mcusPerColumn = Math.ceil(height / (8 * maxV));
  const component = (id: number, h: number, v: number, quantTable: number): JpegComponent => ({
    id,
    h,
    v,
    quantTable,
    blocksPerLine: mcusPerLine * h,
    blocksPerColumn: mcusPerColumn * v,
    coefficients: new Int16Array(mcusPerLine * h * mcusPerColumn * v * 64),
  });
  const grey = sampling === 'grey';
  return {
    width,
    height,
    progressive: false,
    maxH,
    maxV,
    mcusPerLine,
    mcusPerColumn,
    components: grey
      ? [component(1, 1, 1, 0)]
      : [component(1, maxH, maxV, 0), component(2, 1, 1, 1), component(3, 1, 1, 1)],
    quantTables: grey
      ? [qualityTable(false, quality)]
      : [qualityTable(false, quality), qualityTable(true, quality)],
    restartInterval: 0,
    adobeTransform: null,
  };
}

/**
 * Pixels (1 or 3 channels, row-major) padded to the MCU grid by repeating the last column and row,
 * as libjpeg pads, in RGBA.
 */
export function paddedRgba(
  pixels: Uint8Array,
  channels: 1 | 3,
  width: number,
  height: number,
  frame: JpegFrame,
) {
  const w = frame.mcusPerLine * 8 * frame.maxH;
  const h = frame.mcusPerColumn * 8 * frame.maxV;
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const s = (Math.min(y, height - 1) * width + Math.min(x, width - 1)) * channels;
      const o = (y * w + x) * 4;
      rgba[o] = pixels[s]!;
      rgba[o + 1] = pixels[channels === 1 ? s : s + 1]!;
      rgba[o + 2] = pixels[channels === 1 ? s : s + 2]!;
      rgba[o + 3] = 255;
    }
  }
  return rgba;
}

/** A frame holding `pixels` encoded at `quality` with `sampling`, every MCU through encodeMcus. */
export function frameFromPixels(
  pixels: Uint8Array,
  channels: 1 | 3,
  width: number,
  height: number,
  sampling: Sampling,
  quality: number,
): JpegFrame {
  const frame = emptyFrame(width, height, sampling, quality);
  const rect = { mcuX: 0, mcuY: 0, mcusWide: frame.mcusPerLine, mcusHigh: frame.mcusPerColumn };
  const touched = new Uint8Array(frame.mcusPerLine * frame.mcusPerColumn).fill(1);
  encodeMcus(frame, rect, paddedRgba(pixels, channels, width, height, frame), touched);
  return frame;
}
