// Issue 13 through the real export (compose workers, bundled fonts, zip): text layers drawn as vector
// at full resolution, tiles over the whole photo, Hebrew right to left. The first test drives the
// editor; the others give the watermark as data on a test page built apart from the app
// (tests/e2e/pages), to place text exactly.
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { bytesOf, decode, downloadButton, place, tmpDir, type Raster } from './export-helpers';
import { signUpViaApi } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { buildPages, serveDir, siteDir } from './page-site';

const SITE = siteDir('export-layers');
let site: { base: string; close: () => void };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildPages('tests/e2e/pages', { layers: 'export-layers.html' }, SITE);
  site = await serveDir(SITE);
});
test.afterAll(() => site?.close());

/** A camera-like photo: mid grey with sensor grain, big EXIF, an orientation when asked. */
async function photo(file: string, width: number, height: number, orientation = 1): Promise<string> {
  const stored = orientation >= 5 ? { width: height, height: width } : { width, height };
  await sharp({
    create: {
      ...stored,
      channels: 3,
      background: '#5a5a5a',
      noise: { type: 'gaussian', mean: 90, sigma: 6 },
    },
  })
    .withExif({ IFD0: { Artist: 'Dana Levi', Copyright: 'Dana Levi', ImageDescription: 'x'.repeat(20_000) } })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toFile(file);
  return file;
}

const textLayer = (id: string, text: string, style: object, extra: object = {}) => ({
  id,
  kind: 'text',
  text,
  style,
  ...extra,
});

async function exportWith(page: Page, photos: string[], layers: unknown[], placements: object, main = false) {
  await page.goto(`${site.base}/export-layers.html`);
  // The main-thread fallback (where workers have no OffscreenCanvas) draws with the page's fonts.
  if (main) await page.evaluate(() => localStorage.setItem('logobatch-export-mode', 'main'));
  await page.locator('#photos').setInputFiles(photos);
  // The font files fetched (by the compose workers): only the faces the text needs.
  fonts.length = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('.woff2')) fonts.push(path.basename(req.url()).replace(/-[\w-]{8}\.woff2$/, ''));
  });
  const download = page.waitForEvent('download', { timeout: 120_000 });
  const r = await page.evaluate((job) => window.exportLayers!(job), { layers, placements });
  expect(r).toEqual({ produced: photos.length, failed: 0, status: 'done' });
  return download;
}
const fonts: string[] = [];

interface Ink {
  left: number;
  top: number;
  right: number;
  bottom: number;
  count: number;
}

/** The bounding box of pixels that pass `is` inside a region (the whole image by default). */
function inkBox(img: Raster, is: (rgb: [number, number, number]) => boolean, region?: Ink): Ink | null {
  const r = region ?? { left: 0, top: 0, right: img.width - 1, bottom: img.height - 1, count: 0 };
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1, count: 0 };
  for (let y = r.top; y <= r.bottom; y++)
    for (let x = r.left; x <= r.right; x++)
      if (is(img.at(x, y))) {
        box.count++;
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
  return box.count ? box : null;
}

const red = ([r, g, b]: [number, number, number]) => r > 180 && g < 90 && b < 90;
const white = ([r, g, b]: [number, number, number]) => r > 200 && g > 200 && b > 200;

