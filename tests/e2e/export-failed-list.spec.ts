// Decision 364: the photos an export could not make stay named beside the button once it ends. The
// toasts go after 5 seconds and stop at five; an export of thousands outlasts both.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { test, expect, gotoIn } from './fixtures';
import { downloadButton, openEditorWith, solid, tmpDir } from './export-helpers';
import { fixture } from './editor-helpers';

async function batchWithBroken(dir: string, broken: number) {
  const photos: string[] = [];
  for (let i = 1; i <= broken + 1; i++)
    photos.push(await solid(path.join(dir, `p${i}.jpg`), 240, 160, [90, 120, 150]));
  return photos;
}

test('every failed photo is named after the export ends, the sixth too, until dismissed', async ({
  page,
}) => {
  const dir = tmpDir();
  const photos = await batchWithBroken(dir, 6);
  await openEditorWith(page, photos, fixture('logo.png'));
  // The editor checks content on upload, so the files turn corrupt afterwards (as when they change on disk).
  for (const p of photos.slice(1)) fs.writeFileSync(p, 'not a photo any more');
  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  await download;
  await expect(page.getByText('Export complete: 6 of 7 images failed; 1 exported.')).toBeVisible();
  const list = page.getByRole('alert').filter({ hasText: '6 photos were not exported:' });
  await expect(list).toBeVisible();
  // The toasts gave way to the list: each name shows once.
  await expect(page.getByText('Failed to process image: p2.jpg')).toHaveCount(1);
  await list.getByText('Show 1 more photo').click();
  for (let i = 2; i <= 7; i++)
    await expect(list.getByText(`Failed to process image: p${i}.jpg`)).toBeVisible();
  await list.getByRole('button', { name: 'Dismiss the list of photos not exported' }).click();
  await expect(list).toHaveCount(0);
});

test('in Hebrew the list reads right to left with each name in order', async ({ page }) => {
  const dir = tmpDir();
  const photos = await batchWithBroken(dir, 1);
  const dated = path.join(dir, '2024-05-01 wedding.jpg');
  fs.renameSync(photos[1]!, dated);
  await gotoIn(page, '/editor', 'he');
  await openEditorWith(page, [photos[0]!, dated], fixture('logo.png'));
  fs.writeFileSync(dated, 'not a photo any more');
  await page.getByRole('button', { name: 'הורדת כל התמונות' }).click();
  const list = page.getByRole('alert').filter({ hasText: 'תמונה אחת לא יוצאה:' });
  await expect(list).toContainText('\u20682024-05-01 wedding.jpg\u2069');
  expect(await list.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const axe = await new AxeBuilder({ page })
    .include('[role="alert"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
