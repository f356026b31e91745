import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signUpViaApi, subscribeViaCheckout } from './auth-helpers';

/** GET /api/v1/me from the page with only the key (no cookie), as a script would call it. */
function callWithKey(page: Page, key: string) {
  return page.evaluate(async (k) => {
    const res = await fetch('/api/v1/me', { headers: { Authorization: `Bearer ${k}` }, credentials: 'omit' });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }, key);
}

test('an Ultra account creates an API key, sees it once, calls the API with it and revokes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await signUpViaApi(page);
  await subscribeViaCheckout(page, 'ultra');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Create API key' }).click();
  await expect(section.getByText('Please enter a name for the key')).toBeVisible();
  await section.getByLabel('Key name').fill('Camera folder');
  await section.getByRole('button', { name: 'Create API key' }).click();

  const field = section.getByRole('textbox', { name: 'New API key' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('readonly', '');
  const key = await field.inputValue();
  expect(key).toMatch(/^lb_live_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByText('It will not be shown again.')).toBeVisible();
  await section.getByRole('button', { name: 'Copy key' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = section.getByRole('row', { name: /Camera folder/ });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText('Never');
  await expect(section.getByText('1 of 10 keys in use')).toBeVisible();

  const answer = await callWithKey(page, key);
  expect(answer).toEqual({ status: 200, body: { id: expect.any(String), email: user.email, plan: 'ultra' } });

  // Shown once: after Done, and after a reload, the key is nowhere on the page.
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(field).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Never');
  expect(await page.content()).not.toContain(key.slice(12));

  await row.getByRole('button', { name: 'Revoke Camera folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(dialog).toContainText('Scripts that use "Camera folder"');
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('The key "Camera folder" was revoked.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('No API keys yet.')).toBeVisible();

  const refused = await callWithKey(page, key);
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ error: { code: 'invalid_api_key' } });
});

test('a Pro account sees that API access is part of Ultra, with a way to upgrade', async ({ page }) => {
  await signUpViaApi(page);
  await subscribeViaCheckout(page, 'pro');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('API access is part of Ultra')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
  await section.getByRole('link', { name: 'Upgrade to Ultra' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('on a phone the keys list fits its card: the dates sit under the name, Revoke in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpViaApi(page);
  await subscribeViaCheckout(page, 'ultra');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByLabel('Key name').fill('Studio laptop');
  await section.getByRole('button', { name: 'Create API key' }).click();
  await section.getByRole('button', { name: 'Done' }).click();
  const row = section.getByRole('row', { name: /Studio laptop/ });
  await expect(row).toContainText('lb_live_');
  await expect(row).toContainText('Created:');
  await expect(row).toContainText('Last used: Never');
  await expect(row.getByRole('button', { name: 'Revoke Studio laptop' })).toBeInViewport();
  const table = section.getByRole('table');
  const overflow = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
