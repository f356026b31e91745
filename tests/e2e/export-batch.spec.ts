// Batches through the real editor: zip or single files, EXIF and transparency, failures and cancel.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import JSZip from 'jszip';
import sharp from 'sharp';
import type { Download } from '@playwright/test';
import { test, expect } from './fixtures';
import { fixture } from './editor-helpers';
import { grain as grainPhoto } from '../helpers/grain';
import {
  bytesOf,
  decode,
  downloadButton,
  near,
  openEditorWith,
  place,
  solid,
  tmpDir,
  type RGB,
} from './export-helpers';

const SIZES = [
  [320, 200],
  [200, 320],
  [400, 300],
  [300, 300],
  [500, 250],
  [240, 360],
] as const;

async function sixPhotos(dir: string) {
  return Promise.all(
    SIZES.map(([w, h], i) => solid(path.join(dir, `photo-${i + 1}.jpg`), w, h, [40 * i, 100, 200 - 30 * i])),
  );
}

async function zipEntries(download: Download) {
  expect(download.suggestedFilename()).toBe('logobatch-images.zip');
  const bytes = new Uint8Array(await bytesOf(download));
  // Every entry's CRC as the browser's zip worker wrote it, checked against its bytes.
  await JSZip.loadAsync(bytes, { checkCRC32: true });
  return unzipSync(bytes);
}

