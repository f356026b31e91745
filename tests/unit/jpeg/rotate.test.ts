// EXIF orientation in the coefficient domain must give exactly what jpegtran's lossless
// transforms give, and refuse exactly where `jpegtran -perfect` refuses (decision 250).
import { describe, expect, it } from 'vitest';
import { readCoefficients } from '#shared/jpeg/decode';
import { orientFrame } from '#shared/jpeg/rotate';
import { coefficientDifference } from './check';
import { cjpeg, JPEGTRAN_UPRIGHT, jpegtran, jpegtranSucceeds, photoPixels, sharpJpeg } from './sources';

const ORIENTATIONS = [2, 3, 4, 5, 6, 7, 8];

describe('orientFrame', () => {
  // Sizes of whole MCUs for each sampling, with width and height unlike.
  it.each([
    ['4:2:0 (sharp)', () => sharpJpeg(photoPixels(192, 112), { quality: 85 })],
    ['4:2:0 progressive (sharp)', () => sharpJpeg(photoPixels(192, 112), { quality: 75, progressive: true })],
    ['4:4:4 (sharp)', () => sharpJpeg(photoPixels(72, 40), { quality: 90, chromaSubsampling: '4:4:4' })],
    ['4:2:2 (cjpeg)', async () => cjpeg(photoPixels(160, 96), ['-sample', '2x1'])],
    ['4:4:0 (cjpeg)', async () => cjpeg(photoPixels(96, 160), ['-sample', '1x2'])],
    ['grey (cjpeg)', async () => cjpeg(photoPixels(40, 24, 1), ['-grayscale'])],
  ])('%s: orientations 2-8 give the coefficients of jpegtran -perfect', async (_name, make) => {
    const source = await make();
    const frame = readCoefficients(source);
    for (const orientation of ORIENTATIONS) {
      const upright = orientFrame(frame, orientation);
      expect(upright, `orientation ${orientation}`).not.toBeNull();
      const reference = readCoefficients(jpegtran(source, ['-perfect', ...JPEGTRAN_UPRIGHT[orientation]!]));
      expect(coefficientDifference(upright!, reference), `orientation ${orientation}`).toBeNull();
      expect(upright!.mcusPerLine * 8 * upright!.maxH).toBeGreaterThanOrEqual(upright!.width);
    }
  });

  it.each([
    ['4:2:0 1001x667: no edge whole', photoPixels(1001, 667, 3, 2), ['-sample', '2x2']],
    ['4:2:0 320x250: width whole, height not', photoPixels(320, 250), ['-sample', '2x2']],
    ['4:2:2 170x96: height whole, width not', photoPixels(170, 96), ['-sample', '2x1']],
    ['grey 17x9', photoPixels(17, 9, 1), ['-grayscale']],
  ] as const)(
    '%s: null exactly where jpegtran -perfect refuses, else its coefficients',
    (_name, pixels, args) => {
      const source = cjpeg(pixels, [...args]);
      const frame = readCoefficients(source);
      const outcomes = ORIENTATIONS.map((orientation) => {
        const upright = orientFrame(frame, orientation);
        const switches = ['-perfect', ...JPEGTRAN_UPRIGHT[orientation]!];
        expect(upright === null, `orientation ${orientation}`).toBe(!jpegtranSucceeds(source, switches));
        if (upright)
          expect(coefficientDifference(upright, readCoefficients(jpegtran(source, switches)))).toBeNull();
        return upright !== null;
      });
      // A transpose moves no edge: it is always whole.
      expect(outcomes[ORIENTATIONS.indexOf(5)]).toBe(true);
    },
  );

  it('returns the frame itself for orientation 1 (and for values outside 1-8)', async () => {
    const frame = readCoefficients(await sharpJpeg(photoPixels(33, 17), { quality: 80 }));
    expect(orientFrame(frame, 1)).toBe(frame);
    expect(orientFrame(frame, 0)).toBe(frame);
    expect(orientFrame(frame, 9)).toBe(frame);
  });

  it('undoes itself: 6 then 8, and twice 2, 3, 4, 5 or 7, give the source back', async () => {
    const frame = readCoefficients(cjpeg(photoPixels(64, 48), ['-sample', '2x1']));
    const twice = (a: number, b: number) => orientFrame(orientFrame(frame, a)!, b)!;
    expect(coefficientDifference(twice(6, 8), frame)).toBeNull();
    for (const o of [2, 3, 4, 5, 7])
      expect(coefficientDifference(twice(o, o), frame), `orientation ${o}`).toBeNull();
    expect(coefficientDifference(orientFrame(frame, 6)!, frame)).not.toBeNull();
  });
});
