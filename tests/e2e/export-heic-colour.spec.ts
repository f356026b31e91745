// A HEIC under a wide profile other than Display P3 (Adobe RGB) keeps its colours through the browser
// export: its numbers as libheif gives them, tagged with its own profile (decision 307).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { downloadOne, place, solid, tmpDir } from './export-helpers';
import { becomePro, fixturePath } from './intake-helpers';
import { adobeRgbProfile } from '../helpers/icc-builder';
import { withIccProfile } from '../fixtures/heif-boxes';

test('an Adobe RGB HEIC exports tagged Adobe RGB, its numbers kept', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const icc = adobeRgbProfile();
  const photo = path.join(dir, 'adobe.heic');
  await fs.promises.writeFile(photo, withIccProfile(fs.readFileSync(fixturePath('quadrants-p3.heic')), icc));
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(photo);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(1, { timeout: 60_000 });
  await canvasReady(page);
  await page
    .getByTestId('logo-input')
    .setInputFiles(await solid(path.join(dir, 'red.png'), 50, 50, [255, 0, 0]));
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();
  await place(page, { x: 0.9, y: 0.9, size: 0.05 }, false);

  const { name, bytes } = await downloadOne(page);
  expect(name).toBe('logobatch-image-1.jpg');
  const meta = await sharp(bytes).metadata();
  expect([meta.width, meta.height, meta.icc && Buffer.compare(meta.icc, icc)]).toEqual([320, 240, 0]);
  // The quadrants' numbers as libheif decodes them (red, green / blue, white), which the profile makes
  // Adobe RGB's: without it they would read as sRGB's, duller colours.
  const { data, info } = await sharp(bytes, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * 320 + x) * info.channels, (y * 320 + x) * info.channels + 3),
  ];
  const quadrants = [at(120, 60), at(240, 60), at(80, 180), at(240, 180)];
  const far = quadrants.flatMap((px, i) =>
    px.some(
      (v, c) =>
        Math.abs(
          v -
            [
              [255, 0, 0],
              [0, 255, 0],
              [0, 0, 255],
              [255, 255, 255],
            ][i]![c]!,
        ) > 12,
    )
      ? [`quadrant ${i}: ${px.join(',')}`]
      : [],
  );
  expect(far).toEqual([]);
});
