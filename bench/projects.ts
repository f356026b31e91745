// `npm run bench:projects`: saving and reloading a saved project in the built app, in Chromium.
// Prints (does not assert):
//  - saving 20 photos of 12 megapixels from the editor (worker compression + upload + one transaction),
//  - loading it back from /editor?project=ID until all 20 thumbnails and the canvas are shown,
//  - the bytes stored per photo against the original size.
// Photos are generated once with sharp and cached under bench/out/ (gitignored).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, photoLikeJpegs, startServer } from './lib/harness';
import type { ProjectListDto } from '#shared/schemas/projects';

const COUNT = 20;
const dir = path.resolve('bench/out/project-photos');

const photos = () => photoLikeJpegs(dir, COUNT);

const allThumbsShown = (page: Page, n: number) =>
  page.waitForFunction(
    (want) => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid=thumbnail] img')];
      return imgs.length === want && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    n,
    { timeout: 600_000, polling: 100 },
  );

async function main() {
  const files = await photos();
  const originalBytes = files.reduce((s, f) => s + fs.statSync(f).size, 0);
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const res = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      headers: { Origin: server.url },
      data: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'secret-pass-1' },
    });
    if (!res.ok()) throw new Error(`sign-up failed: ${res.status()}`);

    await page.goto(`${server.url}/editor`);
    await page.getByTestId('photo-input').setInputFiles(files);
    await page.getByTestId('logo-input').setInputFiles(path.resolve('tests/fixtures/logo.png'));
    await allThumbsShown(page, COUNT);

    await page.getByRole('button', { name: 'Save Project' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('textbox', { name: 'Project Name' }).fill('Bench project');
    const t0 = Date.now();
    await modal.getByRole('button', { name: 'Save Project' }).click();
    await page.getByText('Project Saved!').waitFor({ timeout: 600_000 });
    const saveMs = Date.now() - t0;

    const list = (await (await page.request.get(`${server.url}/api/projects`)).json()) as ProjectListDto;
    const project = list.projects[0]!;
    const stored = project.images.reduce((s, i) => s + i.size, 0);

    const t1 = Date.now();
    await page.goto(`${server.url}/editor?project=${project.id}`);
    await allThumbsShown(page, COUNT);
    await page.locator('[data-testid=editor-canvas][data-ready=true]').waitFor({ timeout: 600_000 });
    const loadMs = Date.now() - t1;

    const mb = (b: number) => (b / 1e6).toFixed(2);
    console.log(
      `Saved project: ${COUNT} photos of 12 MP, ${mb(originalBytes)} MB in total (${mb(originalBytes / COUNT)} MB each)`,
    );
    console.log(
      `  save (compression in a worker + upload + one transaction): ${(saveMs / 1000).toFixed(2)} s`,
    );
    console.log(
      `  load (/editor?project=ID until 20 thumbnails and the canvas show): ${(loadMs / 1000).toFixed(2)} s`,
    );
    console.log(
      `  stored per photo: ${mb(stored / COUNT)} MB (${((100 * stored) / originalBytes).toFixed(1)}% of the original); ` +
        `size ${project.images[0]!.width}x${project.images[0]!.height}`,
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

void main();
