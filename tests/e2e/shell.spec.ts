import { test, expect } from './fixtures';

const ROUTES: { path: string; en: string; he: string }[] = [
  { path: '/', en: 'Batch Logo Overlay Made Simple', he: 'הוספת לוגו לתמונות רבות בקלות' },
  { path: '/editor', en: 'Image Editor', he: 'עורך תמונות' },
  { path: '/pricing', en: 'Pricing', he: 'מחירים' },
  { path: '/auth', en: 'Sign In', he: 'התחברות' },
  { path: '/terms', en: 'Terms of Service', he: 'תנאי שימוש' },
  { path: '/privacy', en: 'Privacy Policy', he: 'מדיניות פרטיות' },
  { path: '/refund', en: 'Refund Policy', he: 'מדיניות החזרים' },
  { path: '/cookies', en: 'Cookie Policy', he: 'מדיניות עוגיות' },
  { path: '/contact', en: 'Contact Us', he: 'צור קשר' },
  { path: '/no-such-page', en: 'Page not found', he: 'הדף לא נמצא' },
];

for (const r of ROUTES) {
  test(`${r.path} renders its heading in English and Hebrew`, async ({ page }) => {
    await page.goto(r.path);
    await expect(page.getByRole('heading', { level: 1, name: r.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.getByRole('button', { name: 'עברית' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: r.he })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  });
}

test('the language choice survives a reload and mirrors the layout', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('logobatch-language'))).toBe('he');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'עורך' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Editor', exact: true }).first()).toBeVisible();
});

test('the header and footer carry the spec links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Editor', 'Pricing']);
  await expect(page.getByRole('link', { name: 'LogoBatch' })).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of <[string, string][]>[
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Refund Policy', '/refund'],
    ['Cookie Policy', '/cookies'],
    ['Contact', '/contact'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('LogoBatch. All rights reserved.');
});

test('the mobile menu mirrors the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile menu' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Editor', 'Pricing']);
  await menu.getByRole('link', { name: 'Editor' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(menu).toBeHidden();
});

test('the server serves the app shell with security headers and cacheable assets', async ({
  page,
  request,
}) => {
  const res = await request.get('/editor');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
  const html = await res.text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers()['cache-control']).toContain('immutable');
  const api404 = await request.get('/api/nope');
  expect(api404.status()).toBe(404);
  expect(await api404.json()).toMatchObject({ error: { code: 'not_found' } });
  await page.goto('/');
});