test('through the editor: a text-only watermark ("Add Text", no logo) on 6 photos, one zip, the text on each', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = tmpDir();
  const shapes: [number, number][] = [
    [1500, 1000],
    [1000, 1500],
    [1600, 900],
    [1200, 1200],
    [1800, 1200],
    [900, 1600],
  ];
  const photos = await Promise.all(shapes.map(([w, h], i) => photo(path.join(dir, `ui-${i + 1}.jpg`), w, h)));
  await signUpViaApi(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(photos);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(6, { timeout: 60_000 });
  await canvasReady(page);
  await page.getByTestId('editor-canvas').getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('© Dana Levi');
  await page.getByLabel('Colour').fill('#ff0000');
  // The preview measures and draws with the bundled font too: the page loaded its face.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'LogoBatch Noto Sans' && f.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  await place(page, { x: 0.2, y: 0.4, size: 0.5 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    downloadButton(page).click(),
  ]);
  expect(download.suggestedFilename()).toBe('logobatch-images.zip');
  const entries = unzipSync(new Uint8Array(await bytesOf(download)));
  const names = Object.keys(entries).sort();
  expect(names).toHaveLength(6);
  for (const [i, [w, h]] of shapes.entries()) {
    const img = await decode(Buffer.from(entries[names[i]!]!));
    expect([img.width, img.height]).toEqual([w, h]);
    const ink = inkBox(img, red);
    expect(ink, `photo ${i + 1} has the text`).not.toBeNull();
    expect(Math.abs(ink!.left - 0.2 * w)).toBeLessThan(0.012 * 0.5 * w);
    expect(Math.abs(ink!.right - 0.7 * w)).toBeLessThan(0.03 * 0.5 * w);
    expect(ink!.top).toBeGreaterThanOrEqual(0.4 * h - 1);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a text-only watermark on 6 photos lands where its placement says, the same drawing at every size', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = tmpDir();
  const shapes: [number, number, number][] = [
    [3000, 2000, 1],
    [2000, 3000, 1],
    [3200, 1800, 1],
    [1500, 1500, 1],
    [2400, 1600, 6],
    [4000, 3000, 1],
  ];
  const photos = await Promise.all(
    shapes.map(([w, h, o], i) => photo(path.join(dir, `photo-${i + 1}.jpg`), w, h, o)),
  );
  const layer = textLayer('t', '© Dana Levi\nPhotography', { color: '#ff0000', align: 'left', bold: true });
  const at = { x: 0.1, y: 0.2, scale: 0.5, opacity: 1, rotation: 0, anchor: null };
  const download = await exportWith(page, photos, [layer], { t: at });
  const entries = unzipSync(new Uint8Array(await bytesOf(download)));
  // Bold Latin text in the default font: its bold Latin face, nothing else.
  expect([...new Set(fonts)]).toEqual(['noto-sans-latin-700-normal']);
  const names = Object.keys(entries).sort();
  expect(names).toHaveLength(6);
  const aspects: number[] = [];
  for (const [i, [w, h]] of shapes.entries()) {
    const img = await decode(Buffer.from(entries[names[i]!]!));
    expect([img.width, img.height]).toEqual([w, h]);
    const ink = inkBox(img, red);
    expect(ink, `photo ${i + 1} has the text`).not.toBeNull();
    // The box: left at x, Size wide; glyph side bearings leave a sliver at each end.
    const [left, top, width] = [at.x * w, at.y * h, at.scale * w];
    expect(Math.abs(ink!.left - left)).toBeLessThan(0.012 * width);
    expect(Math.abs(ink!.right - (left + width))).toBeLessThan(0.03 * width);
    expect(ink!.top).toBeGreaterThanOrEqual(top - 1);
    expect(ink!.bottom).toBeLessThan(top + 0.6 * width);
    aspects.push((ink!.bottom - ink!.top) / (ink!.right - ink!.left));
  }
  // Vector text at full resolution: the same shape at 1500 and 4000 pixels wide.
  for (const a of aspects) expect(Math.abs(a - aspects[0]!)).toBeLessThan(0.02 * aspects[0]!);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a tiled layer covers the whole photo: every cell of a 4x4 grid has watermark pixels', async ({
  page,
}) => {
  const dir = tmpDir();
  const photos = [await photo(path.join(dir, 'tiles.jpg'), 1600, 1200)];
  const layer = textLayer(
    'p',
    'PROOF',
    { color: '#ff0000', bold: true },
    { tile: { enabled: true, spacing: 0.5 } },
  );
  const at = { x: 0.4, y: 0.45, scale: 0.12, opacity: 1, rotation: 30, anchor: null };
  const img = await decode(await bytesOf(await exportWith(page, photos, [layer], { p: at })));
  for (let j = 0; j < 4; j++)
    for (let i = 0; i < 4; i++) {
      const cell = { left: i * 400, top: j * 300, right: i * 400 + 399, bottom: j * 300 + 299, count: 0 };
      const ink = inkBox(img, red, cell);
      expect(ink?.count ?? 0, `cell ${i},${j}`).toBeGreaterThan(50);
    }
  fs.rmSync(dir, { recursive: true, force: true });
});

for (const main of [false, true])
  test(`${main ? 'main thread' : 'workers'}: a Hebrew text layer renders right-aligned, its short line ending at the box right edge`, async ({
    page,
  }) => {
    const dir = tmpDir();
    const photos = [await photo(path.join(dir, 'he.jpg'), 2000, 1200)];
    const layer = textLayer('he', 'צילום: דנה לוי Photography\nשלום', { color: '#ffffff', align: 'right' });
    const at = { x: 0.1, y: 0.3, scale: 0.7, opacity: 1, rotation: 0, anchor: null };
    const img = await decode(await bytesOf(await exportWith(page, photos, [layer], { he: at }, main)));
    // Hebrew letters in the default (Latin) font come from the bundled Hebrew family.
    expect([...new Set(fonts)].sort()).toEqual([
      'noto-sans-hebrew-hebrew-400-normal',
      'noto-sans-latin-400-normal',
    ]);
    const all = inkBox(img, white);
    expect(all).not.toBeNull();
    const [left, right] = [at.x * 2000, (at.x + at.scale) * 2000];
    expect(Math.abs(all!.left - left)).toBeLessThan(0.02 * 1400);
    expect(Math.abs(all!.right - right)).toBeLessThan(0.02 * 1400);
    // The lines: rows with ink, split where a blank band runs between them.
    const rows = Array.from({ length: all!.bottom - all!.top + 1 }, (_, k) => all!.top + k).filter((y) =>
      inkBox(img, white, { left: all!.left, right: all!.right, top: y, bottom: y, count: 0 }),
    );
    const gap = rows.findIndex((y, k) => k > 0 && y - rows[k - 1]! > 3);
    expect(gap).toBeGreaterThan(0);
    const second = inkBox(img, white, { ...all!, top: rows[gap]!, bottom: all!.bottom });
    // Right-aligned: the short second line ends where the long one does, and starts far to its right.
    expect(Math.abs(second!.right - all!.right)).toBeLessThan(0.02 * 1400);
    expect(second!.left - all!.left).toBeGreaterThan(0.5 * 1400);
    fs.rmSync(dir, { recursive: true, force: true });
  });
