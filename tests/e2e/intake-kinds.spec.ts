// Every kind of photo a browser can decode goes in on Pro and comes out at its upright size.
import fs from 'node:fs';
import sharp from 'sharp';
import type { Download } from '@playwright/test';
import { isDisplayP3Icc } from '#shared/files/icc-gamut';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { downloadButton, tmpDir } from './export-helpers';
import { addProperties, box } from '../fixtures/heif-boxes';
import {
  becomePro,
  fixturePath,
  isUpright,
  quadrantColours,
  quadrants,
  withMetadataBeforeFrame,
  writeTo,
  zipOf,
  type RGB,
} from './intake-helpers';

const MB = 1024 * 1024;

interface Kind {
  name: string;
  make: () => Promise<Buffer>;
  width: number;
  height: number;
}

const q = (w = 480, h = 320) => quadrants(w, h);

const KINDS: Kind[] = [
  {
    // The case: a desktop editor's JPEG with 7 MB of XMP history before the frame header.
    name: 'xmp-history.jpg',
    make: async () => withMetadataBeforeFrame(await q(3840, 2400).jpeg().toBuffer(), 7 * MB),
    width: 3840,
    height: 2400,
  },
  {
    name: 'cmyk-print.jpg',
    make: async () =>
      withMetadataBeforeFrame(
        await q().toColourspace('cmyk').withIccProfile('cmyk').jpeg().toBuffer(),
        MB,
        0xe2,
      ),
    width: 480,
    height: 320,
  },
  { name: 'cmyk-bare.jpg', make: () => q().toColourspace('cmyk').jpeg().toBuffer(), width: 480, height: 320 },
  {
    name: 'progressive.jpg',
    make: () => q().jpeg({ progressive: true }).toBuffer(),
    width: 480,
    height: 320,
  },
  { name: 'grey.jpg', make: () => q().greyscale().jpeg().toBuffer(), width: 480, height: 320 },
  { name: 'deep.png', make: () => q().toColourspace('rgb16').png().toBuffer(), width: 480, height: 320 },
  { name: 'palette.png', make: () => q().png({ palette: true }).toBuffer(), width: 480, height: 320 },
  { name: 'grey.png', make: () => q().greyscale().png().toBuffer(), width: 480, height: 320 },
  { name: 'alpha.png', make: () => q().ensureAlpha(0.6).png().toBuffer(), width: 480, height: 320 },
  { name: 'photo.webp', make: () => q().webp().toBuffer(), width: 480, height: 320 },
  { name: 'photo.avif', make: () => q().avif().toBuffer(), width: 480, height: 320 },
];

const HEICS = [
  { name: 'quadrants-p3.heic', width: 320, height: 240 },
  { name: 'quadrants-rot.heic', width: 240, height: 320 },
];

async function raster(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): RGB => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { width: info.width, height: info.height, at };
}

