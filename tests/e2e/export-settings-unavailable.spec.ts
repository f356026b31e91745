// An output format chosen where a browser writes it (AVIF), opened where it does not (QA): the panel
// says JPEG is used here instead, and the choice itself is kept for the account and this browser.
import { test, expect } from './fixtures';
import { newUser, signUpViaApi } from './auth-helpers';
import { controls, storedSettings } from './export-settings-helpers';

test('a format this browser cannot write is named, JPEG used here, and the choice kept', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page, newUser('avif'));
  const chosen = {
    format: 'avif',
    quality: 60,
    resize: 'original',
    fileNames: 'numbered',
    removeLocation: true,
    originalQuality: true,
  };
  const put = await page.request.put(`${baseURL}/api/me/export-settings`, {
    headers: { Origin: baseURL! },
    data: chosen,
  });
  expect(put.ok()).toBe(true);
  const synced = page.waitForResponse((r) => r.url().endsWith('/api/me/export-settings'));
  await page.goto('/editor');
  await synced;
  const c = controls(page);
  // This Chromium's canvas writes no AVIF.
  await expect(c.format.locator('option')).toHaveText(['JPEG', 'PNG', 'WEBP']);
  await expect(c.format).toHaveValue('jpeg');
  // Before: JPEG, and nothing said why.
  await expect(c.format).toHaveAccessibleDescription(/AVIF is not available in this browser/);
  expect(await storedSettings(page)).toMatchObject({ format: 'avif' });
  await page.addInitScript(() => localStorage.setItem('logobatch-language', 'he'));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'פורמט' })).toHaveAccessibleDescription(/AVIF/);
});
