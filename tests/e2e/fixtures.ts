import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  // The server's port is chosen at run time by global-setup.
  // eslint-disable-next-line no-empty-pattern, react-hooks/rules-of-hooks -- Playwright's fixture signature, not a React hook
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
});

export { expect };

/** Opens a path in the given language (stored the way the app stores it). */
export async function gotoIn(page: Page, path: string, lng: 'en' | 'he') {
  await page.addInitScript((l) => localStorage.setItem('logobatch-language', l), lng);
  await page.goto(path);
}

/**
 * That no element holds `text` now, once what came with the step before has rendered. Not a retrying
 * `toHaveCount(0)`: a toast lasts 5 s, less than the expect timeout, so that check passes once a toast
 * that should never have come has gone.
 */
export async function expectNoText(page: Page, text: string | RegExp) {
  await page.waitForTimeout(300);
  expect(await page.getByText(text).count(), `no "${String(text)}"`).toBe(0);
}
