// A HEIC under a wide profile other than Display P3 (Adobe RGB) keeps its colours through the browser
// export: its numbers as libheif gives them, tagged with its own profile (decision 307).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { downloadOne, tmpDir } from './export-helpers';
import { fixturePath, proEditorWith } from './intake-helpers';
import { adobeRgbProfile } from '../helpers/icc-builder';
import { withIccProfile } from '../fixtures/heif-boxes';

test('an Adobe RGB HEIC exports tagged Adobe RGB, its numbers kept', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const icc = adobeRgbProfile();
  const photo = path.join(dir, 'adobe.heic');
  await fs.promises.writeFile(photo, withIccProfile(fs.readFileSync(fixturePath('quadrants-p3.heic')), icc));
  await proEditorWith(page, photo);

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
