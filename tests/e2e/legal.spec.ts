import { test, expect, gotoIn } from './fixtures';

const PAGES: { path: string; title: string; he: string; commitments: string[] }[] = [
  {
    path: '/terms',
    title: 'Terms of Service',
    he: 'תנאי שימוש',
    commitments: [
      '7 days',
      '24 hours',
      '30 days of inactivity',
      'Lemon Squeezy',
      'merchant of record',
      'never uploaded',
      '$9.99',
      '5,000 images per day',
    ],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    he: 'מדיניות פרטיות',
    commitments: [
      'never uploaded',
      'only when you choose to save them with a project',
      '12 months',
      'within 30 days',
      '30 days of inactivity',
      '24 hours',
      'Lemon Squeezy',
    ],
  },
  {
    path: '/refund',
    title: 'Refund Policy',
    he: 'מדיניות החזרים',
    commitments: ['7 days', '24 hours', '1 to 2 business days', '3 to 5 business days', 'Lemon Squeezy'],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    he: 'מדיניות עוגיות',
    commitments: ['1 year', '30 days of inactivity', 'No advertising', '24 hours'],
  },
];

for (const p of PAGES) {
  test(`${p.path} states its commitments, with a date, contents and a contact link`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page).toHaveTitle(`${p.title} · LogoBatch`);
    const main = page.getByRole('main');
    await expect(main).toContainText('Last updated: November 28, 2026');
    for (const text of p.commitments) await expect(main).toContainText(text);
    // Support answers within one figure everywhere: never 48 hours.
    await expect(main).not.toContainText('48');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const last = contents.getByRole('link').last();
    const target = (await last.getAttribute('href'))!;
    await expect(page.locator(target)).not.toBeInViewport();
    await last.click();
    await expect(page.locator(target)).toBeInViewport();
    await expect(main.getByRole('link', { name: 'contact page' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test(`${p.path} renders in Hebrew, right to left`, async ({ page }) => {
    await gotoIn(page, p.path, 'he');
    await expect(page.getByRole('heading', { level: 1, name: p.he })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main')).toContainText('עודכן לאחרונה');
    await expect(page.getByRole('main').getByRole('link', { name: 'דף יצירת הקשר' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

test('the Hebrew refund and privacy pages carry the same figures', async ({ page }) => {
  await gotoIn(page, '/refund', 'he');
  const main = page.getByRole('main');
  for (const text of ['7 ימים', '24 שעות', '1 עד 2 ימי עסקים', '3 עד 5 ימי עסקים'])
    await expect(main).toContainText(text);
  await page.goto('/privacy');
  for (const text of ['12 חודשים', '30 ימים', '24 שעות', 'לעולם אינן מועלות'])
    await expect(main).toContainText(text);
});

// The product has no control that deletes an account (Better Auth's delete-user is off), so the texts
// must not promise one: deletion is asked for through the contact page (decision 363).
test('the terms and privacy pages send account deletion through the contact page', async ({ page }) => {
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main).toContainText('ask us to delete your');
    await expect(main).not.toContainText('You can delete your account');
    await expect(main).not.toContainText('or your whole account at any time');
  }
  await gotoIn(page, '/terms', 'he');
  await expect(page.getByRole('main')).toContainText('אפשר לבקש מאיתנו למחוק את החשבון');
});

test('switching language on a legal page loads the Hebrew text without a reload', async ({ page }) => {
  await page.goto('/cookies');
  await expect(page.getByRole('main')).toContainText('Up to 1 year');
  await page.getByRole('button', { name: 'עברית' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'מדיניות עוגיות' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('עד שנה אחת');
  await expect(page.getByRole('navigation', { name: 'בדף זה' })).toBeVisible();
});
