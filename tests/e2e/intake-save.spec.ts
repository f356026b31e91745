// A Pro project with HEIC and AVIF photos saves them as they are (full size, decision 279; Lite has no
// HEIC or AVIF, and converts other large photos) and loads them back upright at their size.
import path from 'node:path';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { tmpDir } from './export-helpers';
import { becomePro, fixturePath, quadrants } from './intake-helpers';

test('HEIC and AVIF photos save with the project (as they are) and load back', async ({ page }) => {
  const dir = tmpDir();
  const avif = path.join(dir, 'phone.avif');
  await quadrants(480, 320).avif().toFile(avif);
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles([fixturePath('quadrants-rot.heic'), avif]);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2, { timeout: 30_000 });
  await canvasReady(page);
  await page.getByTestId('logo-input').setInputFiles(fixturePath('logo.png'));
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill('iPhone shoot');
  await modal.getByRole('button', { name: 'Save Project' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Project Saved!')).toBeVisible();

  await page.goto('/account');
  const list = page.getByRole('region', { name: 'Saved Projects' });
  await expect(list.getByText('Images: 2')).toBeVisible();
  await list.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2, { timeout: 30_000 });
  // The turned HEIC comes back upright (240 x 320) as the first photo.
  await canvasReady(page);
  const ratio = await page
    .getByTestId('editor-canvas')
    .evaluate((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height);
  expect(ratio).toBeCloseTo(240 / 320, 1);
});
