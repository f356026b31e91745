// Big photos: a 60 MP camera file and a 30,000 px panorama preview and export at full size; a photo
// wider than any canvas this browser can make fails alone, named, with the reason.
import path from 'node:path';
import sharp from 'sharp';
import type { Download } from '@playwright/test';
import { test, expect } from './fixtures';
import { bytesOf, downloadButton, openEditorWith, tmpDir } from './export-helpers';
import { fixturePath, isUpright, quadrantColours, quadrants, type RGB } from './intake-helpers';

test('a 60 MP photo and a 30,000 px panorama export at full size; one wider than a canvas fails alone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dir = tmpDir();
  const big = path.join(dir, 'camera-60mp.jpg');
  const pano = path.join(dir, 'panorama.jpg');
  const huge = path.join(dir, 'too-wide.png');
  await quadrants(9504, 6336).jpeg({ quality: 90 }).toFile(big);
  await quadrants(30000, 2000).jpeg({ quality: 90 }).toFile(pano);
  // 33,000 px: past Chromium's 32,767 px canvas side.
  await sharp({ create: { width: 33000, height: 600, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .png()
    .toFile(huge);

  await openEditorWith(page, [big, pano, huge], fixturePath('logo.png'));
  // The preview of the 60 MP photo is a stage-sized bitmap, not the full photo.
  const preview = await page
    .getByTestId('editor-canvas')
    .locator('canvas')
    .first()
    .evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
  expect(preview[0]! * preview[1]!).toBeLessThan(4_000_000);

  await page.getByRole('slider', { name: 'Size' }).fill('0.02');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill('0.95');
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill('0.95');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).blur();
  await page.getByRole('button', { name: 'Apply to All' }).click();
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await downloadButton(page).click();
  await expect(
    page.getByText(
      'Failed to process image: too-wide.png (too large for this browser to compose: at most 32,767 pixels a side and 268 megapixels)',
    ),
  ).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText('Export complete: 1 of 3 images failed; 2 exported.')).toBeVisible({
    timeout: 180_000,
  });
  expect(downloads.map((d) => d.suggestedFilename())).toEqual([
    'logobatch-image-1.jpg',
    'logobatch-image-2.jpg',
  ]);
  for (const [d, [w, h]] of [
    [downloads[0]!, [9504, 6336]],
    [downloads[1]!, [30000, 2000]],
  ] as const) {
    const { data, info } = await sharp(await bytesOf(d))
      .resize(w / 8, h / 8)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const meta = await sharp(await bytesOf(d)).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
    const at = (x: number, y: number): RGB => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    expect(isUpright(quadrantColours(at, info.width, info.height))).toBe(true);
  }
});
