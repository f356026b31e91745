import { test, expect } from './fixtures';
import { signUpViaApi, useQuota } from './auth-helpers';

test('a visitor sees the sign-in prompts in Export Options, with a way to /auth', async ({ page }) => {
  await page.goto('/editor');
  const usage = page.getByTestId('export-usage');
  await expect(usage).toContainText('Sign in to download');
  await expect(usage).toContainText('Sign in to save projects');
  await usage.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-in user sees today's usage, the tier and Upgrade to Pro in a new tab", async ({ page }) => {
  await signUpViaApi(page);
  await useQuota(page, 45);
  await page.goto('/editor');
  const usage = page.getByTestId('export-usage');
  await expect(usage).toContainText('Daily usage 45 of 50');
  await expect(usage).toContainText('Lite plan');
  await expect(usage.getByRole('meter', { name: 'Daily usage' })).toHaveAttribute('data-level', 'danger');
  await expect(usage).toContainText('You are close to today');
  const upgrade = usage.getByRole('link', { name: 'Upgrade to Pro' });
  await expect(upgrade).toHaveAttribute('href', '/pricing');
  await expect(upgrade).toHaveAttribute('target', '_blank');
});
