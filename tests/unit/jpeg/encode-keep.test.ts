// Keeping the source's scan: MCUs left alone are copied bit for bit with the source's tables, so the
// file decodes (in libjpeg-turbo, through sharp) to the source's pixels everywhere but the changed MCUs
// and the chroma reach of one MCU around them.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCoefficients } from '#shared/jpeg/decode';
import { codesEverySymbol, writeKeepingScan } from '#shared/jpeg/encode-keep';
import { decodeMcuRect, encodeMcus } from '#shared/jpeg/pixels';
import type { JpegFrame, McuRect } from '#shared/jpeg/types';
import { cjpeg, photoPixels, sharpJpeg } from './sources';

const photo = photoPixels(640, 480, 3, 4, 40);

/** Paints the rectangle's MCUs solid red and marks them changed. */
function paint(frame: JpegFrame, rect: McuRect): Uint8Array {
  const px = decodeMcuRect(frame, rect);
  for (let i = 0; i < px.length; i += 4) [px[i], px[i + 1], px[i + 2]] = [255, 0, 0];
  encodeMcus(frame, rect, px, new Uint8Array(rect.mcusWide * rect.mcusHigh).fill(1));
  const changed = new Uint8Array(frame.mcusPerLine * frame.mcusPerColumn);
  for (let y = rect.mcuY; y < rect.mcuY + rect.mcusHigh; y++)
    changed.fill(1, y * frame.mcusPerLine + rect.mcuX, y * frame.mcusPerLine + rect.mcuX + rect.mcusWide);
  return changed;
}

const rgb = async (jpeg: Uint8Array) => (await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })).data;

describe('writeKeepingScan', () => {
  it('copies an untouched photo to the same pixels and the same size', async () => {
    const source = cjpeg(photo, ['-quality', '85']);
    const frame = readCoefficients(source);
    expect(frame.sourceScan).toBeDefined();
    const out = writeKeepingScan(frame, new Uint8Array(frame.mcusPerLine * frame.mcusPerColumn))!;
    expect(Buffer.compare(await rgb(out), await rgb(source))).toBe(0);
    expect(Math.abs(out.length - source.length)).toBeLessThan(64);
  });

  it.each([
    ['4:2:0 from cjpeg', () => cjpeg(photo, ['-quality', '85']), 16, 16],
    ['4:2:2 from cjpeg', () => cjpeg(photo, ['-quality', '90', '-sample', '2x1']), 16, 8],
    ['4:4:4 from cjpeg', () => cjpeg(photo, ['-quality', '80', '-sample', '1x1']), 8, 8],
  ])('%s: only the changed MCUs and one MCU around them differ', async (_name, make, mw, mh) => {
    const source = make();
    const frame = readCoefficients(source);
    const rect = { mcuX: 5, mcuY: 4, mcusWide: 7, mcusHigh: 3 };
    const out = writeKeepingScan(frame, paint(frame, rect))!;
    expect(out).not.toBeNull();
    const [a, b] = [await rgb(source), await rgb(out)];
    const bad: string[] = [];
    for (let y = 0; y < 480; y++)
      for (let x = 0; x < 640; x++) {
        const near =
          x >= (rect.mcuX - 1) * mw &&
          x < (rect.mcuX + rect.mcusWide + 1) * mw &&
          y >= (rect.mcuY - 1) * mh &&
          y < (rect.mcuY + rect.mcusHigh + 1) * mh;
        const i = (y * 640 + x) * 3;
        if (!near && (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2])) bad.push(`${x},${y}`);
      }
    expect(bad.slice(0, 5)).toEqual([]);
    const centre = ((rect.mcuY + 1) * mh * 640 + (rect.mcuX + 3) * mw) * 3;
    expect(b[centre]).toBeGreaterThan(230);
    expect(b[centre + 1]).toBeLessThan(25);
  });

  it('writes exactly the coefficients it holds where the changed MCUs carry many symbols', () => {
    // Grain at quality 100: over 100,000 symbols in the changed MCUs, more than one chunk of the list.
    const source = cjpeg(photoPixels(320, 240, 3, 9, 120), ['-quality', '100', '-sample', '1x1']);
    const frame = readCoefficients(source);
    const rect = { mcuX: 2, mcuY: 3, mcusWide: 30, mcusHigh: 20 };
    const changed = new Uint8Array(frame.mcusPerLine * frame.mcusPerColumn);
    frame.components.forEach((c) => {
      for (let y = rect.mcuY; y < rect.mcuY + rect.mcusHigh; y++)
        for (let x = rect.mcuX; x < rect.mcuX + rect.mcusWide; x++) {
          changed[y * frame.mcusPerLine + x] = 1;
          const at = (y * c.blocksPerLine + x) * 64;
          // Swapped neighbours: new blocks, every symbol the source's tables already code.
          for (let k = 1; k < 63; k += 2) {
            const [a, b] = [c.coefficients[at + k]!, c.coefficients[at + k + 1]!];
            [c.coefficients[at + k], c.coefficients[at + k + 1]] = [b, a];
          }
        }
    });
    const out = writeKeepingScan(frame, changed)!;
    expect(out).not.toBeNull();
    const back = readCoefficients(out);
    frame.components.forEach((c, i) =>
      expect(
        Buffer.compare(
          Buffer.from(back.components[i]!.coefficients.buffer),
          Buffer.from(c.coefficients.buffer),
        ),
      ).toBe(0),
    );
  });

  it('where the tables lack a symbol and have room, grows them, even read whole', async () => {
    // Optimised tables have no codes for the large coefficients of a red edge.
    const rect = { mcuX: 5, mcuY: 4, mcusWide: 7, mcusHigh: 3 };
    const smooth = await sharpJpeg(photoPixels(640, 480, 3, 2, 0), { quality: 60, optimiseCoding: true });
    const frame = readCoefficients(smooth);
    const grown = writeKeepingScan(frame, paint(frame, rect));
    expect(grown).not.toBeNull();
    const symbols = (file: Uint8Array) =>
      readCoefficients(file)
        .sourceScan!.tables.slice(0, 2)
        .reduce((n, t) => n + t.dc.values.length + t.ac.values.length, 0);
    expect(symbols(grown!)).toBeGreaterThan(symbols(smooth));
    // Where codes would have to move, a whole read steps aside: retable.test.ts.
  });

  it("knows when the source's tables code every symbol: the standard ones do, optimised ones not", async () => {
    expect(codesEverySymbol(readCoefficients(cjpeg(photo, ['-quality', '85'])))).toBe(true);
    const optimised = await sharpJpeg(photoPixels(640, 480, 3, 2, 0), { quality: 60, optimiseCoding: true });
    expect(codesEverySymbol(readCoefficients(optimised))).toBe(false);
  });

  it('keeps no scan for progressive files, restart markers or several scans', () => {
    expect(readCoefficients(cjpeg(photo, ['-progressive'])).sourceScan).toBeUndefined();
    expect(readCoefficients(cjpeg(photo, ['-restart', '1'])).sourceScan).toBeUndefined();
    expect(readCoefficients(cjpeg(photo, ['-grayscale'])).sourceScan).toBeUndefined();
  });
});
