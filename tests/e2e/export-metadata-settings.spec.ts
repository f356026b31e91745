// The metadata rules under the output settings: "Remove location data" off keeps GPS, and PNG and
// WEBP outputs carry the source's EXIF (location removed by default) and an sRGB profile through the
// real Export Options.
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { downloadOne, openEditorWith, place, solid, tmpDir } from './export-helpers';
import { controls } from './export-settings-helpers';
import { cameraJpeg } from './metadata-helpers';

/** A profile's text (its description among it), with UTF-16's zero bytes dropped. */
const iccText = (icc: Buffer) => icc.toString('latin1').replaceAll('\0', '');

const ALL = { tiff: true, exif: true, gps: true, ifd1: true, translateValues: false, mergeOutput: false };

async function openCamera(page: Parameters<typeof openEditorWith>[0]) {
  const dir = tmpDir();
  const file = path.join(dir, 'camera.jpg');
  await fs.promises.writeFile(file, await cameraJpeg());
  const logo = await solid(path.join(dir, 'red.png'), 100, 100, [255, 0, 0]);
  await openEditorWith(page, [file], logo);
  await place(page, { x: 0.85, y: 0.85, size: 0.15 }, false);
}

test('with "Remove location data" unchecked, the export keeps the GPS position', async ({ page }) => {
  await openCamera(page);
  const box = controls(page).removeLocation;
  await expect(box).toBeChecked();
  await box.uncheck();
  const { bytes } = await downloadOne(page);
  const after = await exifr.parse(bytes, ALL);
  expect(after.gps).toMatchObject({ GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' });
  expect(after.ifd0).toMatchObject({ Artist: 'Ada Lens', Orientation: 1 });
});

for (const [label, format] of [
  ['PNG', 'png'],
  ['WEBP', 'webp'],
] as const) {
  test(`a ${label} export carries the camera's EXIF, upright, without GPS`, async ({ page }) => {
    await openCamera(page);
    await controls(page).format.selectOption({ label });
    const { bytes } = await downloadOne(page);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 400, 600]);
    // The photo is sRGB, and says so: Chromium's PNG encoder writes no profile (decision 362).
    expect(meta.icc && iccText(meta.icc)).toMatch(/sRGB/);
    // exifr reads PNG itself; for WEBP it gets the EXIF chunk sharp finds in the file (a TIFF block).
    let exif: Buffer = bytes;
    if (format === 'webp') {
      expect(meta.exif).toBeDefined();
      exif =
        meta.exif!.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? meta.exif!.subarray(6) : meta.exif!;
    }
    const after = await exifr.parse(exif, ALL);
    expect(after.ifd0).toMatchObject({ Artist: 'Ada Lens', Copyright: '(c) 2026 Ada Lens', Orientation: 1 });
    expect(after.exif).toMatchObject({ LensModel: 'RF50mm F1.2 L USM' });
    expect(after.gps).toBeUndefined();
  });
}
