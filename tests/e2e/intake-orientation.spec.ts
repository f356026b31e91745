// All 8 EXIF orientations: the thumbnail, the canvas preview and the export show the picture upright.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { canvasReady } from './editor-helpers';
import { downloadButton, openEditorWith, tmpDir } from './export-helpers';
import { fixturePath, isUpright, orientedJpeg, quadrantColours, zipOf, type RGB } from './intake-helpers';

// Upright 360 x 240: orientations 5 to 8 are stored 240 x 360.
const W = 360;
const H = 240;
const ORIENTATIONS = [1, 2, 3, 4, 5, 6, 7, 8];

async function uprightIn(bytes: Buffer | Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): RGB => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return {
    width: info.width,
    height: info.height,
    upright: isUpright(quadrantColours(at, info.width, info.height)),
  };
}

const dataUrlBytes = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

/** The canvas preview as PNG bytes (the photo fills the stage; the logo is not there yet). */
async function canvasBytes(page: Page): Promise<Buffer> {
  const url = await page
    .getByTestId('editor-canvas')
    .locator('canvas')
    .first()
    .evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
  return dataUrlBytes(url);
}

async function thumbnailBytes(page: Page, index: number): Promise<Buffer> {
  const url = await page
    .getByTestId('thumbnail')
    .nth(index)
    .locator('img')
    .evaluate(async (img: HTMLImageElement) => {
      const blob = await (await fetch(img.src)).blob();
      return new Promise<string>((resolve) => {
        const r = new FileReader();
        r.onload = () => resolve(r.result as string);
        r.readAsDataURL(blob);
      });
    });
  return dataUrlBytes(url);
}

test('orientations 1 to 8 are upright in the thumbnail, the canvas and the export', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const files = await Promise.all(ORIENTATIONS.map((o) => orientedJpeg(dir, o, W, H)));
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(8, { timeout: 30_000 });

  for (const [i, o] of ORIENTATIONS.entries()) {
    const thumb = await uprightIn(await thumbnailBytes(page, i));
    expect([o, Math.abs(thumb.width / thumb.height - W / H) < 0.02, thumb.upright]).toEqual([o, true, true]);
    await page.getByRole('button', { name: `orientation-${o}.jpg`, exact: true }).click();
    await canvasReady(page);
    await expect
      .poll(async () => {
        const c = await uprightIn(await canvasBytes(page));
        return [Math.abs(c.width / c.height - W / H) < 0.02, c.upright];
      })
      .toEqual([true, true]);
  }

  // The export: signed in on the same photos, the logo in a corner away from the sampled points.
  await openEditorWith(page, files, fixturePath('logo.png'));
  await page.getByRole('slider', { name: 'Size' }).fill('0.05');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill('0.9');
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill('0.9');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).blur();
  await page.getByRole('button', { name: 'Apply to All' }).click();
  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  const zip = await zipOf(await download);
  for (const [i, o] of ORIENTATIONS.entries()) {
    const out = await uprightIn(zip[`image-${i + 1}.jpg`]!);
    expect([o, out.width, out.height, out.upright]).toEqual([o, W, H, true]);
  }
});
