// Decision 324: an export's quota report that the network lost is kept in the browser and sent again,
// so photos that were not delivered do not stay charged.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { fixture } from './editor-helpers';
import { downloadButton, openEditorWith, solid, tmpDir } from './export-helpers';

const usageToday = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { usageToday: number }).usageToday;
const unsettled = (page: Page) => page.evaluate(() => localStorage.getItem('logobatch-unsettled'));

async function oneGoodOneBroken(page: Page) {
  const dir = tmpDir();
  const good = await solid(path.join(dir, 'good.jpg'), 300, 200, [90, 90, 90]);
  const broken = path.join(dir, 'broken.jpg');
  fs.copyFileSync(fixture('corrupt.jpg'), broken);
  await openEditorWith(page, [good, broken], fixture('logo.png'), 10, 1);
  await page.route('**/api/usage/settle', (route) => route.abort('internetdisconnected'));
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await downloadButton(page).click();
  await download;
  await expect(page.getByText('Failed to process image: broken.jpg')).toBeVisible();
  // Both reserved, one delivered, and the report of it lost.
  await expect.poll(() => unsettled(page)).toContain('"delivered":1');
  expect(await usageToday(page)).toBe(12);
  await page.unroute('**/api/usage/settle');
}

test('a lost quota report is sent again when a page next loads', async ({ page }) => {
  await oneGoodOneBroken(page);
  await page.reload();
  await expect.poll(() => usageToday(page)).toBe(11);
  await expect.poll(() => unsettled(page)).toBeNull();
  await expect(page.getByTestId('export-usage')).toContainText('Daily usage 11 of 50');
});

test('a lost quota report is sent again before the next export counts what is left', async ({ page }) => {
  await oneGoodOneBroken(page);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await downloadButton(page).click();
  await download;
  // 12 - 1 given back + 2 reserved - 1 given back again: the next export's own report went through.
  await expect.poll(() => usageToday(page)).toBe(12);
  await expect.poll(() => unsettled(page)).toBeNull();
});
