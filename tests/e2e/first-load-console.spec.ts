import { test, expect } from './fixtures';

// A screen opened by its address (a bookmark, a reload, a link in mail) loads its code on demand
// while the router hydrates: that wait needs a fallback of its own, or React Router logs a warning
// on every such load and paints nothing at all, not even the header, until the code arrives.
const LAZY_ROUTES = ['/editor', '/pricing', '/auth', '/contact', '/terms'];

for (const path of LAZY_ROUTES) {
  test(`opening ${path} directly logs no warning or error and shows the header at once`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
    });
    // The code loaded on demand (any script the page itself does not name) is held back, so what
    // shows while it loads can be seen.
    const html = await (await page.request.get('/')).text();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      if (!html.includes(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'LogoBatch' }).first()).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(messages).toEqual([]);
  });
}
