// A reopened project or an applied preset shows the logo under the name the user's file had, not the
// editor's internal file id (decision 384).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newUser, signUpViaApi } from './auth-helpers';
import { canvasReady, fixture, uploadPhotos } from './editor-helpers';
import { saveProjectAs } from './project-helpers';

const NAME = 'studio-logo.png';

async function openEditorWithLogo(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/editor');
  await uploadPhotos(page, ['portrait.jpg']);
  await canvasReady(page);
  await page.getByTestId('logo-input').setInputFiles({
    name: NAME,
    mimeType: 'image/png',
    buffer: fs.readFileSync(fixture('logo.png')),
  });
  await expect(logoCard(page).getByText(NAME, { exact: true })).toBeVisible();
}

const logoCard = (page: Page) => page.getByRole('region', { name: 'Logo', exact: true });

test('a reopened project shows its logo under the uploaded file name', async ({ page }) => {
  await signUpViaApi(page);
  await openEditorWithLogo(page);
  await saveProjectAs(page, 'Studio');

  await page.reload();
  await page.goto('/account');
  await page
    .getByRole('region', { name: 'Saved Projects' })
    .getByRole('listitem')
    .filter({ hasText: 'Studio' })
    .getByRole('button', { name: 'Load', exact: true })
    .click();
  await expect(page.getByText('Open project: Studio')).toBeVisible();
  await canvasReady(page);
  await expect(logoCard(page).getByText(NAME, { exact: true })).toBeVisible();
  await expect(logoCard(page).getByText(/^logo-/)).toHaveCount(0);
});

test('a preset applied in a new session shows its logo under the uploaded file name', async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page, newUser('logoname'));
  await openEditorWithLogo(page);
  await page.getByRole('button', { name: 'Save as preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as preset' });
  await dialog.getByRole('textbox', { name: 'Preset name' }).fill('Studio');
  await dialog.getByRole('button', { name: 'Save preset' }).click();
  await expect(page.getByText('Preset "Studio" saved')).toBeVisible();

  // Another session of the same account: the file comes back from the account, not this tab.
  const base = process.env.E2E_BASE_URL!;
  const context = await browser.newContext({ baseURL: base });
  const other = await context.newPage();
  const res = await other.request.post(`${base}/api/auth/sign-in/email`, {
    headers: { Origin: base },
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
  await other.goto('/editor');
  await uploadPhotos(other, ['portrait.jpg']);
  await canvasReady(other);
  await other.getByRole('button', { name: 'Presets', exact: true }).click();
  await other.getByRole('button', { name: 'Apply preset Studio' }).click();
  await expect(other.getByText('Preset "Studio" applied')).toBeVisible();
  await expect(logoCard(other).getByText(NAME, { exact: true })).toBeVisible();
  await context.close();
});
