// How user-given names and the account's cards sit on the page: a name in the other script is cut at
// its own end (its first letters stay readable), and every account card keeps the same inner edge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { test, expect, gotoIn } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, fixture, uploadPhotos } from './editor-helpers';
import { createLogoOnly } from './project-helpers';

const LONG = 'Summer wedding 2026 at the Tel Aviv beach promenade';

/** Whether the first letter of the element's text is drawn inside the element's box (not cut off). */
const firstLetterShown = (el: Locator) =>
  el.evaluate((node) => {
    const text = [...node.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (!text) return false;
    const range = document.createRange();
    const start = text.textContent!.search(/\S/);
    range.setStart(text, start);
    range.setEnd(text, start + 1);
    const letter = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return letter.left >= box.left - 0.5 && letter.right <= box.right + 0.5;
  });

test('in Hebrew on a phone a long English project name keeps its start in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await createLogoOnly(page, LONG);
  await gotoIn(page, '/account', 'he');
  const name = page.getByRole('heading', { level: 3, name: LONG });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth), 'the name is cut').toBe(true);
  expect(await firstLetterShown(name)).toBe(true);
  // It still lines up with the Hebrew lines beside it, on the right.
  const [nameBox, kindBox] = await Promise.all([
    name.boundingBox(),
    name.locator('xpath=following-sibling::p[1]').boundingBox(),
  ]);
  expect(Math.abs(nameBox!.x + nameBox!.width - (kindBox!.x + kindBox!.width))).toBeLessThan(1);
});

test('in Hebrew on a phone a long English preset name keeps its start in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await gotoIn(page, '/editor', 'en');
  await uploadPhotos(page, ['portrait.jpg']);
  await canvasReady(page);
  await page.getByTestId('editor-canvas').getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('button', { name: 'Save as preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as preset' });
  await dialog.getByRole('textbox', { name: 'Preset name' }).fill(LONG);
  await dialog.getByRole('button', { name: 'Save preset' }).click();
  await expect(dialog).toBeHidden();
  await gotoIn(page, '/editor', 'he');
  await uploadPhotos(page, ['portrait.jpg']);
  await canvasReady(page);
  await page.getByRole('button', { name: 'פריסטים', exact: true }).click();
  const name = page.getByText(LONG, { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth), 'the name is cut').toBe(true);
  expect(await firstLetterShown(name)).toBe(true);
});

for (const lng of ['en', 'he'] as const) {
  test(`on a phone a long logo file name is cut, not the page widened (${lng})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dir = fs.mkdtempSync(path.join(process.env.E2E_SCRATCH_DIR ?? os.tmpdir(), 'names-'));
    const logo = path.join(
      dir,
      'studio-logo-final-approved-by-the-client-for-the-summer-2026-campaign-v3.png',
    );
    fs.copyFileSync(fixture('logo.png'), logo);
    await gotoIn(page, '/editor', lng);
    await page.getByTestId('logo-input').setInputFiles(logo);
    const name = page.getByText(path.basename(logo), { exact: true });
    await expect(name).toBeVisible();
    // The editor's column once took the name's full width and the whole page scrolled sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth), 'the name is cut').toBe(true);
    expect(await firstLetterShown(name)).toBe(true);
  });
}

for (const [lng, width] of [
  ['en', 1280],
  ['he', 390],
] as const) {
  test(`every account card's heading starts at the same inner edge (${lng}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpViaApi(page);
    await createLogoOnly(page, 'Logo');
    await gotoIn(page, '/account', lng);
    await expect(page.getByRole('heading', { level: 3, name: 'Logo' })).toBeVisible();
    // The start edge of each card's heading, measured from the card's own start edge.
    const insets = await page.locator('main section[aria-labelledby]').evaluateAll(
      (cards, rtl) =>
        cards.map((card) => {
          const h2 = document.getElementById(card.getAttribute('aria-labelledby')!)!;
          const c = card.getBoundingClientRect();
          const h = h2.getBoundingClientRect();
          return rtl ? Math.round(c.right - h.right) : Math.round(h.left - c.left);
        }),
      lng === 'he',
    );
    expect(insets.length).toBeGreaterThanOrEqual(5);
    expect(new Set(insets).size, `insets ${insets.join(', ')}`).toBe(1);
  });
}
