// Pro keeps a saved project's photos full size (issue 15 item 5, decision 279): the save sends the photo
// as it is, the project gives back the very same bytes, and the opened project says nothing about a
// reduction (Lite's reduction and its note: export-settings-memory.spec.ts).
import fs from 'node:fs';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, uploadLogo } from './editor-helpers';
import { tmpDir } from './export-helpers';
import { inDir, noisy } from './export-settings-helpers';
import { becomePro } from './intake-helpers';

test('a Pro project keeps its photo full size: the same bytes come back, with no size note', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  // Over 2 MB: a Lite save would reduce it to fit 1920 x 1080.
  const big = await noisy(inDir(tmpDir(), 'big.jpg'), 2400, 1600);
  expect(fs.statSync(big).size).toBeGreaterThan(2 * 1024 * 1024);
  await page.getByTestId('photo-input').setInputFiles(big);
  await uploadLogo(page);
  await canvasReady(page);

  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await expect(modal.getByRole('checkbox', { name: 'Save images with project' })).toHaveAccessibleDescription(
    'Photos are saved at full size, exactly as you added them.',
  );
  await modal.getByRole('textbox', { name: 'Project Name' }).fill('Full size');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Save Project' }).click();
  const { project } = (await (await saved).json()) as { project: { image_urls: string[] } };
  await expect(page.getByText('Project Saved!')).toBeVisible({ timeout: 60_000 });
  const stored = await page.request.get(`${baseURL}${project.image_urls[0]}`);
  expect(Buffer.compare(await stored.body(), fs.readFileSync(big))).toBe(0);

  await page.goto('/account');
  await page
    .getByRole('region', { name: 'Saved Projects' })
    .getByRole('button', { name: 'Load', exact: true })
    .click();
  await expect(page.getByText('Open project: Full size')).toBeVisible();
  await canvasReady(page);
  await expect(page.getByTestId('size-note')).toHaveCount(0);
});
