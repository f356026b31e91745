// A photo a Lite project reduces on save keeps its metadata: exports from the reopened project carry
// the photo's EXIF, and its location too where the user keeps it.
import exifr from 'exifr';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, uploadLogo } from './editor-helpers';
import { tmpDir } from './export-helpers';
import { controls, downloadFiles, inDir } from './export-settings-helpers';
import { saveProjectAs } from './project-helpers';
import { grain } from '../helpers/grain';

test('a photo reduced on save exports with its EXIF, and its GPS only when asked', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/editor');
  // Over 2 MB, so the save reduces it to fit 1920 x 1080.
  const big = inDir(tmpDir(), 'dunes.jpg');
  await grain(2400, 1600)
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .withExif({
      IFD0: { Artist: 'Dana Levi', Copyright: 'Copyright 2026 Dana Levi' },
      IFD2: { DateTimeOriginal: '2026:05:01 06:12:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 15/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '34/1 48/1 0/1',
      },
    })
    .toFile(big);
  await page.getByTestId('photo-input').setInputFiles(big);
  await uploadLogo(page);
  await canvasReady(page);
  await saveProjectAs(page, 'Dunes', 60_000);

  await page.goto('/account');
  await page
    .getByRole('region', { name: 'Saved Projects' })
    .getByRole('button', { name: 'Load', exact: true })
    .click();
  await canvasReady(page);
  await expect(page.getByTestId('size-note')).toContainText('reduced when the project was saved');
  const exported = async () => {
    const [file] = await downloadFiles(page, 1);
    return exifr.parse(file!.bytes, { gps: true });
  };
  const plain = await exported();
  expect(plain).toMatchObject({ Artist: 'Dana Levi', Copyright: 'Copyright 2026 Dana Levi' });
  expect(plain.DateTimeOriginal).toBeInstanceOf(Date);
  expect(plain.ExifImageWidth).toBe(1620);
  expect(plain.GPSLatitude).toBeUndefined();
  await controls(page).removeLocation.uncheck();
  expect((await exported()).latitude).toBeCloseTo(31.25, 3);
});