test('on Pro every kind goes in (thumbnail, preview) and exports at its upright size', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = tmpDir();
  const files = [
    ...(await Promise.all(KINDS.map(async (k) => writeTo(dir, k.name, await k.make())))),
    ...HEICS.map((h) => fixturePath(h.name)),
  ];
  const sizes = [...KINDS, ...HEICS];
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByTestId('thumbnail')).toHaveCount(files.length);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(files.length, { timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await canvasReady(page);
  await page.getByTestId('logo-input').setInputFiles(fixturePath('logo.png'));
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();
  // The logo out of the way of the sampled points.
  await page.getByRole('slider', { name: 'Size' }).fill('0.05');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill('0.9');
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill('0.9');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).blur();
  await page.getByRole('button', { name: 'Apply to All' }).click();

  const download = page.waitForEvent('download', { timeout: 120_000 }) as Promise<Download>;
  await downloadButton(page).click();
  const zip = await zipOf(await download);
  await expect(page.getByText('Export complete.')).toBeVisible();
  expect(Object.keys(zip)).toHaveLength(files.length);
  for (const [i, s] of sizes.entries()) {
    const out = zip[`image-${i + 1}.jpg`]!;
    const img = await raster(out);
    expect([s.name, img.width, img.height]).toEqual([s.name, s.width, s.height]);
    // Colour photos keep their quadrants in place (grey, CMYK and the translucent one, flattened on
    // white, are checked for size only).
    if (/^(grey|cmyk|alpha)/.test(s.name) || s.name === 'quadrants-rot.heic') continue;
    expect([s.name, isUpright(quadrantColours(img.at, img.width, img.height))]).toEqual([s.name, true]);
  }
  // The HEIC with irot 3 is the same picture turned 90° clockwise: blue top left, the mark top right.
  const rot = await raster(zip[`image-${sizes.length}.jpg`]!);
  const near = (c: RGB, e: RGB) => c.every((v, i) => Math.abs(v - e[i]!) < 60);
  expect(near(rot.at(10, 10), [0, 0, 255])).toBe(true);
  expect(near(rot.at(230, 10), [0, 0, 0])).toBe(true);
  expect(near(rot.at(180, 100), [255, 0, 0])).toBe(true);
  expect(near(rot.at(60, 250), [255, 255, 255])).toBe(true);
  expect(near(rot.at(180, 250), [0, 255, 0])).toBe(true);
  // The Display P3 HEIC stays P3: composed in a P3 canvas, the JPEG carries a Display P3 profile and
  // its red is P3's full red (squeezed into sRGB it would read about 234, 51, 35 in P3 terms).
  const p3Bytes = zip[`image-${sizes.length - 1}.jpg`]!;
  const meta = await sharp(p3Bytes).metadata();
  expect(meta.icc && isDisplayP3Icc(new Uint8Array(meta.icc))).toBe(true);
  const p3 = await raster(p3Bytes);
  expect(p3.at(100, 80).every((v, i) => Math.abs(v - [255, 0, 0][i]!) <= 6)).toBe(true);
});

test('a JPEG whose segments the header walk cannot follow is measured by the decoder and goes in', async ({
  page,
}) => {
  // Stray bytes between two segments: libjpeg skips them ("extraneous bytes before marker"), the header
  // walk stops there without a size, and the decoder decides.
  const jpeg = await quadrants(300, 200).jpeg().toBuffer();
  const firstEnd = 4 + jpeg.readUInt16BE(4);
  const odd = Buffer.concat([jpeg.subarray(0, firstEnd), Buffer.from([0, 0, 0]), jpeg.subarray(firstEnd)]);
  expect((await sharp(odd).metadata()).width).toBe(300);
  const file = writeTo(tmpDir(), 'odd.jpg', odd);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(file);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await canvasReady(page);
  const ratio = await page
    .getByTestId('editor-canvas')
    .evaluate((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height);
  expect(ratio).toBeCloseTo(1.5, 1);
});

test('a HEIC cropped by clap goes to the decoder; libheif-js 1.23 cannot crop it, so it is refused, named', async ({
  page,
}) => {
  // 320x240 cropped to the centred 200x160: the sniffer leaves the size to the decoder, and libheif-js
  // 1.23.2 fails its crop step ("Security limit exceeded"; decision 175).
  const clap = Buffer.alloc(32);
  [200, 1, 160, 1, 0, 1, 0, 1].forEach((v, i) => clap.writeUInt32BE(v, i * 4));
  const cropped = addProperties(fs.readFileSync(fixturePath('quadrants-p3.heic')), [
    { box: box('clap', clap), essential: true },
  ]);
  const file = writeTo(tmpDir(), 'cropped.heic', cropped);
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles([file, fixturePath('quadrants-rot.heic')]);
  await expect(page.getByRole('alert')).toHaveText(
    '"cropped.heic" is not a valid image: its content does not match .jpg, .jpeg, .png, .webp, .heic, .heif, .avif.',
  );
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(1, { timeout: 30_000 });
});
