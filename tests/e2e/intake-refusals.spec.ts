// What is refused, and how: by plan (HEIC on Lite), by content (every file of a drop named), and a
// photo that breaks at export time failing alone.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { downloadButton, tmpDir } from './export-helpers';
import { becomePro, fixturePath, quadrants, zipOf } from './intake-helpers';

const HEIC = fixturePath('quadrants-p3.heic');

test('Lite refuses a HEIC with the plan message naming it; on Pro it goes in and exports', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(HEIC);
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
  await expect(
    alert.getByText('Invalid file type. Only .jpg, .jpeg, .png files are accepted.'),
  ).toBeVisible();
  await expect(alert.getByRole('list', { name: 'Files not added' })).toHaveText('quadrants-p3.heic');
  // Which plans take it, a click from the plans.
  await expect(alert.getByText('The Pro and Ultra plans accept .heic photos.')).toBeVisible();
  await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByTestId('thumbnail')).toHaveCount(0);
  // The upload hint lists what this plan takes.
  await expect(page.getByRole('button', { name: /Select up to 50 images/ })).toContainText(
    '.jpg, .jpeg, .png',
  );
  // The same photo saved as .jpg is refused by its content, and still told which plans take it.
  const renamed = { name: 'iphone.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(HEIC) };
  await page.getByTestId('photo-input').setInputFiles(renamed);
  const byContent = page.getByRole('alert').filter({ hasText: 'is not a valid image' });
  await expect(
    byContent.getByText('"iphone.jpg" is not a valid image: its content does not match .jpg, .jpeg, .png.'),
  ).toBeVisible();
  await expect(byContent.getByText('The Pro and Ultra plans accept .heic photos.')).toBeVisible();
  await expect(page.getByTestId('thumbnail')).toHaveCount(0);

  await becomePro(page);
  await page.goto('/editor');
  await expect(page.getByRole('button', { name: /Select up to 50 images/ })).toContainText(
    '.jpg, .jpeg, .png, .webp, .heic, .heif, .avif',
  );
  await page.getByTestId('photo-input').setInputFiles(HEIC);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(1, { timeout: 30_000 });
  await canvasReady(page);
  await page.getByTestId('logo-input').setInputFiles(fixturePath('logo.png'));
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
  expect(download.suggestedFilename()).toBe('logobatch-image-1.jpg');
});

test('several bad files in one drop are all named, the good ones go in, a long list folds', async ({
  page,
}) => {
  const dir = tmpDir();
  const good = path.join(dir, 'good.jpg');
  await quadrants(300, 200).jpeg().toFile(good);
  // Seven files named like photos that are not (the content check), three of a wrong type.
  const fakes = Array.from({ length: 7 }, (_, i) => {
    const f = path.join(dir, `fake-${i + 1}.jpg`);
    fs.writeFileSync(f, `not a photo ${i}`);
    return f;
  });
  const wrong = ['notes.txt', 'scan.tiff', 'clip.gif'].map((n) => {
    const f = path.join(dir, n);
    fs.writeFileSync(f, 'x');
    return f;
  });
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles([good, ...fakes, ...wrong]);
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  const alert = page.getByRole('alert');
  await expect(
    alert.getByText('Invalid file type. Only .jpg, .jpeg, .png files are accepted.'),
  ).toBeVisible();
  await expect(
    alert.getByText('7 files are not valid images: their content does not match .jpg, .jpeg, .png.'),
  ).toBeVisible();
  const lists = alert.getByRole('list', { name: 'Files not added' });
  await expect(lists.first()).toHaveText(['notes.txt', 'scan.tiff', 'clip.gif'].join(''));
  // Five names shown, the other two behind "Show 2 more files".
  await expect(lists.nth(1).getByRole('listitem')).toHaveCount(5);
  await expect(alert.getByText('fake-6.jpg')).toBeHidden();
  await alert.getByText('Show 2 more files').click();
  await expect(alert.getByText('fake-6.jpg')).toBeVisible();
  await expect(alert.getByText('fake-7.jpg')).toBeVisible();
});

test('the Hebrew message names every refused file too', async ({ page }) => {
  const dir = tmpDir();
  const fakes = ['a.jpg', 'b.jpg'].map((n) => {
    const f = path.join(dir, n);
    fs.writeFileSync(f, 'nope');
    return f;
  });
  await page.addInitScript(() => localStorage.setItem('logobatch-language', 'he'));
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(fakes);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('שני קבצים אינם תמונות תקינות');
  await expect(alert.getByRole('list', { name: 'קבצים שלא נוספו' })).toHaveText('a.jpgb.jpg');
});

test('a HEIC that breaks after intake fails alone at export, named; the others are in the zip', async ({
  page,
}) => {
  const dir = tmpDir();
  const photos = await Promise.all(
    [1, 2, 3, 4, 5].map(async (i) => {
      const f = path.join(dir, `p${i}.jpg`);
      await quadrants(300, 200).jpeg().toFile(f);
      return f;
    }),
  );
  const heic = path.join(dir, 'iphone.heic');
  fs.copyFileSync(HEIC, heic);
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles([...photos.slice(0, 2), heic, ...photos.slice(2)]);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(6, { timeout: 30_000 });
  await canvasReady(page);
  await page.getByTestId('logo-input').setInputFiles(fixturePath('logo.png'));
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();
  // Its bytes change on disk after intake: the same header, the picture data cut short.
  const bytes = fs.readFileSync(HEIC);
  fs.writeFileSync(heic, bytes.subarray(0, bytes.length - 800));
  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  await expect(page.getByText('Failed to process image: iphone.heic')).toBeVisible();
  const zip = await zipOf(await download);
  expect(Object.keys(zip)).toEqual([
    'image-1.jpg',
    'image-2.jpg',
    'image-4.jpg',
    'image-5.jpg',
    'image-6.jpg',
  ]);
});
