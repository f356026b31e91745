// The HEIC figure of `npm run bench:export`: decode time per 12 MP photo, HEIC (libheif in
// WebAssembly, in our worker) against a JPEG of the same picture (Chromium's decoder), same run.
// The HEIC is made from the bench's first photo with heif-enc (Debian: libheif-examples) and cached;
// quality 50 gives about 3.3 MB, the weight of a 12 MP iPhone HEIC.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launch } from './browser';
import { OUT } from './inputs';

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

function heicOf(jpeg: string): string | null {
  const out = path.join(OUT, 'photo-01.heic');
  if (fs.existsSync(out)) return out;
  try {
    execFileSync('heif-enc', ['-q', '50', jpeg, '-o', out], { stdio: 'ignore' });
    return out;
  } catch {
    return null;
  }
}

/** Prints the figure; `base` serves the built bench pages (heic.html among them). */
export async function heicFigure(base: string, jpeg: string): Promise<void> {
  const heic = heicOf(jpeg);
  if (!heic) {
    console.log('\n  HEIC decode: skipped (heif-enc not found; apt-get install libheif-examples)');
    return;
  }
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/heic.html`);
    await page.locator('#photos').setInputFiles([jpeg, heic]);
    await page.locator('#start').click();
    await page.waitForFunction(() => window.__heicResult, null, { timeout: 300_000, polling: 100 });
    const r = (await page.evaluate(() => window.__heicResult))!;
    if ('error' in r) throw new Error(`heic.html: ${r.error}`);
    const [j, h] = [median(r.jpegMs), median(r.heicMs)];
    const mb = (f: string) => (fs.statSync(f).size / 2 ** 20).toFixed(1);
    console.log(
      `\ndecode of one 4000x3000 photo in a worker (median of ${r.jpegMs.length}), JPEG ${mb(jpeg)} MB, HEIC ${mb(heic)} MB`,
    );
    console.log(`  JPEG (Chromium)        ${j.toFixed(0).padStart(6)} ms`);
    console.log(
      `  HEIC (libheif wasm)    ${h.toFixed(0).padStart(6)} ms   first one, with loading libheif: ${r.first.toFixed(0)} ms`,
    );
    console.log(`  HEIC / JPEG:  ${(h / j).toFixed(2)}x`);
  } finally {
    await browser.close();
  }
}
