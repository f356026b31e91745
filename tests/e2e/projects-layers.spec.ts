// Saved projects keep their layers (issue 13): a logo layer and a text layer, placed per photo, come
// back as they were saved; a text-only project saves and opens too.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, num, uploadLogo, uploadPhotos } from './editor-helpers';
import { layerNames } from './layers-helpers';
import { saveProjectAs } from './project-helpers';

async function openFromAccount(page: Page, name: string) {
  await page.reload();
  await page.goto('/account');
  const list = page.getByRole('region', { name: 'Saved Projects' });
  await list
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Load', exact: true })
    .click();
  await expect(page.getByText(`Open project: ${name}`)).toBeVisible();
  await canvasReady(page);
}

test('a project with a logo layer and a text layer opens with both, each photo placed as saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg']);
  await canvasReady(page);
  await uploadLogo(page);
  // The text layer goes on top of the logo: add it once the logo is in (the canvas's prompt gone).
  await expect(page.getByText('No Logo Uploaded')).toBeHidden();
  await page.getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('© Dana {year}');
  await expect.poll(() => layerNames(page)).toEqual(['Text: © Dana {year}', 'Logo']);
  // The text layer moved on photo 2 only.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('2 of 2').first()).toBeVisible();
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill('0.234');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).press('Enter');
  await expect.poll(() => num(page, 'X')).toBeCloseTo(0.234, 6);
  await saveProjectAs(page, 'Layered');

  await openFromAccount(page, 'Layered');
  await expect.poll(() => layerNames(page)).toEqual(['Text: © Dana {year}', 'Logo']);
  await page.getByRole('button', { name: 'Edit Text: © Dana {year}' }).click();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('© Dana {year}');
  const first = await num(page, 'X');
  expect(first).not.toBeCloseTo(0.234, 3);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('2 of 2').first()).toBeVisible();
  await expect.poll(() => num(page, 'X')).toBeCloseTo(0.234, 6);
});

test('a text-only project saves without a logo and opens with its text layer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg']);
  await canvasReady(page);
  await page.getByTestId('editor-canvas').getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Proof only');
  await saveProjectAs(page, 'Words');

  await openFromAccount(page, 'Words');
  await expect.poll(() => layerNames(page)).toEqual(['Text: Proof only']);
  await expect(page.getByTestId('editor-canvas').getByText('No Logo Uploaded')).toBeHidden();
});
