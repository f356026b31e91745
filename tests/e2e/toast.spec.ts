import { test, expect } from './fixtures';

test('a toast appears at the bottom right, can be closed, and closes by itself after 5 s', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await context.setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offline).toBeVisible();
  const box = (await offline.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 40);
  expect(box.y + box.height).toBeGreaterThan(800 - 40);
  await expect(offline).toHaveAttribute('data-toast-type', 'warning');
  const shownAt = Date.now();
  await expect(offline).toBeHidden({ timeout: 8000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThan(3000);

  await context.setOffline(false);
  const online = page.getByRole('status').filter({ hasText: 'You are back online.' });
  await expect(online).toBeVisible();
  await online.getByRole('button', { name: 'Close notification' }).click();
  await expect(online).toBeHidden({ timeout: 1000 });
});

test('toasts stay at the bottom right in Hebrew too, as the spec places them', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('logobatch-language', 'he'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.setOffline(true);
  const toast = page.locator('[data-toast-type="warning"]');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 40);
  await context.setOffline(false);
});
