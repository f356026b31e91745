// The proof that the decoder reads libjpeg-turbo's coefficients: jpegtran rewrites a file without
// touching its coefficients (baseline, progressive with successive approximation, other Huffman
// tables, restart markers), so every rewrite must decode to exactly the source's coefficients.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCoefficients } from '#shared/jpeg/decode';
import type { JpegFrame } from '#shared/jpeg/types';
import { coefficientDifference } from './check';
import { cjpeg, jpegtran, jpegtranScans, photoPixels, sharpJpeg } from './sources';

const colour = photoPixels(176, 120);
const odd = photoPixels(1001, 667, 3, 3);
const grey = photoPixels(131, 97, 1, 5);
const BIG_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${'caption '.repeat(7000)}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`;

const SOURCES: [string, () => Promise<Buffer>][] = [
  ['sharp 4:4:4 q50', () => sharpJpeg(colour, { quality: 50, chromaSubsampling: '4:4:4' })],
  ['sharp 4:2:0 q85', () => sharpJpeg(colour, { quality: 85 })],
  ['sharp 4:2:0 q98 optimised', () => sharpJpeg(colour, { quality: 98, optimiseCoding: true })],
  ['sharp 4:2:0 q70 progressive', () => sharpJpeg(colour, { quality: 70, progressive: true })],
  [
    'sharp 4:4:4 q90 progressive optimised',
    () =>
      sharpJpeg(colour, { quality: 90, progressive: true, optimiseCoding: true, chromaSubsampling: '4:4:4' }),
  ],
  ['cjpeg 4:2:2', async () => cjpeg(colour, ['-sample', '2x1'])],
  ['cjpeg 4:4:0', async () => cjpeg(colour, ['-sample', '1x2', '-quality', '88'])],
  ['cjpeg restart every MCU row', async () => cjpeg(colour, ['-restart', '1'])],
  ['cjpeg restart every 3 MCUs', async () => cjpeg(colour, ['-restart', '3B', '-sample', '2x1'])],
  ['cjpeg progressive', async () => cjpeg(colour, ['-progressive', '-sample', '1x2'])],
  ['cjpeg progressive restart', async () => cjpeg(colour, ['-progressive', '-restart', '5B'])],
  ['cjpeg optimised', async () => cjpeg(colour, ['-optimize', '-quality', '95'])],
  ['cjpeg 16-bit quantisers (q3)', async () => cjpeg(colour, ['-quality', '3'])],
  ['cjpeg greyscale', async () => cjpeg(grey, ['-grayscale'])],
  ['cjpeg greyscale progressive', async () => cjpeg(grey, ['-grayscale', '-progressive'])],
  ['cjpeg 1001x667 4:2:0', async () => cjpeg(odd, ['-sample', '2x2', '-quality', '90'])],
  ['cjpeg 1001x667 4:2:2 progressive', async () => cjpeg(odd, ['-sample', '2x1', '-progressive'])],
  ['cjpeg 17x9 4:2:0', async () => cjpeg(photoPixels(17, 9), ['-sample', '2x2'])],
  ['cjpeg 1x1 grey', async () => cjpeg(photoPixels(1, 1, 1), ['-grayscale'])],
];

const REWRITES: [string, string[], Partial<JpegFrame>][] = [
  ['baseline', ['-copy', 'none'], { progressive: false }],
  ['progressive', ['-progressive'], { progressive: true }],
  ['optimised with restarts', ['-optimize', '-restart', '2B'], { restartInterval: 2 }],
  [
    'progressive with restarts',
    ['-progressive', '-restart', '1B'],
    { progressive: true, restartInterval: 1 },
  ],
];

describe('readCoefficients reads the coefficients libjpeg-turbo reads', () => {
  it.each(SOURCES)('%s: every jpegtran rewrite decodes to the same coefficients', async (_name, make) => {
    const source = await make();
    const frame = readCoefficients(source);
    for (const [rewrite, args, fields] of REWRITES) {
      const other = readCoefficients(jpegtran(source, args));
      expect(coefficientDifference(frame, other), rewrite).toBeNull();
      expect(other, rewrite).toMatchObject(fields);
    }
  });

  it('reads a refinement code that uses the last bit of its word (grainy progressive files with restarts)', () => {
    // Grain this heavy gives refinement codes ending exactly where the cached bits end: the sign bit
    // after them must come from a fresh load (seeds 1, 3 and 8 read a sign as 0 before the fix).
    for (const seed of [1, 3, 8]) {
      const source = cjpeg(photoPixels(1024, 768, 3, seed, 70), [
        '-quality',
        '80',
        '-progressive',
        '-restart',
        '1',
      ]);
      const baseline = readCoefficients(jpegtran(source, ['-copy', 'none']));
      expect(coefficientDifference(readCoefficients(source), baseline), `seed ${seed}`).toBeNull();
    }
  });

  it.each([
    ['4:2:0', () => sharpJpeg(colour, { quality: 85 }), []],
    ['4:2:2 1001x667 with restarts', async () => cjpeg(odd, ['-sample', '2x1']), ['-restart', '7B']],
  ])(
    '%s: a sequential file of one scan per component reads the same coefficients',
    async (_name, make, args) => {
      const source = await make();
      const separate = jpegtranScans(source, '0;\n1;\n2;\n', args);
      const frame = readCoefficients(separate);
      expect(frame).toMatchObject({ progressive: false, restartInterval: args.length ? 7 : 0 });
      expect(coefficientDifference(frame, readCoefficients(source))).toBeNull();
    },
  );

  it('lays out the frame as libjpeg does: MCU grid, padded block grids, tables by id', () => {
    // 4:2:2 at 1001x667: MCUs of 16x8 pixels; chroma is 501 pixels wide.
    const frame = readCoefficients(cjpeg(odd, ['-sample', '2x1', '-quality', '50']));
    expect(frame).toMatchObject({
      width: 1001,
      height: 667,
      maxH: 2,
      maxV: 1,
      mcusPerLine: 63,
      mcusPerColumn: 84,
    });
    expect(
      frame.components.map((c) => [c.id, c.h, c.v, c.quantTable, c.blocksPerLine, c.blocksPerColumn]),
    ).toEqual([
      [1, 2, 1, 0, 126, 84],
      [2, 1, 1, 1, 63, 84],
      [3, 1, 1, 1, 63, 84],
    ]);
    for (const c of frame.components)
      expect(c.coefficients).toHaveLength(c.blocksPerLine * c.blocksPerColumn * 64);
    // Quality 50 is the JPEG standard's own luminance table (Annex K.1), here in natural order.
    expect([...frame.quantTables[0]!.subarray(0, 16)]).toEqual([
      16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55,
    ]);
    expect(frame.quantTables[2]).toBeUndefined();
    expect(frame.adobeTransform).toBeNull();
  });

  it('reads 16-bit quantisation tables', () => {
    const file = cjpeg(colour, ['-quality', '3']);
    const dqt = file.indexOf(Buffer.from([0xff, 0xdb]));
    expect(file[dqt + 4]! >> 4).toBe(1); // Pq = 1: 16-bit entries
    expect(Math.max(...readCoefficients(file).quantTables[0]!)).toBeGreaterThan(255);
  });

  it('skips big metadata (EXIF, a P3 profile, 56 KB of XMP) and reads what jpegtran keeps without it', async () => {
    const raw = { width: colour.width, height: colour.height, channels: colour.channels };
    const tagged = await sharp(colour.data, { raw })
      .withIccProfile('p3')
      .withExif({ IFD0: { Artist: 'A'.repeat(30000), Orientation: '6' } })
      .withXmp(BIG_XMP)
      .jpeg({ quality: 90 })
      .toBuffer();
    const bare = jpegtran(tagged, ['-copy', 'none']);
    expect(tagged.length).toBeGreaterThan(bare.length + 80000);
    expect(coefficientDifference(readCoefficients(tagged), readCoefficients(bare))).toBeNull();
  });
});
