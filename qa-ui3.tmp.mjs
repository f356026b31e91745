import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:4871';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext()).newPage();
await page.request.post(B + '/api/auth/sign-up/email', {
  headers: { Origin: B },
  data: { name: 'Lo Gout', email: `lo-${Date.now()}@example.com`, password: 'secret1' },
});
await page.goto(B + '/account');
await page.getByRole('heading', { name: 'My Account' }).waitFor();
await page.exposeFunction('logUrl', (u) => console.log('url', u));
await page.evaluate(() => {
  const f = (k) => {
    const o = history[k];
    history[k] = function (...a) {
      window.logUrl(k + ' ' + a[2] + ' ' + new Error().stack.split('\n').slice(2, 5).join(' / '));
      return o.apply(this, a);
    };
  };
  f('pushState');
  f('replaceState');
});
page.on('request', (r) => {
  if (r.url().includes('/api/')) console.log('req', r.method(), r.url());
});
await page.getByRole('button', { name: 'Logout' }).click();
await page.waitForTimeout(1500);
console.log(page.url());
await browser.close();
