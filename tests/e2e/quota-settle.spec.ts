// Issue 10 items 4 and 7: quota is charged only for what reached the user, and a batch larger than
// what is left today is offered in part.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { grain as grainPhoto } from '../helpers/grain';
import { test, expect, expectNoText } from './fixtures';
import { useQuota } from './auth-helpers';
import { fixture } from './editor-helpers';
import { bytesOf, downloadButton, openEditorWith, solid, tmpDir } from './export-helpers';

const usageToday = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { usageToday: number }).usageToday;

/** `n` copies of one large grainy photo: slow to compose, so an export is still running at Cancel. */
async function grainyPhotos(n: number, width = 3000, height = 2000): Promise<string[]> {
  const dir = tmpDir();
  const grain = path.join(dir, 'grain.jpg');
  await grainPhoto(width, height).jpeg({ quality: 95 }).toFile(grain);
  return Array.from({ length: n }, (_, i) => {
    const file = path.join(dir, `big-${i + 1}.jpg`);
    fs.copyFileSync(grain, file);
    return file;
  });
}

test('Cancel of a 24-photo zip at 10 of 50 charges nothing of the batch', async ({ page }) => {
  test.setTimeout(180_000);
  const photos = await grainyPhotos(24);
  await openEditorWith(page, photos, fixture('logo.svg'), 10);
  const usage = page.getByTestId('export-usage');
  await expect(usage).toContainText('Daily usage 10 of 50');
  let downloads = 0;
  page.on('download', () => downloads++);
  await downloadButton(page).click();
  const progress = page.getByRole('progressbar', { name: 'Exporting images' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^([2-9]|1\d) of 24$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Export cancelled. Nothing more was written.')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(downloads).toBe(0);
  await expect.poll(() => usageToday(page)).toBe(10);
  await expect(usage).toContainText('Daily usage 10 of 50');
  const history = await (await page.request.get('/api/usage/history')).json();
  expect(history).toMatchObject({ history: [{ usage_count: 10 }] });
});

test('Cancel of single downloads charges only the files already downloaded', async ({ page }) => {
  test.setTimeout(180_000);
  const photos = await grainyPhotos(4, 4000, 3000);
  await openEditorWith(page, photos, fixture('logo.svg'));
  let downloads = 0;
  const first = page.waitForEvent('download', { timeout: 90_000 });
  page.on('download', () => downloads++);
  await downloadButton(page).click();
  await first;
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Export cancelled. Nothing more was written.')).toBeVisible();
  // The page counts a file as delivered when it starts its download, and settles after the run; the
  // download events and the settle request can both arrive later, so both are read until they agree.
  await expect
    .poll(async () => (await usageToday(page)) === downloads, { message: 'usage settles to the downloads' })
    .toBe(true);
  expect(downloads).toBeGreaterThanOrEqual(1);
  expect(downloads).toBeLessThan(4);
  // Every delivered file has been seen by now: nothing more may be downloaded after the cancel.
  await page.waitForTimeout(1000);
  expect(await usageToday(page)).toBe(downloads);
});

test('at 45 of 50, 6 photos: the offer exports exactly the first 5 in one zip', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const photos = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      solid(path.join(dir, `p${i + 1}.jpg`), 300 + i * 10, 200, [90, 90, 90]),
    ),
  );
  await openEditorWith(page, photos, fixture('logo.png'), 45);
  await downloadButton(page).click();
  const offer = page.getByRole('dialog', { name: 'Not enough quota left for this batch' });
  await expect(offer).toContainText('You can export 5 more images today (of 50). Export the first 5?');
  await expectNoText(page, /You've reached your daily quota/);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    offer.getByRole('button', { name: 'Export 5 images' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('logobatch-images.zip');
  const files = unzipSync(new Uint8Array(await bytesOf(download)));
  expect(Object.keys(files).sort()).toEqual([
    'image-1.jpg',
    'image-2.jpg',
    'image-3.jpg',
    'image-4.jpg',
    'image-5.jpg',
  ]);
  // The first five in editor order: widths 300, 310, ... 340.
  const widths = await Promise.all(
    ['1', '2', '3', '4', '5'].map(async (n) => (await sharp(files[`image-${n}.jpg`]!).metadata()).width),
  );
  expect(widths).toEqual([300, 310, 320, 330, 340]);
  await expect(page.getByTestId('export-usage')).toContainText('Daily usage 50 of 50');
  expect(await usageToday(page)).toBe(50);
});

test('at 45 of 50, an unreadable photo among the first 5 takes none of the 5', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const photos = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      solid(path.join(dir, `u${i + 1}.jpg`), 300 + i * 10, 200, [90, 90, 90]),
    ),
  );
  const broken = path.join(dir, 'broken.jpg');
  fs.copyFileSync(fixture('corrupt.jpg'), broken);
  await openEditorWith(page, [photos[0]!, broken, ...photos.slice(1)], fixture('logo.png'), 45, 1);
  await expect(page.getByTestId('thumbnail').nth(1)).toContainText('Unreadable');
  await downloadButton(page).click();
  const offer = page.getByRole('dialog', { name: 'Not enough quota left for this batch' });
  await expect(offer).toContainText('Export the first 5?');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    offer.getByRole('button', { name: 'Export 5 images' }).click(),
  ]);
  await expect(page.getByText('Failed to process image: broken.jpg')).toBeVisible();
  const files = unzipSync(new Uint8Array(await bytesOf(download)));
  const widths = await Promise.all(
    Object.keys(files)
      .sort()
      .map(async (name) => (await sharp(files[name]!).metadata()).width),
  );
  // Five photos delivered, all five the quota allowed: the first five readable ones.
  expect(widths).toEqual([300, 310, 320, 330, 340]);
  await expect.poll(() => usageToday(page)).toBe(50);
});