test('6 photos give one zip of image-1.jpg ... image-6.jpg in editor order, each a JPEG of its photo size', async ({
  page,
}) => {
  const dir = tmpDir();
  await openEditorWith(page, await sixPhotos(dir), fixture('logo.png'));
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await downloadButton(page).click();
  await expect(page.getByText('Export complete.')).toBeVisible();
  expect(downloads).toHaveLength(1);
  const files = await zipEntries(downloads[0]!);
  expect(Object.keys(files)).toEqual(SIZES.map((_, i) => `image-${i + 1}.jpg`));
  for (const [i, [w, h]] of SIZES.entries()) {
    const meta = await sharp(Buffer.from(files[`image-${i + 1}.jpg`]!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', w, h]);
  }
});

test('3 photos download one by one; EXIF orientation is applied and transparent areas come out white', async ({
  page,
}) => {
  const dir = tmpDir();
  const red = await solid(path.join(dir, 'red.png'), 200, 100, [255, 0, 0]);
  await openEditorWith(
    page,
    [fixture('exif-rotated.jpg'), fixture('transparent.png'), fixture('landscape.jpg')],
    red,
  );
  await place(page, { x: 0.7, y: 0.85, size: 0.2 });
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await downloadButton(page).click();
  await expect.poll(() => downloads.length).toBe(3);
  expect(downloads.map((d) => d.suggestedFilename())).toEqual([
    'logobatch-image-1.jpg',
    'logobatch-image-2.jpg',
    'logobatch-image-3.jpg',
  ]);

  // Stored 300x200 with orientation 6: upright it is 200x300, red on top, blue below, the logo where the model puts it.
  const upright = await decode(await bytesOf(downloads[0]!));
  expect([upright.width, upright.height]).toEqual([200, 300]);
  const isRed = (c: RGB) => c[0] > 180 && c[1] < 80 && c[2] < 80;
  const isBlue = (c: RGB) => c[2] > 180 && c[0] < 80;
  expect(isRed(upright.at(100, 40))).toBe(true);
  expect(isBlue(upright.at(40, 250))).toBe(true);
  // Logo box: x 0.7 * 200 = 140, y 0.85 * 300 = 255, 40 x 20: its centre is (160, 265), on the blue half.
  expect(isRed(upright.at(160, 265))).toBe(true);

  // 600x400, left half transparent: white there, blue on the right, never black.
  const flat = await decode(await bytesOf(downloads[1]!));
  expect([flat.width, flat.height]).toEqual([600, 400]);
  expect(near(flat.at(150, 200), [255, 255, 255], 3)).toBe(true);
  expect(isBlue(flat.at(450, 150))).toBe(true);
});

test('a photo that cannot be read fails alone with its name shown; the zip holds the other 5', async ({
  page,
}) => {
  const dir = tmpDir();
  const photos = await sixPhotos(dir);
  // The editor checks content on upload, so the file turns corrupt afterwards (as when it changes on disk).
  const broken = path.join(dir, 'broken.jpg');
  fs.copyFileSync(photos[2]!, broken);
  photos[2] = broken;
  await openEditorWith(page, photos, fixture('logo.png'));
  fs.copyFileSync(fixture('corrupt.jpg'), broken);

  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  // Named, and why: a photo that no decoder can read.
  await expect(page.getByText('Failed to process image: broken.jpg')).toHaveText(
    'Failed to process image: broken.jpg (it could not be read as an image: the file may be damaged or cut short)',
  );
  const files = await zipEntries(await download);
  expect(Object.keys(files)).toEqual([
    'image-1.jpg',
    'image-2.jpg',
    'image-4.jpg',
    'image-5.jpg',
    'image-6.jpg',
  ]);
  // Not a success: a warning that counts both.
  const summary = page.getByText('Export complete: 1 of 6 images failed; 5 exported.');
  await expect(summary).toBeVisible();
  await expect(page.locator('[data-toast-type="warning"]', { has: summary })).toHaveCount(1);
});

test('when nothing can be produced there is no download and the user is told', async ({ page }) => {
  const dir = tmpDir();
  const photo = await solid(path.join(dir, 'only.jpg'), 300, 200, [90, 90, 90]);
  await openEditorWith(page, [photo], fixture('logo.png'));
  fs.writeFileSync(photo, 'not a photo any more');
  let downloads = 0;
  page.on('download', () => downloads++);
  await downloadButton(page).click();
  await expect(page.getByText('Failed to process image: only.jpg')).toBeVisible();
  await expect(page.getByText('Failed to generate download. Please try again.')).toBeVisible();
  expect(downloads).toBe(0);
});

test('progress shows "n of total" and Cancel stops the export without a download', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  // Large grainy photos (slow to decode and encode) so the export is still running when Cancel is pressed.
  const grain = path.join(dir, 'grain.jpg');
  await grainPhoto(4000, 3000).jpeg({ quality: 95 }).toFile(grain);
  const photos = Array.from({ length: 10 }, (_, i) => {
    const file = path.join(dir, `big-${i + 1}.jpg`);
    fs.copyFileSync(grain, file);
    return file;
  });
  await openEditorWith(page, photos, fixture('logo.svg'));
  let downloads = 0;
  page.on('download', () => downloads++);
  await downloadButton(page).click();
  const progress = page.getByRole('progressbar', { name: 'Exporting images' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', /^\d of 10$/);
  await expect(page.getByRole('group', { name: 'Exporting images' }).getByText(/^\d of 10$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Export cancelled. Nothing more was written.')).toBeVisible();
  await expect(progress).toBeHidden();
  await page.waitForTimeout(1000);
  expect(downloads).toBe(0);
  await expect(downloadButton(page)).toBeEnabled();
});

test('without a logo the button says so and exports nothing', async ({ page }) => {
  const dir = tmpDir();
  const photo = await solid(path.join(dir, 'a.jpg'), 300, 200, [90, 90, 90]);
  const { signUpViaApi } = await import('./auth-helpers');
  await signUpViaApi(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(photo);
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  let downloads = 0;
  page.on('download', () => downloads++);
  await downloadButton(page).click();
  await expect(page.getByText('Please upload a logo first')).toBeVisible();
  await page.waitForTimeout(500);
  expect(downloads).toBe(0);
});

test('in Hebrew the button, the failure and the summary are translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('logobatch-language', 'he'));
  const dir = tmpDir();
  const photos = await sixPhotos(dir);
  const broken = path.join(dir, 'broken.jpg');
  fs.copyFileSync(photos[0]!, broken);
  photos[0] = broken;
  await openEditorWith(page, photos, fixture('logo.png'));
  fs.writeFileSync(broken, 'gone');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'הורדת כל התמונות' }).click();
  // The name sits in an isolate, so a dated name keeps its order inside the Hebrew sentence.
  await expect(page.getByText('עיבוד התמונה נכשל: \u2068broken.jpg\u2069')).toBeVisible();
  await expect(page.getByText('הייצוא הושלם: 1 מתוך 6 תמונות נכשלו; 5 יוצאו.')).toBeVisible();
  expect((await download).suggestedFilename()).toBe('logobatch-images.zip');
});
