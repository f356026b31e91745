// CMYK JPEGs, with their print profile, without one (through the profile the server engine assumes,
// libvips', not Chromium's naive formula), turned by EXIF, and coded as YCCK as Photoshop saves them:
// the editor and the export convert their inks as the engine does, so the preview, the browser's
// export and the API's agree (decisions 310 to 312).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { previewPng } from './editor-helpers';
import { downloadOne, openEditorWith, place, solid, tmpDir, type RGB } from './export-helpers';
import { deltaE, lab } from './metadata-helpers';
import { ycckJpeg } from '../helpers/ycck-jpeg';

const COLOURS: RGB[] = [
  [30, 170, 60],
  [50, 80, 200],
  [200, 40, 40],
  [140, 110, 80],
];
const [W, H] = [400, 100];
/** Each colour's block centre, left to right. */
const CENTRES = COLOURS.map((_, i) => [i * 100 + 50, 50] as const);

/** Each block centre in Lab, through the file's profile (libvips' default CMYK one for the source). */
async function samples(bytes: Buffer): Promise<number[][]> {
  const at = await lab(bytes);
  const k = (await sharp(bytes).metadata()).width! / W;
  return CENTRES.map(([x, y]) => [...at(Math.round(x * k), Math.round(y * k))]);
}

/** The colours side by side, as sharp takes them. */
function blocks() {
  const raw = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) raw.set(COLOURS[Math.floor(x / 100)]!, (y * W + x) * 3);
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } });
}

/** The largest ΔE between two sets of block colours. */
const worst = (a: number[][], b: number[][]) => Math.max(...a.map((p, i) => deltaE(p, b[i]!)));

/**
 * Opens `file` in the editor with a small logo in a corner, and checks that the export is within
 * ΔE 2.5 of sharp's conversion of the file on every block, and the preview near the export.
 */
async function previewsAndExportsAsEngine(page: Page, name: string, file: Buffer) {
  const dir = tmpDir();
  const photo = path.join(dir, name);
  await fs.promises.writeFile(photo, file);
  // The engine's conversion (libvips: the file's profile, or its default CMYK one).
  const engine = await samples(file);
  await openEditorWith(page, [photo], await solid(path.join(dir, 'red.png'), 20, 20, [255, 0, 0]));
  await place(page, { x: 0.02, y: 0.9, size: 0.02 }, false);
  const { bytes } = await downloadOne(page);
  const exported = await samples(bytes);
  // Chromium's naive formula is off by ΔE 41 on an untagged file, and its decode through the same
  // profile by up to ΔE 17 on the saturated red (it folds black into the other inks); ours goes
  // through the engine's own conversion (decision 311).
  expect(worst(exported, engine)).toBeLessThan(2.5);
  await expect.poll(async () => worst(await samples(await previewPng(page)), exported)).toBeLessThan(6);
}

test('an untagged CMYK JPEG previews and exports as the engine converts it', async ({ page }) => {
  test.setTimeout(120_000);
  // sharp drops the profile unless told to keep one: CMYK numbers, no ICC.
  const cmyk = await blocks().toColourspace('cmyk').jpeg({ quality: 100 }).toBuffer();
  const meta = await sharp(cmyk).metadata();
  expect([meta.space, meta.icc]).toEqual(['cmyk', undefined]);
  await previewsAndExportsAsEngine(page, 'print.jpg', cmyk);
});

test("a turned CMYK JPEG with its print profile exports upright, in the engine's colours", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  // Stored 100 x 400 with EXIF 6: the blocks run left to right once turned upright.
  const cmyk = await blocks()
    .rotate(-90)
    // In this order: withMetadata after the colour settings would make it sRGB again.
    .withMetadata({ orientation: 6 })
    .toColourspace('cmyk')
    .withIccProfile('cmyk')
    .jpeg({ quality: 100 })
    .toBuffer();
  const meta = await sharp(cmyk).metadata();
  expect([meta.width, meta.height, meta.orientation, meta.space]).toEqual([H, W, 6, 'cmyk']);
  const photo = path.join(dir, 'turned-print.jpg');
  await fs.promises.writeFile(photo, cmyk);
  const engine = await samples(await sharp(cmyk).rotate().jpeg({ quality: 100 }).toBuffer());

  await openEditorWith(page, [photo], await solid(path.join(dir, 'red.png'), 20, 20, [255, 0, 0]));
  await place(page, { x: 0.02, y: 0.9, size: 0.02 }, false);
  const { bytes } = await downloadOne(page);
  const out = await sharp(bytes).metadata();
  expect([out.width, out.height]).toEqual([W, H]);
  expect(worst(await samples(bytes), engine)).toBeLessThan(2.5);
});

test('a CMYK photo the server will not convert still exports; once it answers, the next is exact', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const cmyk = await blocks().toColourspace('cmyk').withIccProfile('cmyk').jpeg({ quality: 100 }).toBuffer();
  const photo = path.join(dir, 'refused-print.jpg');
  await fs.promises.writeFile(photo, cmyk);
  const engine = await samples(cmyk);

  // The server's limit on new tables (or a dropped connection): the browser decodes the photo itself.
  let refused = 0;
  await page.context().route('**/api/colour-profiles/cmyk-table', (route) => {
    refused++;
    return route.fulfill({ status: 429, json: { error: { code: 'rate_limited' } } });
  });
  await openEditorWith(page, [photo], await solid(path.join(dir, 'red.png'), 20, 20, [255, 0, 0]));
  await place(page, { x: 0.02, y: 0.9, size: 0.02 }, false);
  const first = await downloadOne(page);
  expect(refused).toBeGreaterThan(0);
  const size = await sharp(first.bytes).metadata();
  expect([size.width, size.height]).toEqual([W, H]);
  // Chromium's own decode: the colours' hue, not the engine's exact values.
  expect(worst(await samples(first.bytes), engine)).toBeLessThan(25);

  // Once the server answers, the same photo exports in the engine's colours.
  await page.context().unroute('**/api/colour-profiles/cmyk-table');
  const second = await downloadOne(page);
  expect(worst(await samples(second.bytes), engine)).toBeLessThan(2.5);
});

test("a YCCK JPEG, as Photoshop saves CMYK, previews and exports in the engine's colours", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await previewsAndExportsAsEngine(page, 'photoshop-cmyk.jpg', await ycckJpeg(blocks()));
});
