import { test, expect, gotoIn } from './fixtures';

const PLANS = [
  { name: 'Lite', price: 'Free', quota: 'Up to 50 images per day' },
  { name: 'Pro', price: '$9.99/month', quota: 'Up to 500 images per day' },
  { name: 'Ultra', price: '$39.99/month', quota: 'Up to 5,000 images per day' },
];

test('the hero links to the editor and to pricing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Batch Logo Overlay Made Simple' })).toBeVisible();
  await expect(page).toHaveTitle('LogoBatch');
  await page.getByRole('link', { name: 'Start Creating' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the product preview is one named link to the editor', async ({ page }) => {
  await page.goto('/');
  const preview = page.getByRole('link', { name: 'Open the editor' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('href', '/editor');
  await preview.click();
  await expect(page).toHaveURL(/\/editor$/);
});

test('How It Works shows the three steps in order', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'How It Works' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Upload your images',
    'Position your logo',
    'Download all',
  ]);
});

test('three plan cards with prices, quotas and Get Started to /auth; Pro is the popular one', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [i, plan] of PLANS.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
    await expect(card.getByTestId('plan-price')).toHaveText(plan.price);
    await expect(card.getByRole('listitem').first()).toHaveText(plan.quota);
    await expect(card.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
  }
  await expect(page.getByRole('article', { name: 'Pro' })).toContainText('Most Popular');
  await expect(page.getByRole('article', { name: 'Lite' })).not.toContainText('Most Popular');
  await expect(page.getByRole('article', { name: 'Lite' })).toContainText('2 saved projects');
  await expect(page.getByRole('article', { name: 'Ultra' })).toContainText('API access (coming soon)');
  await cards.nth(1).getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the closing call to action Try Now opens the editor', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Try Now' }).click();
  await expect(page).toHaveURL(/\/editor$/);
});

test('on a phone the page fits the screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Open the editor' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('in Hebrew the home page is right to left with translated plans', async ({ page }) => {
  await gotoIn(page, '/', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'הוספת לוגו לתמונות רבות בקלות' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'התחילו ליצור' })).toHaveAttribute('href', '/editor');
  await expect(page.getByRole('link', { name: 'צפו במחירים' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: 'פתיחת העורך' })).toHaveAttribute('href', '/editor');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByTestId('plan-price')).toHaveText('חינם');
  await expect(cards.nth(2)).toContainText('עד 5,000 תמונות ביום');
  await expect(page.getByRole('article', { name: 'Pro' })).toContainText('הכי פופולרי');
  await expect(cards.nth(0).getByRole('link', { name: 'התחילו עכשיו' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'נסו עכשיו' })).toHaveAttribute('href', '/editor');
  // Mirrored: the hero's text column starts on the right.
  const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const preview = (await page.getByRole('link', { name: 'פתיחת העורך' }).boundingBox())!;
  const width = page.viewportSize()!.width;
  if (width >= 1024) expect(h1.x).toBeGreaterThan(preview.x);
});
