// MCU pixel regions: a rectangle decodes as the same pixels as the whole frame (its chroma context
// included), and encodeMcus changes exactly the MCUs it is told to.

import { describe, expect, it } from 'vitest';
import { decodeMcuRect, encodeMcus, mcuPixelSize } from '#shared/jpeg/pixels';
import { JpegUnsupportedError, type JpegFrame, type McuRect } from '#shared/jpeg/types';
import { frameFromPixels, type Sampling } from './frame-from-pixels';
import { testPhoto } from './test-photo';

const SAMPLINGS: Sampling[] = ['4:4:4', '4:2:2', '4:2:0', '4:4:0', 'grey'];

async function photoFrame(sampling: Sampling, w = 203, h = 141): Promise<JpegFrame> {
  const channels = sampling === 'grey' ? 1 : 3;
  const photo = await testPhoto(w, h, channels, 11);
  return frameFromPixels(photo.data, channels, w, h, sampling, 85);
}

/** `rect`'s pixels cut out of a whole-frame decode. */
function cut(frame: JpegFrame, whole: Uint8ClampedArray, rect: McuRect): Uint8ClampedArray {
  const { width: mw, height: mh } = mcuPixelSize(frame);
  const stride = frame.mcusPerLine * mw * 4;
  const w = rect.mcusWide * mw * 4;
  const out = new Uint8ClampedArray(w * rect.mcusHigh * mh);
  for (let y = 0; y < rect.mcusHigh * mh; y += 1) {
    const from = (rect.mcuY * mh + y) * stride + rect.mcuX * mw * 4;
    out.set(whole.subarray(from, from + w), y * w);
  }
  return out;
}

const full = (f: JpegFrame): McuRect => ({
  mcuX: 0,
  mcuY: 0,
  mcusWide: f.mcusPerLine,
  mcusHigh: f.mcusPerColumn,
});

describe.each(SAMPLINGS)('decodeMcuRect, %s', (sampling) => {
  it('gives any rectangle the pixels of the whole-frame decode, padding repeating the edge', async () => {
    const frame = await photoFrame(sampling);
    const whole = decodeMcuRect(frame, full(frame));
    const { mcusPerLine: cols, mcusPerColumn: rows } = frame;
    const rects: McuRect[] = [
      { mcuX: 0, mcuY: 0, mcusWide: 1, mcusHigh: 1 },
      { mcuX: 1, mcuY: 1, mcusWide: 3, mcusHigh: 2 },
      { mcuX: cols - 2, mcuY: rows - 1, mcusWide: 2, mcusHigh: 1 },
      { mcuX: 2, mcuY: 0, mcusWide: 1, mcusHigh: rows },
    ];
    for (const rect of rects) expect(decodeMcuRect(frame, rect)).toEqual(cut(frame, whole, rect));

    const { width: mw } = mcuPixelSize(frame);
    const stride = cols * mw * 4;
    const lastX = frame.width - 1;
    for (let x = frame.width; x < cols * mw; x += 1) {
      expect(whole.subarray(x * 4, x * 4 + 4)).toEqual(whole.subarray(lastX * 4, lastX * 4 + 4));
    }
    const lastRow = whole.subarray((frame.height - 1) * stride, frame.height * stride);
    expect(whole.subarray(whole.length - stride)).toEqual(lastRow);
    for (let i = 3; i < whole.length; i += 4) if (whole[i] !== 255) throw new Error('not opaque');
  });
});

describe.each(SAMPLINGS)('encodeMcus, %s', (sampling) => {
  it('replaces the touched MCUs and leaves every other block bit-identical', async () => {
    const frame = await photoFrame(sampling);
    const before = frame.components.map((c) => c.coefficients.slice());
    const rect: McuRect = { mcuX: 2, mcuY: 1, mcusWide: 4, mcusHigh: 3 };
    const touched = Uint8Array.from({ length: 12 }, (_, i) => ((i + Math.floor(i / 4)) % 2 === 0 ? 1 : 0));
    // Other pixels: the same rect shifted, inverted, so every touched block changes.
    const other = decodeMcuRect(frame, { ...rect, mcuX: 0, mcuY: 0 }).map((v, i) =>
      i % 4 === 3 ? v : 255 - v,
    );
    encodeMcus(frame, rect, other, touched);

    frame.components.forEach((c, ci) => {
      for (let by = 0; by < c.blocksPerColumn; by += 1) {
        for (let bx = 0; bx < c.blocksPerLine; bx += 1) {
          const [mx, my] = [Math.floor(bx / c.h) - rect.mcuX, Math.floor(by / c.v) - rect.mcuY];
          const inRect = mx >= 0 && my >= 0 && mx < rect.mcusWide && my < rect.mcusHigh;
          const at = (by * c.blocksPerLine + bx) * 64;
          const same = c.coefficients.subarray(at, at + 64).every((v, i) => v === before[ci]![at + i]);
          expect(same, `component ${ci} block ${bx},${by}`).toBe(
            !(inRect && touched[my * rect.mcusWide + mx]),
          );
        }
      }
    });
  });

  it('re-encodes its own decode almost without loss', async () => {
    const frame = await photoFrame(sampling, 120, 80);
    const rect = full(frame);
    const pixels = decodeMcuRect(frame, rect);
    const before = frame.components.map((c) => c.coefficients.slice());
    encodeMcus(frame, rect, pixels, new Uint8Array(rect.mcusWide * rect.mcusHigh).fill(1));
    let same = 0;
    let total = 0;
    frame.components.forEach((c, ci) =>
      c.coefficients.forEach((v, i) => {
        total += 1;
        if (Math.abs(v - before[ci]![i]!) === 0) same += 1;
      }),
    );
    console.info(`re-encode ${sampling}: ${((same / total) * 100).toFixed(2)}% of coefficients unchanged`);
    expect(same / total).toBeGreaterThan(0.97);
  });
});

describe('pixel regions refuse what they cannot do', () => {
  it('names the problem', async () => {
    const frame = await photoFrame('4:2:0', 40, 24);
    expect(() => decodeMcuRect(frame, { mcuX: 2, mcuY: 0, mcusWide: 2, mcusHigh: 1 })).toThrow(RangeError);
    const rect = { mcuX: 0, mcuY: 0, mcusWide: 1, mcusHigh: 1 };
    expect(() => encodeMcus(frame, rect, new Uint8ClampedArray(16 * 16 * 4 - 4), Uint8Array.of(1))).toThrow(
      RangeError,
    );
    const cmyk = { ...frame, components: [...frame.components, frame.components[1]!] };
    expect(() => decodeMcuRect(cmyk, rect)).toThrow(JpegUnsupportedError);
  });
});
