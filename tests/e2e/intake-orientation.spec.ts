// All 8 EXIF orientations of JPEG, PNG and WEBP: the thumbnail, the canvas preview and the export show
// the picture upright.
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvasReady, previewPng } from './editor-helpers';
import { signUpViaApi } from './auth-helpers';
import { downloadButton, tmpDir } from './export-helpers';
import {
  becomePro,
  fixturePath,
  isUpright,
  orientedPhoto,
  quadrantColours,
  thumbnailBytes,
  zipOf,
  type RGB,
} from './intake-helpers';

// Upright 360 x 240: orientations 5 to 8 are stored 240 x 360.
const W = 360;
const H = 240;
const ORIENTATIONS = [1, 2, 3, 4, 5, 6, 7, 8];

async function uprightIn(bytes: Buffer | Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): RGB => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return {
    width: info.width,
    height: info.height,
    upright: isUpright(quadrantColours(at, info.width, info.height)),
  };
}

/** Signed in (on Pro for WEBP), the photos in the editor with their thumbnails. */
async function openWith(page: Page, files: string[], pro: boolean) {
  await signUpViaApi(page);
  if (pro) await becomePro(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(files.length, { timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Each photo's thumbnail and canvas upright, then the export upright at W x H. */
async function checkUpright(page: Page, files: string[]) {
  const names = files.map((f) => path.basename(f));
  for (const [i, name] of names.entries()) {
    const thumb = await uprightIn(await thumbnailBytes(page, i));
    expect([name, Math.abs(thumb.width / thumb.height - W / H) < 0.02, thumb.upright]).toEqual([
      name,
      true,
      true,
    ]);
    await page.getByRole('button', { name, exact: true }).click();
    await canvasReady(page);
    await expect
      .poll(async () => {
        const c = await uprightIn(await previewPng(page));
        return [name, Math.abs(c.width / c.height - W / H) < 0.02, c.upright];
      })
      .toEqual([name, true, true]);
  }
  // The logo in a corner away from the sampled points.
  await page.getByTestId('logo-input').setInputFiles(fixturePath('logo.png'));
  await page.getByRole('slider', { name: 'Size' }).fill('0.05');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill('0.9');
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill('0.9');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).blur();
  await page.getByRole('button', { name: 'Apply to All' }).click();
  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  const zip = await zipOf(await download);
  for (const [i, name] of names.entries()) {
    const out = await uprightIn(zip[`image-${i + 1}.jpg`]!);
    expect([name, out.width, out.height, out.upright]).toEqual([name, W, H, true]);
  }
}

test('JPEG orientations 1 to 8 are upright in the thumbnail, the canvas and the export', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const files = await Promise.all(ORIENTATIONS.map((o) => orientedPhoto(dir, o, W, H)));
  await openWith(page, files, false);
  await checkUpright(page, files);
});

// PNG's eXIf lies before the image data and Chromium applies it; a WEBP's EXIF follows the image data
// and browsers leave it, so the editor and the export turn it themselves (decision 306).
test('PNG and WEBP orientations 1 to 8 are upright in the thumbnail, the canvas and the export', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = tmpDir();
  const files: string[] = [];
  for (const format of ['png', 'webp'] as const)
    for (const o of ORIENTATIONS) files.push(await orientedPhoto(dir, o, W, H, format));
  await openWith(page, files, true);
  await checkUpright(page, files);
});
