import { test, expect } from './fixtures';
import { canvasReady, num, uploadLogo, uploadPhotos } from './editor-helpers';

test('upload 3 photos and a logo, place it by drag, keys and quick positions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/editor');
  await expect(page.getByText('Select up to 50 images')).toBeVisible();
  await expect(page.getByText('Drag & drop or click to browse')).toBeVisible();
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();

  await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg', 'third.jpg']);
  await expect(page.getByRole('heading', { name: 'Images (3)' })).toBeVisible();
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(3);
  await expect(page.getByText('1 of 3').first()).toBeVisible();
  await canvasReady(page);
  await expect(page.getByText('No Logo Uploaded')).toBeVisible();

  await uploadLogo(page);
  await expect(page.getByText('No Logo Uploaded')).toBeHidden();
  await expect(page.getByText('logo.png')).toBeVisible();
  // A new logo is centred at 60%: x = 0.2, y = (1 - 0.6 * 1200 * 160/400 / 800) / 2 = 0.32.
  expect(await num(page, 'X')).toBeCloseTo(0.2, 6);
  expect(await num(page, 'Y')).toBeCloseTo(0.32, 6);
  await expect(page.getByRole('slider', { name: 'Size' })).toHaveValue('0.6');

  // Drag the logo by its centre.
  const canvas = page.getByTestId('editor-canvas');
  const box = (await canvas.boundingBox())!;
  const [cx, cy] = (await canvas.getAttribute('data-logo-center'))!.split(',').map(Number) as [number, number];
  await page.mouse.move(box.x + cx, box.y + cy);
  await page.mouse.down();
  await page.mouse.move(box.x + cx - 40, box.y + cy + 30, { steps: 5 });
  await page.mouse.move(box.x + cx - 60, box.y + cy + 45, { steps: 5 });
  await page.mouse.up();
  const x1 = await num(page, 'X');
  const y1 = await num(page, 'Y');
  expect(x1).toBeLessThan(0.2);
  expect(y1).toBeGreaterThan(0.32);

  // The logo is selected: one arrow moves by 0.01, Shift+arrow by 0.001.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => num(page, 'X')).toBeCloseTo(x1 + 0.01, 6);
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(() => num(page, 'Y')).toBeCloseTo(y1 + 0.001, 6);

  // Bottom right leaves 5% to the right and bottom edges: x = 1 - 0.05 - 0.6, y = 1 - 0.05 - 0.36.
  await page.getByRole('button', { name: 'Bottom right' }).click();
  expect(await num(page, 'X')).toBeCloseTo(0.35, 6);
  expect(await num(page, 'Y')).toBeCloseTo(0.59, 6);

  await page.getByRole('slider', { name: 'Opacity' }).fill('0.5');
  await page.getByRole('button', { name: 'Apply to All' }).click();
  await expect(page.getByText('Logo settings applied to all images!')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('2 of 3').first()).toBeVisible();
  expect(await num(page, 'X')).toBeCloseTo(0.35, 6);
  expect(await num(page, 'Y')).toBeCloseTo(0.59, 6);
  await expect(page.getByRole('slider', { name: 'Opacity' })).toHaveValue('0.5');

  await expect(page.getByRole('button', { name: 'Download All Images' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Project' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Logo' }).click();
  await expect(page.getByText('No Logo Uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();
});
