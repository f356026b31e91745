import { test, expect, gotoIn } from './fixtures';

test('wide screens compare the plans in a table built from the plans table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Plan comparison' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Images per day/ })).toContainText(
    ['50', '500', '5,000'].join(''),
  );
  await expect(table.getByRole('row', { name: /Price/ })).toContainText('$9.99 / month');
  await expect(table.getByRole('row', { name: /Photo formats/ }).getByRole('cell')).toHaveText([
    'JPG, PNG',
    'JPG, PNG, WEBP, HEIC, HEIF, AVIF',
    'JPG, PNG, WEBP, HEIC, HEIF, AVIF',
  ]);
  await expect(page.getByRole('heading', { name: 'All Plans Include' })).toBeVisible();
  await page.getByText('Which photo formats can I use?').click();
  await expect(
    page.getByText('Pro and Ultra also accept WEBP, HEIC/HEIF (iPhone photos) and AVIF.'),
  ).toBeVisible();
});

test('small screens show one card per plan instead of the table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pricing');
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Pro' })).toContainText('Most Popular');
  await expect(page.getByRole('button', { name: 'Subscribe to Ultra' })).toBeVisible();
});

test('a signed-out visitor who picks a paid plan is sent to sign in, and back to pricing afterwards', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fpricing$/);
});

test('pricing reads right to left in Hebrew', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoIn(page, '/pricing', 'he');
  await expect(page.getByRole('heading', { level: 1, name: 'מחירים' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'כל התוכניות כוללות' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'הרשמה ל-Pro' })).toBeVisible();
});
