// Two accounts in one browser (QA): what the first chose stays in the browser after it signs out, but
// a second account does not take it over; a visitor's own change still goes to the account it joins.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newUser, signUpHere, signUpViaApi } from './auth-helpers';
import { controls } from './export-settings-helpers';

const accountSettings = async (page: Page, base: string) =>
  ((await (await page.request.get(`${base}/api/me/export-settings`)).json()) as { settings: unknown })
    .settings;

/** A first account signs up, opens the editor once its settings have synced, and chooses WEBP. */
async function firstAccountChoosesWebp(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newUser('first'));
  const synced = page.waitForResponse((r) => r.url().endsWith('/api/me/export-settings'));
  await page.goto('/editor');
  await synced;
  const c = controls(page);
  await c.format.selectOption({ label: 'WEBP' });
  return c;
}

test("a second account in this browser does not inherit the first's settings", async ({ page, baseURL }) => {
  const c = await firstAccountChoosesWebp(page);
  await c.removeLocation.uncheck();
  await expect
    .poll(() => accountSettings(page, baseURL!))
    .toMatchObject({ format: 'webp', removeLocation: false });
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.goto('/editor');
  // Signed out, the browser keeps what it last held.
  await expect(c.format).toHaveValue('webp');

  await signUpHere(page, newUser('second'));
  // Before: the new account was given WEBP and its photos' locations kept, chosen by someone else.
  await expect(c.removeLocation).toBeChecked();
  await expect(c.format).toHaveValue('jpeg');
  await page.reload();
  await expect(c.removeLocation).toBeChecked();
  await expect(c.format).toHaveValue('jpeg');
  expect(await accountSettings(page, baseURL!)).not.toMatchObject({ removeLocation: false });
});

test('a visitor who changes a setting after another account signed out brings it to the next', async ({
  page,
  baseURL,
}) => {
  const c = await firstAccountChoosesWebp(page);
  await expect.poll(() => accountSettings(page, baseURL!)).toMatchObject({ format: 'webp' });
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.goto('/editor');
  await c.fileNames.selectOption({ label: 'Original names' });
  await signUpHere(page, newUser('second'));
  await expect(c.fileNames).toHaveValue('original');
  await expect.poll(() => accountSettings(page, baseURL!)).toMatchObject({ fileNames: 'original' });
});
