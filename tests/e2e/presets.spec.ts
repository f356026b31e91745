// Presets (issue 13): "Save as preset" keeps the layers with their logo file and the output settings
// in the account; a new session of the same account applies it with "Presets" in one click.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newUser, signUpViaApi, type E2EUser } from './auth-helpers';
import { canvasReady, num, uploadLogo, uploadPhotos } from './editor-helpers';
import { layerNames } from './layers-helpers';

async function signIn(page: Page, user: E2EUser) {
  const base = process.env.E2E_BASE_URL!;
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, {
    headers: { Origin: base },
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
}

async function openEditor(page: Page) {
  await page.goto('/editor');
  await uploadPhotos(page, ['portrait.jpg']);
  await canvasReady(page);
}

test('a preset saved in the account is applied in a new session: layers, logo file and placement', async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page, newUser('preset'));
  await openEditor(page);
  const canvas = page.getByTestId('editor-canvas');
  await canvas.getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('© Dana Levi');
  await uploadLogo(page);
  await expect.poll(() => layerNames(page)).toEqual(['Logo', 'Text: © Dana Levi']);
  await page.getByRole('button', { name: 'Bottom right', exact: true }).click();
  const x = await num(page, 'X');

  await page.getByRole('button', { name: 'Save as preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as preset' });
  await expect(dialog).toContainText('Saved in your account.');
  await dialog.getByRole('textbox', { name: 'Preset name' }).fill('Proofs');
  await dialog.getByRole('button', { name: 'Save preset' }).click();
  await expect(page.getByText('Preset "Proofs" saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A new session: another browser context, the same account, an editor with only a photo.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const other = await context.newPage();
  await signIn(other, user);
  await openEditor(other);
  await expect(other.getByTestId('editor-canvas').getByText('No Logo Uploaded')).toBeVisible();
  await other.getByRole('button', { name: 'Presets', exact: true }).click();
  await other.getByRole('button', { name: 'Apply preset Proofs' }).click();
  await expect(other.getByText('Preset "Proofs" applied')).toBeVisible();
  await expect.poll(() => layerNames(other)).toEqual(['Logo', 'Text: © Dana Levi']);
  await expect(other.getByTestId('editor-canvas').getByText('No Logo Uploaded')).toBeHidden();
  // The logo layer (selected) sits where it was saved; its file came back from the account.
  await expect.poll(() => num(other, 'X')).toBeCloseTo(x, 3);
  await other.getByRole('button', { name: 'Edit Text: © Dana Levi' }).click();
  await expect(other.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('© Dana Levi');

  // Undo takes the preset back off in one step.
  await other.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => layerNames(other)).toEqual([]);

  // Deleted in the account, it is gone for every session.
  await other.getByRole('button', { name: 'Delete preset Proofs' }).click();
  await expect(other.getByText(/No presets yet/)).toBeVisible();
  await context.close();
});
