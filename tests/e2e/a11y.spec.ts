import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoIn } from './fixtures';
import { signUpViaApi, subscribeViaCheckout } from './auth-helpers';
import { canvasReady, uploadLogo, uploadPhotos } from './editor-helpers';

// Every rule axe runs by default, plus WCAG 2.5.3 (label in name), which axe still calls experimental.
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: the nodes of passes and inapplicable rules cost most of a run.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    // Our pages have no frames; the default mode opens a blank page per run to merge frame results,
    // which doubled each check (0.9 s against 1.7-2.3 s a run here).
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} :: ${n.any[0]?.message ?? n.failureSummary ?? ''}`),
  }));
}

type Lng = 'en' | 'he';

/** A string from the app's own locale files, so the same steps work in both languages. */
function text(lng: Lng, ns: string, key: string): string {
  const file = path.join(
    import.meta.dirname,
    '..',
    '..',
    'src',
    'client',
    'i18n',
    'locales',
    lng,
    `${ns}.json`,
  );
  let v: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const k of key.split('.')) v = (v as Record<string, unknown>)[k];
  return v as string;
}

const click = (page: Page, lng: Lng, ns: string, key: string) =>
  page.getByRole('button', { name: text(lng, ns, key), exact: true }).click();

const dialogOpen = (page: Page) => expect(page.getByRole('dialog')).toBeVisible();

const LANGUAGES = ['en', 'he'] as const;
// Each language loads once at desktop width and is checked again after narrowing to a phone's: the
// state a case prepared (photos, a dialog) stays, and the page lays itself out again as it must when
// a window is narrowed or a phone turns.
const WIDTHS = [1280, 390] as const;

interface PageCase {
  path: string;
  signedIn?: boolean;
  /** Runs once, after sign-in and before the first language and width (e.g. buying a plan). */
  setup?: (page: Page) => Promise<void>;
  /** Brings the page to the state to check, after it loaded. */
  prepare?: (page: Page, lng: Lng) => Promise<void>;
  /** Runs at each width before its check (what only one width offers, such as the phone menu). */
  atWidth?: (page: Page, lng: Lng) => Promise<void>;
}

const PAGES: Record<string, PageCase> = {
  home: { path: '/' },
  'empty editor': { path: '/editor' },
  'editor with photos and a logo': {
    path: '/editor',
    prepare: async (page) => {
      await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg']);
      await uploadLogo(page);
      await canvasReady(page);
    },
  },
  'editor with a logo and a tiled text layer': {
    path: '/editor',
    prepare: async (page, lng) => {
      await uploadPhotos(page, ['landscape.jpg']);
      await uploadLogo(page);
      await canvasReady(page);
      // Until the logo is in, the canvas offers its own "Add Text" beside the panel's.
      await expect(page.getByText(text(lng, 'editor', 'canvas.noLogo'))).toBeHidden();
      await click(page, lng, 'editor', 'layers.addText');
      await page.getByRole('checkbox', { name: text(lng, 'editor', 'settings.tile') }).check();
    },
  },
  'editor file-type error': { path: '/editor', prepare: (page) => uploadPhotos(page, ['logo.svg']) },
  // Seven files refused by content and one by type: two named lists, the long one folded.
  'editor refused files': {
    path: '/editor',
    prepare: async (page) => {
      await page.getByTestId('photo-input').setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
        ...Array.from({ length: 7 }, (_, i) => ({
          name: `fake-${i}.jpg`,
          mimeType: 'image/jpeg',
          buffer: Buffer.from('not a photo'),
        })),
      ]);
      await expect(page.getByRole('alert').getByRole('list')).toHaveCount(2);
    },
  },
  'editor Clear All dialog': {
    path: '/editor',
    prepare: async (page, lng) => {
      await uploadPhotos(page, ['landscape.jpg']);
      await click(page, lng, 'editor', 'clear.button');
      await dialogOpen(page);
    },
  },
  'editor Save Project dialog': {
    path: '/editor',
    signedIn: true,
    prepare: async (page, lng) => {
      await uploadPhotos(page, ['landscape.jpg']);
      await uploadLogo(page);
      await canvasReady(page);
      await click(page, lng, 'projects', 'save.open');
      await dialogOpen(page);
    },
  },
  'editor Save as preset dialog': {
    path: '/editor',
    prepare: async (page, lng) => {
      await uploadPhotos(page, ['landscape.jpg']);
      await uploadLogo(page);
      await canvasReady(page);
      await click(page, lng, 'presets', 'save.open');
      await dialogOpen(page);
    },
  },
  'editor Presets list': {
    path: '/editor',
    signedIn: true,
    prepare: async (page, lng) => {
      await click(page, lng, 'presets', 'list.open');
      await expect(page.getByText(text(lng, 'presets', 'list.empty'))).toBeVisible();
    },
  },
  'mobile menu open': {
    path: '/',
    atWidth: async (page, lng) => {
      // The menu has a button below Tailwind's md (768 px) only; there it must open, not be skipped.
      if ((page.viewportSize()?.width ?? 0) >= 768) return;
      await page.getByRole('button', { name: text(lng, 'common', 'nav.openMenu') }).click();
      await expect(page.getByRole('button', { name: text(lng, 'common', 'nav.closeMenu') })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
  },
  pricing: { path: '/pricing' },
  'pricing signed in': { path: '/pricing', signedIn: true },
  auth: { path: '/auth' },
  contact: { path: '/contact' },
  'api docs': { path: '/docs/api' },
  'contact signed in': { path: '/contact', signedIn: true },
  'home signed in': { path: '/', signedIn: true },
  'editor signed in': { path: '/editor', signedIn: true },
  account: { path: '/account', signedIn: true },
  // Lite's offer is part of "account"; Ultra's form, a new key and the list are checked here.
  'account API keys on Ultra, a new key shown': {
    path: '/account',
    signedIn: true,
    setup: (page) => subscribeViaCheckout(page, 'ultra'),
    prepare: async (page, lng) => {
      const section = page.getByRole('region', { name: text(lng, 'apiKeys', 'heading') });
      await section.getByLabel(text(lng, 'apiKeys', 'create.name')).fill('CI');
      await click(page, lng, 'apiKeys', 'create.submit');
      await expect(
        section.getByRole('textbox', { name: text(lng, 'apiKeys', 'created.field') }),
      ).toBeFocused();
    },
  },
  'account Edit Profile dialog': {
    path: '/account',
    signedIn: true,
    prepare: async (page, lng) => {
      await click(page, lng, 'account', 'settings.editProfile');
      await dialogOpen(page);
    },
  },
  terms: { path: '/terms' },
  privacy: { path: '/privacy' },
  refund: { path: '/refund' },
  cookies: { path: '/cookies' },
  'not found': { path: '/no-such-page' },
};

for (const [name, c] of Object.entries(PAGES)) {
  test(`axe finds nothing on ${name}: English and Hebrew, desktop and mobile`, async ({ page }) => {
    test.setTimeout(120_000);
    if (c.signedIn) await signUpViaApi(page);
    await c.setup?.(page);
    const found: Record<string, unknown> = {};
    for (const lng of LANGUAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await gotoIn(page, c.path, lng);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await c.prepare?.(page, lng);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Media queries report the new width at the next frame; the one after it shows their renders.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await c.atWidth?.(page, lng);
        // Let entrance transitions end so colours are measured as they settle (spinners run on).
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
        );
        const list = await violations(page);
        if (list.length) found[`${lng} ${width}`] = list;
      }
    }
    expect(found).toEqual({});
  });
}
