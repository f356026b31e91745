// A camera set to Adobe RGB embeds no profile; its EXIF says so (ColorSpace 65535, InteropIndex R03).
// The editor shows it through Adobe RGB, as Lightroom does, and the export keeps its numbers, tagged
// with the Adobe RGB profile, with Original quality on and off (decision 308).
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { previewPng } from './editor-helpers';
import { downloadOne, openEditorWith, place, solid, tmpDir, type RGB } from './export-helpers';
import { controls } from './export-settings-helpers';
import { iccSegment, withSegments } from './metadata-helpers';
import { adobeRgbProfile } from '../helpers/icc-builder';

const COLOUR: RGB = [60, 160, 90];
// sharp's types list IFD0 to IFD3; libvips writes IFD4, the Interop IFD, too.
const CAMERA_EXIF: Record<string, Record<string, string>> = {
  IFD0: { Make: 'Nikon' },
  IFD2: { ColorSpace: '65535' },
  IFD4: { InteroperabilityIndex: 'R03' },
};
const far = (a: RGB, b: RGB, tol: number) => a.some((v, i) => Math.abs(v - b[i]!) > tol);

/** A point near the top left, away from the logo wherever the editor first puts it. */
async function sample(bytes: Buffer, ignoreIcc = false): Promise<RGB> {
  const { data, info } = await sharp(bytes, { ignoreIcc }).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 10) * info.width + Math.floor(info.width / 10)) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

test('a camera Adobe RGB JPEG previews through Adobe RGB and exports tagged with it', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const photo = path.join(dir, 'DSC_0001.JPG');
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: COLOUR } })
    .withExif(CAMERA_EXIF)
    .jpeg({ quality: 95 })
    .toBuffer();
  await fs.promises.writeFile(photo, jpeg);
  // What the photo looks like in sRGB once its numbers are read as Adobe RGB's.
  const asAdobe = await sample(
    await sharp(withSegments(jpeg, iccSegment(adobeRgbProfile())))
      .toColourspace('srgb')
      .png()
      .toBuffer(),
  );
  expect(far(asAdobe, COLOUR, 10)).toBe(true);

  await openEditorWith(page, [photo], await solid(path.join(dir, 'red.png'), 40, 40, [255, 0, 0]));
  await expect.poll(async () => far(await sample(await previewPng(page)), asAdobe, 4)).toBe(false);
  await place(page, { x: 0.92, y: 0.92, size: 0.05 }, false);

  for (const original of [true, false]) {
    if (!original) await controls(page).originalQuality.uncheck();
    const { bytes } = await downloadOne(page);
    const meta = await sharp(bytes).metadata();
    expect([original, meta.icc && Buffer.compare(meta.icc, adobeRgbProfile())]).toEqual([original, 0]);
    expect([original, far(await sample(bytes, true), COLOUR, 3)]).toEqual([original, false]);
    const exif = await exifr.parse(bytes, { exif: true, interop: true, translateValues: false });
    expect([original, exif?.ColorSpace, exif?.InteropIndex]).toEqual([original, 65535, 'R03']);
  }
});
