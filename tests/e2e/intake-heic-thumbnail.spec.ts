// An iPhone HEIC carries a small thumbnail beside the image: the editor's thumbnail is decoded from
// it, turned as the image is (decision 360), while the canvas still shows the full image.
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { canvasReady, previewPng } from './editor-helpers';
import { signUpViaApi } from './auth-helpers';
import { becomePro, fixturePath, thumbnailBytes, type RGB } from './intake-helpers';

async function raster(bytes: Buffer | Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (fx: number, fy: number): RGB => {
    const i = (Math.round(fy * info.height) * info.width + Math.round(fx * info.width)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { width: info.width, height: info.height, at };
}

const near = (got: RGB, want: RGB) => got.every((v, i) => Math.abs(v - want[i]!) <= 60);
const RED: RGB = [255, 0, 0];
const GREEN: RGB = [0, 255, 0];
const BLUE: RGB = [0, 0, 255];
const WHITE: RGB = [255, 255, 255];

test('HEIC thumbnails come from the file, upright, and the canvas shows the whole image', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  // 640x480 quadrants (red, green / blue, white) with a 320x240 thumbnail. In the first, only the
  // thumbnail still shows them (the image's coded data is noise): a strip thumbnail with the quadrants
  // can only have come from it. The second is turned 90° clockwise, image and thumbnail alike.
  await page
    .getByTestId('photo-input')
    .setInputFiles([fixturePath('thumbnail-only.heic'), fixturePath('thumbnail-rot.heic')]);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Quadrant centres, clockwise from the top left, against the colours expected there.
  const quadrants = (r: Awaited<ReturnType<typeof raster>>, want: RGB[]) =>
    [r.at(0.25, 0.25), r.at(0.75, 0.25), r.at(0.75, 0.75), r.at(0.25, 0.75)].map((c, i) => near(c, want[i]!));
  const plain = await raster(await thumbnailBytes(page, 0));
  expect([plain.width, plain.height]).toEqual([256, 192]);
  expect(quadrants(plain, [RED, GREEN, WHITE, BLUE])).toEqual([true, true, true, true]);
  const turned = await raster(await thumbnailBytes(page, 1));
  expect([turned.width, turned.height]).toEqual([192, 256]);
  expect(quadrants(turned, [BLUE, RED, GREEN, WHITE])).toEqual([true, true, true, true]);

  await page.getByRole('button', { name: 'thumbnail-rot.heic', exact: true }).click();
  await canvasReady(page);
  await expect
    .poll(async () => {
      const c = await raster(await previewPng(page));
      return [Math.abs(c.width / c.height - 3 / 4) < 0.02, quadrants(c, [BLUE, RED, GREEN, WHITE])];
    })
    .toEqual([true, [true, true, true, true]]);
});
