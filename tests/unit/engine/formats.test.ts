// Inputs and outputs beyond JPEG and PNG: HEIC through libheif (as in the browser), an SVG logo
// rendered at its drawn size, AVIF and WEBP out.
import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { createPhotoEngine } from '#server/engine';
import {
  at,
  engineInput,
  inkBox,
  isBlue,
  logoLayer,
  orientedJpeg,
  pixels,
} from '../../helpers/engine-inputs';
import { adobeRgbProfile } from '../../helpers/icc-builder';
import { addProperties, box, withIccProfile, withNclxPrimaries } from '../../fixtures/heif-boxes';
import { srgbProfile } from '#shared/metadata/icc-build';

const engine = createPhotoEngine({ threads: 1 });
afterAll(() => engine.close());

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/${name}`);
/** sharp's own Display P3 profile, which the engine tags P3 HEIF outputs with. */
const sharpP3 = async () =>
  (
    await sharp(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .withIccProfile('p3')
        .png()
        .toBuffer(),
    ).metadata()
  ).icc!;
const isBlack = ([r, g, b]: number[]) => r! < 40 && g! < 40 && b! < 40;

it('a HEIC with irot comes out upright (libheif turns it), the black square at the top right', async () => {
  const out = await engine.compose(
    await engineInput(fixture('quadrants-rot.heic'), 'image/heic', [], {}, { format: 'png' }),
  );
  expect([out.width, out.height]).toEqual([240, 320]);
  const img = await pixels(out.bytes);
  expect(isBlack(img.at(230, 10))).toBe(true);
  expect(isBlack(img.at(10, 10))).toBe(false);
});

it.each(['png', 'avif'] as const)(
  'a Display P3 HEIC out as %s keeps its numbers, tagged Display P3',
  async (format) => {
    // AVIF takes a profile only from sharp's input: the engine's stored-PNG detour gives it one.
    const out = await engine.compose(
      await engineInput(fixture('quadrants-p3.heic'), 'image/heic', [], {}, { format }),
    );
    expect([out.width, out.height]).toEqual([320, 240]);
    const meta = await sharp(out.bytes).metadata();
    expect([
      meta.format === 'heif' ? 'avif' : meta.format,
      meta.icc && Buffer.compare(meta.icc, await sharpP3()),
    ]).toEqual([format, 0]);
    // The red quadrant in P3 numbers: pure red, which in sRGB would be out of gamut.
    const numbers = await sharp(out.bytes, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
    const i = (60 * 320 + 120) * numbers.info.channels;
    const [r, g, b] = numbers.data.subarray(i, i + 3);
    expect(r).toBeGreaterThan(240);
    expect(Math.max(g!, b!)).toBeLessThan(20);
  },
);

it('an Adobe RGB HEIC keeps its numbers, tagged with its own profile', async () => {
  const icc = adobeRgbProfile();
  const heic = withIccProfile(fixture('quadrants-p3.heic'), icc);
  const out = await engine.compose(await engineInput(heic, 'image/heic', [], {}, { format: 'png' }));
  const meta = await sharp(out.bytes).metadata();
  expect(meta.icc && Buffer.compare(meta.icc, icc)).toBe(0);
  // The red quadrant's numbers as libheif gives them, which the profile makes Adobe RGB's red: without
  // it they would be read as sRGB's, a duller red.
  const numbers = await sharp(out.bytes, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
  const i = (60 * 320 + 120) * numbers.info.channels;
  const [r, g, b] = numbers.data.subarray(i, i + 3);
  expect(r).toBeGreaterThan(240);
  expect(Math.max(g!, b!)).toBeLessThan(20);
});

/** A lossless AVIF of a middling green whose colour box (nclx, no profile) names `primaries`. */
const nclxAvif = async (primaries: number) =>
  withNclxPrimaries(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#40a040' } })
      .avif({ lossless: true })
      .toBuffer(),
    primaries,
  );

/** The output's numbers at its first pixel, whatever its profile says they mean. */
const firstNumbers = async (bytes: Uint8Array) => [
  ...(await sharp(bytes, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3),
];
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 3);

it.each(['jpeg', 'png'] as const)(
  'an AVIF that says Display P3 by its colour code alone, out as %s, keeps its numbers tagged P3',
  async (format) => {
    const out = await engine.compose(await engineInput(await nclxAvif(12), 'image/avif', [], {}, { format }));
    const meta = await sharp(out.bytes).metadata();
    expect(meta.icc && Buffer.compare(meta.icc, await sharpP3())).toBe(0);
    // Converted to sRGB, the green would be some 0,162,46 in numbers.
    const numbers = await firstNumbers(out.bytes);
    expect(near(numbers, [64, 160, 64]), numbers.join()).toBe(true);
  },
);

it("an AVIF whose colour code is sRGB's stays sRGB, tagged sRGB", async () => {
  const out = await engine.compose(
    await engineInput(await nclxAvif(1), 'image/avif', [], {}, { format: 'png' }),
  );
  expect((await sharp(out.bytes).metadata()).icc).toEqual(Buffer.from(srgbProfile()));
  expect(near(await firstNumbers(out.bytes), [64, 160, 64])).toBe(true);
});

it('an AVIF with a P3 colour code and, after it, an Adobe RGB profile follows the profile', async () => {
  const icc = adobeRgbProfile();
  const prof = box('colr', Buffer.concat([Buffer.from('prof', 'latin1'), icc]));
  const avif = addProperties(await nclxAvif(12), [{ box: prof, essential: false }]);
  const out = await engine.compose(await engineInput(avif, 'image/avif', [], {}, { format: 'png' }));
  // A wide profile's numbers are kept under it (decision 182), as libheif and Chromium read the file.
  expect((await sharp(out.bytes).metadata()).icc).toEqual(Buffer.from(icc));
  expect(near(await firstNumbers(out.bytes), [64, 160, 64])).toBe(true);
});

it('an SVG logo is rendered at its drawn size: where the plan puts it, its inner edge sharp', async () => {
  // Blue with a white right half: a 20 px raster blown up 30 times would blur that edge over 60 px.
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><rect width="20" height="10" fill="#0000ff"/><rect x="10" width="10" height="10" fill="#ffffff"/></svg>',
  );
  const place = at(0.2, 0.3, 0.5);
  const input = await engineInput(
    await orientedJpeg(1, 1200, 800),
    'image/jpeg',
    [logoLayer({ width: 20, height: 10 })],
    { logo: place },
    { format: 'png' },
  );
  input.images['logo-file'] = new Uint8Array(svg);
  const img = await pixels((await engine.compose(input)).bytes);
  const box = placementToPixels(place, { width: 1200, height: 800 }, { width: 20, height: 10 });
  const blue = inkBox(img, isBlue)!;
  expect([blue.left, blue.top, blue.right + 1, blue.bottom + 1]).toEqual([
    box.left,
    box.top,
    box.left + box.width / 2,
    box.top + box.height,
  ]);
  const edge = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  expect(isBlue(img.at(edge - 2, y))).toBe(true);
  expect(img.at(edge + 1, y).every((v) => v > 240)).toBe(true);
});

it.each(['avif', 'webp'] as const)('writes %s at the asked quality', async (format) => {
  const photo = await orientedJpeg(1, 600, 400);
  const [low, high] = await Promise.all(
    [20, 90].map(
      async (quality) =>
        (
          await engine.compose(
            await engineInput(
              photo,
              'image/jpeg',
              [logoLayer()],
              { logo: at(0.1, 0.1, 0.2) },
              { format, quality },
            ),
          )
        ).bytes,
    ),
  );
  expect((await sharp(high!).metadata()).format).toBe(format === 'avif' ? 'heif' : 'webp');
  expect(low!.byteLength).toBeLessThan(high!.byteLength);
});

it('a missing image layer file fails the photo as image_load, naming the file', async () => {
  const input = await engineInput(await orientedJpeg(1, 300, 200), 'image/jpeg', [logoLayer()], {});
  input.images = {};
  await expect(engine.compose(input)).rejects.toMatchObject({
    code: 'image_load',
    message: expect.stringContaining('logo-file'),
  });
});
