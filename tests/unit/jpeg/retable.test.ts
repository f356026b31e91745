// A source whose optimised tables lack a symbol the watermark's blocks need (decision 292): read
// skipping, its scan is coded again with the tables completed, symbol for symbol, so the file still
// decodes (in libjpeg-turbo, through sharp) to the source's pixels away from the changed MCUs.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCoefficients } from '#shared/jpeg/decode';
import { writeKeepingScan } from '#shared/jpeg/encode-keep';
import { decodeMcuRect, encodeMcus } from '#shared/jpeg/pixels';
import type { JpegFrame, McuRect } from '#shared/jpeg/types';
import { neededMcus } from '#shared/original/regions';
import { photoPixels, sharpJpeg } from './sources';

const [W, H] = [640, 480];
const rect: McuRect = { mcuX: 5, mcuY: 4, mcusWide: 7, mcusHigh: 3 };

const marksOf = (f: JpegFrame) => {
  const marks = new Uint8Array(f.mcusPerLine * f.mcusPerColumn);
  for (let y = rect.mcuY; y < rect.mcuY + rect.mcusHigh; y++)
    marks.fill(1, y * f.mcusPerLine + rect.mcuX, y * f.mcusPerLine + rect.mcuX + rect.mcusWide);
  return marks;
};

const grid = (f: JpegFrame) => ({
  mcuWidth: 8 * f.maxH,
  mcuHeight: 8 * f.maxV,
  mcusPerLine: f.mcusPerLine,
  mcusPerColumn: f.mcusPerColumn,
});

/** Paints the rectangle's MCUs red with a white bar (strong edges: large coefficients). */
function paint(frame: JpegFrame): Uint8Array {
  const px = decodeMcuRect(frame, rect);
  const wide = rect.mcusWide * 8 * frame.maxH;
  for (let i = 0; i < px.length; i += 4) {
    const x = (i / 4) % wide;
    const bar = x % 23 < 5;
    [px[i], px[i + 1], px[i + 2]] = bar ? [255, 255, 255] : [255, 0, 0];
  }
  encodeMcus(frame, rect, px, new Uint8Array(rect.mcusWide * rect.mcusHigh).fill(1));
  return marksOf(frame);
}

const rgb = async (jpeg: Uint8Array) => (await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })).data;

describe('a kept scan whose tables lack a symbol', () => {
  it.each([
    ['smooth, 4:2:0, quality 60', 0, { quality: 60 }, 16, 16],
    ['grainy, 4:4:4, quality 98 (dense blocks)', 120, { quality: 98, chromaSubsampling: '4:4:4' }, 8, 8],
  ] as const)(
    '%s: coded again; only the changed MCUs and one around them differ',
    async (_n, grain, options, mw, mh) => {
      const pixels = photoPixels(W, H, 3, grain ? 9 : 2, grain);
      const source = await sharpJpeg(pixels, { ...options, optimiseCoding: true });
      // Read whole, the scan cannot be kept: the tables have no code for the bar's edges.
      const whole = readCoefficients(source);
      expect(writeKeepingScan(whole, paint(whole))).toBeNull();
      const frame = readCoefficients(source, (f) => neededMcus(marksOf(f), grid(f)));
      expect(frame.partial).toBe(true);
      const out = writeKeepingScan(frame, paint(frame));
      expect(out).not.toBeNull();
      // Coded again: the tables now hold every symbol a block can need.
      const tables = readCoefficients(out!).sourceScan!.tables;
      expect(tables.map((t) => [t.dc.values.length, t.ac.values.length])).toEqual([
        [12, 162],
        [12, 162],
        [12, 162],
      ]);
      const [a, b] = [await rgb(source), await rgb(out!)];
      const bad: string[] = [];
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++) {
          const near =
            x >= (rect.mcuX - 1) * mw &&
            x < (rect.mcuX + rect.mcusWide + 1) * mw &&
            y >= (rect.mcuY - 1) * mh &&
            y < (rect.mcuY + rect.mcusHigh + 1) * mh;
          const i = (y * W + x) * 3;
          if (!near && (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]))
            bad.push(`${x},${y}`);
        }
      expect(bad.slice(0, 5)).toEqual([]);
      const centre = ((rect.mcuY + 1) * mh * W + (rect.mcuX + 3) * mw + 10) * 3;
      expect(b[centre]).toBeGreaterThan(230);
      expect(b[centre + 1]).toBeLessThan(25);
      // The completed tables cost next to nothing: the bar's blocks are most of the growth.
      expect(out!.length).toBeLessThan(source.length * 1.25);
    },
  );
});

describe('the scan coded again with its own tables', () => {
  it('is the same scan: bits, MCU starts, stuffed bytes and the places of their 0xFF bytes', async () => {
    const source = await sharpJpeg(photoPixels(W, H, 3, 9, 120), { quality: 95, optimiseCoding: true });
    const src = readCoefficients(source, (f) => neededMcus(marksOf(f), grid(f))).sourceScan!;
    const again = src.retable!(src.tables)!;
    expect([...again.mcuStarts]).toEqual([...src.mcuStarts]);
    const bytes = Math.ceil(src.mcuStarts.at(-1)! / 8);
    const view = (d: DataView) => Buffer.from(d.buffer, d.byteOffset, bytes);
    expect(Buffer.compare(view(again.data), view(src.data))).toBe(0);
    expect(src.stuffed!.ffAt.length).toBeGreaterThan(10);
    expect([...again.stuffed!.ffAt]).toEqual([...src.stuffed!.ffAt]);
    // All but the last byte, whose padding bits the source's encoder set to ones.
    const whole = again.stuffed!.bytes.length - 2;
    expect(
      Buffer.compare(again.stuffed!.bytes.subarray(0, whole), src.stuffed!.bytes.subarray(0, whole)),
    ).toBe(0);
  });
});
