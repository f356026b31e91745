import { test, expect } from './fixtures';
import { latestMail, linkIn, newUser, signUpViaApi, useQuota } from './auth-helpers';

test('a signed-out visit to /account goes to /auth', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('Logout from the account page goes home, not to /auth', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/$/);
});

test("the account shows the profile, today's usage with its countdown, and the recent usage table", async ({
  page,
}) => {
  const user = await signUpViaApi(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(user.name);
  await expect(profile).toContainText(user.email);
  await expect(profile).toContainText('Lite plan');
  const today = page.getByRole('region', { name: "Today's Usage" });
  await expect(today).toContainText('0 of 50 images');
  await expect(today).toContainText(/Resets in (\d+h )?\d+m/);
  await expect(page.getByRole('region', { name: 'Recent Usage' })).toContainText(
    'No usage in the last 30 days yet',
  );

  await useQuota(page, 45);
  await page.reload();
  await expect(today).toContainText('45 of 50 images');
  await expect(today).toContainText('Approaching daily limit');
  // The meter's colour is its level: amber warns, red is the limit.
  await expect(today.getByRole('meter', { name: 'Daily usage' }).locator('div')).toHaveClass(/bg-amber-500/);
  const row = page.getByRole('region', { name: 'Recent Usage' }).getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([/.+/, '45', '90%', 'High']);

  await useQuota(page, 5);
  await page.reload();
  await expect(today).toContainText('Daily limit reached');
  await expect(today.getByRole('meter', { name: 'Daily usage' }).locator('div')).toHaveClass(/bg-red-500/);
});

test('Edit Profile saves the name, and a new email applies once its link is followed', async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/account');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Full Name', { exact: true }).fill('Renamed Person');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('Renamed Person')).toBeVisible();

  const newEmail = newUser('moved').email;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await dialog.getByLabel('Email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).not.toContainText(newEmail);

  const mail = await latestMail(newEmail);
  await page.goto(linkIn(mail.text, '/verify-email')!);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(newEmail);
});

test('the account page in Hebrew, right to left', async ({ page }) => {
  await signUpViaApi(page);
  await page.addInitScript(() => localStorage.setItem('logobatch-language', 'he'));
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'החשבון שלי' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'השימוש היום' })).toContainText('0 מתוך 50 תמונות');
});
