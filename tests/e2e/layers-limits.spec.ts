// Layers at their limits: long names on a phone stay inside the screen, and a logo dropped on a full
// layers list says why it was not added.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvasReady, fixture, uploadLogo, uploadPhotos } from './editor-helpers';
import { layerNames } from './layers-helpers';

/** How far the page scrolls sideways: anything above 0 pushes controls off a phone's screen. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function withText(page: Page, text: string) {
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg']);
  await canvasReady(page);
  await page.getByTestId('editor-canvas').getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
}

test('on a 390 px phone a long text layer and a long preset name keep every control on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withText(page, 'Dana Levi Photography 2026 all rights reserved');
  await expect.poll(() => layerNames(page)).toEqual(['Text: Dana Levi Photography 20…']);
  await expect.poll(() => sideways(page)).toBe(0);

  const name = 'Proof gallery watermark for the Levi family wedding in Haifa 2026';
  await page.getByRole('button', { name: 'Save as preset' }).click();
  await page.getByRole('textbox', { name: 'Preset name' }).fill(name);
  await page.getByRole('button', { name: 'Save preset' }).click();
  await page.getByRole('button', { name: 'Presets' }).click();
  const remove = page.getByRole('button', { name: `Delete preset ${name}` });
  await expect(remove).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('a logo uploaded onto 8 text layers is refused with the layer limit, not dropped silently', async ({
  page,
}) => {
  await withText(page, 'one');
  const layers = page.getByRole('region', { name: 'Layers' });
  for (let i = 1; i < 8; i++) await layers.getByRole('button', { name: 'Add Text' }).click();
  await expect(layers.getByRole('button', { name: 'Add Text' })).toBeDisabled();
  // No image layer yet, so the logo upload area is still offered.
  await uploadLogo(page);
  await expect(page.getByRole('alert').filter({ hasText: 'At most 8 layers.' })).toBeVisible();
  expect(await layerNames(page)).toHaveLength(8);
  // One layer fewer and the same logo goes in.
  await page.getByRole('button', { name: 'Delete Text: one' }).click();
  await page.getByTestId('logo-input').setInputFiles(fixture('logo.png'));
  await expect.poll(() => layerNames(page)).toContain('Logo');
});