test('the offer can be declined (nothing charged) or lead to an upgrade', async ({ page }) => {
  const dir = tmpDir();
  const photos = await Promise.all(
    Array.from({ length: 3 }, (_, i) => solid(path.join(dir, `q${i + 1}.jpg`), 300, 200, [90, 90, 90])),
  );
  await openEditorWith(page, photos, fixture('logo.png'), 49);
  let downloads = 0;
  page.on('download', () => downloads++);
  await downloadButton(page).click();
  const offer = page.getByRole('dialog', { name: 'Not enough quota left for this batch' });
  await expect(offer).toContainText('You can export 1 more image today (of 50). Export the first one?');
  await expect(offer.getByRole('button', { name: 'Export 1 image' })).toBeVisible();
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(offer).toBeHidden();
  expect(await usageToday(page)).toBe(49);
  await downloadButton(page).click();
  await offer.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(downloads).toBe(0);
  expect(await usageToday(page)).toBe(49);
});

test('at 48 of 50, 5 photos: "Export 2 images" downloads the first 2 as single files', async ({ page }) => {
  const dir = tmpDir();
  const photos = await Promise.all(
    Array.from({ length: 5 }, (_, i) => solid(path.join(dir, `s${i + 1}.jpg`), 300, 200, [90, 90, 90])),
  );
  await openEditorWith(page, photos, fixture('logo.png'), 48);
  const names: string[] = [];
  page.on('download', (d) => names.push(d.suggestedFilename()));
  await downloadButton(page).click();
  const offer = page.getByRole('dialog', { name: 'Not enough quota left for this batch' });
  await expect(offer).toContainText('You can export 2 more images today (of 50). Export the first 2?');
  await offer.getByRole('button', { name: 'Export 2 images' }).click();
  await expect(page.getByText('Export complete.')).toBeVisible({ timeout: 60_000 });
  // Both downloads were started before "Export complete.", but their events can arrive after it.
  const firstTwo = ['logobatch-image-1.jpg', 'logobatch-image-2.jpg'];
  await expect.poll(() => names).toEqual(firstTwo);
  // And no third one follows.
  await page.waitForTimeout(500);
  expect(names).toEqual(firstTwo);
  expect(await usageToday(page)).toBe(50);
  await expect(page).toHaveURL(/\/editor$/);
});

test('when another tab used part of the quota, the server figures lead to the offer', async ({ page }) => {
  const dir = tmpDir();
  const photos = await Promise.all(
    Array.from({ length: 5 }, (_, i) => solid(path.join(dir, `t${i + 1}.jpg`), 300, 200, [90, 90, 90])),
  );
  await openEditorWith(page, photos, fixture('logo.png'));
  await expect(page.getByTestId('export-usage')).toContainText('Daily usage 0 of 50');
  await useQuota(page, 47);
  await downloadButton(page).click();
  const offer = page.getByRole('dialog', { name: 'Not enough quota left for this batch' });
  await expect(offer).toContainText('You can export 3 more images today (of 50). Export the first 3?');
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toBeHidden();
  expect(await usageToday(page)).toBe(47);
});

test('leaving the page mid-export settles what was delivered (keepalive on pagehide)', async ({ page }) => {
  test.setTimeout(180_000);
  const photos = await grainyPhotos(12);
  await openEditorWith(page, photos, fixture('logo.svg'), 10);
  page.on('dialog', (d) => void d.accept());
  await downloadButton(page).click();
  const progress = page.getByRole('progressbar', { name: 'Exporting images' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^\d+ of 12$/);
  expect(await usageToday(page)).toBe(22);
  // A full navigation, as closing the tab would: no Cancel, the page just goes away.
  await page.goto('/pricing');
  await expect.poll(() => usageToday(page)).toBe(10);
});

test('in Hebrew the offer is translated and right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('logobatch-language', 'he'));
  const dir = tmpDir();
  const photos = await Promise.all(
    Array.from({ length: 4 }, (_, i) => solid(path.join(dir, `h${i + 1}.jpg`), 300, 200, [90, 90, 90])),
  );
  await openEditorWith(page, photos, fixture('logo.png'), 47);
  await page.getByRole('button', { name: 'הורדת כל התמונות' }).click();
  const offer = page.getByRole('dialog', { name: 'לא נותרה מכסה לכל התמונות' });
  await expect(offer).toContainText('נותרו לך היום 3 תמונות לייצוא (מתוך 50). לייצא את 3 הראשונות?');
  await expect(offer.getByRole('button', { name: 'ייצוא 3 תמונות' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("server unreachable at Download: the reason is worded in the reader's language, nothing charged", async ({
  page,
}) => {
  const dir = tmpDir();
  const photos = await Promise.all(
    [1, 2].map((i) => solid(path.join(dir, `n${i}.jpg`), 300, 200, [90, 90, 90])),
  );
  await page.addInitScript(() => localStorage.setItem('logobatch-language', 'he'));
  await openEditorWith(page, photos, fixture('logo.png'));
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.route('**/api/usage/reserve', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'הורדת כל התמונות' }).click();
  // Not the browser's English "Failed to fetch" inside a Hebrew sentence.
  await expect(page.getByText('עדכון השימוש נכשל: אין חיבור לשרת. בדקו את החיבור ונסו שוב.')).toBeVisible();
  await expectNoText(page, 'Failed to fetch');
  await page.unroute('**/api/usage/reserve');
  expect(downloads).toBe(0);
  expect(await usageToday(page)).toBe(0);
});
