// A text layer keeps the colour the user chose on a photo composed in its own numbers: a wide-gamut
// photo on the pixel path (Adobe RGB, decision 182) and any profiled JPEG at Original quality (Apple
// RGB, decision 330). Drawn as sRGB numbers there, a green came out more saturated and a grey lighter.
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { tmpDir, type RGB } from './export-helpers';
import { buildPages, serveDir, siteDir } from './page-site';
import { iccSegment, withSegments } from './metadata-helpers';
import { adobeRgbProfile, appleRgbProfile } from '../helpers/icc-builder';

const SITE = siteDir('text-colour');
let site: { base: string; close: () => void };
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildPages('tests/e2e/pages', { layers: 'export-layers.html' }, SITE);
  site = await serveDir(SITE);
});
test.afterAll(() => site?.close());

const APPLE_RGB = appleRgbProfile();
const PHOTOS: { name: string; icc: Buffer; colour: RGB }[] = [
  { name: 'apple-rgb.jpg', icc: APPLE_RGB, colour: [120, 120, 120] },
  { name: 'adobe-rgb.jpg', icc: adobeRgbProfile(), colour: [40, 160, 70] },
];
const hex = (c: RGB) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The most common colour that is not the black photo, read through the file's profile into sRGB. */
async function ink(bytes: Uint8Array): Promise<RGB> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i]! + data[i + 1]! + data[i + 2]! < 90) continue;
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  return [top >> 16, (top >> 8) & 255, top & 255];
}

for (const originalQuality of [true, false]) {
  const on = originalQuality ? 'on' : 'off';
  test(`text keeps its colour on Apple RGB and Adobe RGB photos (Original quality ${on})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const dir = tmpDir();
    const black = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#000000' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    await page.goto(`${site.base}/export-layers.html`);
    const at = { x: 0.3, y: 0.4, scale: 0.3, opacity: 1, rotation: 0, anchor: null };
    for (const p of PHOTOS) {
      const file = path.join(dir, p.name);
      await fs.promises.writeFile(file, withSegments(black, iccSegment(p.icc)));
      await page.locator('#photos').setInputFiles(file);
      const layers = [{ id: 't', kind: 'text', text: 'HHH', style: { color: hex(p.colour), bold: true } }];
      const download = page.waitForEvent('download', { timeout: 90_000 });
      const r = await page.evaluate((job) => window.exportLayers!(job), {
        layers,
        placements: { t: at },
        output: { originalQuality },
      });
      expect(r).toEqual({ produced: 1, failed: 0, status: 'done' });
      const seen = await ink(await fs.promises.readFile((await (await download).path())!));
      const off = seen.some((v, c) => Math.abs(v - p.colour[c]!) > 4);
      expect({ photo: p.name, seen: off ? seen : 'as chosen' }).toEqual({ photo: p.name, seen: 'as chosen' });
    }
  });
}
