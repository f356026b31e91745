// A Display P3 photo drawn into a P3 canvas (a P3 HEIC, an AVIF coded P3) keeps its numbers and is
// tagged P3 by the encoder: its EXIF must keep the camera's ColorSpace (65535, uncalibrated), not
// call it sRGB (1), which is for outputs converted to sRGB (decisions 180, 182, 313). The engine
// keeps 65535 already.
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { isDisplayP3Icc } from '#shared/files/icc-gamut';
import { test, expect } from './fixtures';
import { downloadOne, tmpDir } from './export-helpers';
import { proEditorWith, quadrants } from './intake-helpers';
import { withNclxPrimaries } from '../fixtures/heif-boxes';
import { buildTiff, jpegWithExif } from '../helpers/tiff-builder';

test('a P3 photo composed in a P3 canvas keeps EXIF ColorSpace 65535 beside its P3 profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const tiff = buildTiff({
    le: false,
    ifd0: [
      { tag: 0x010f, type: 2, values: 'Apple' },
      { tag: 0x0112, type: 3, values: [1] },
    ],
    exif: [{ tag: 0xa001, type: 3, values: [65535] }],
    gps: [],
  });
  const jpeg = jpegWithExif(new Uint8Array(await quadrants(320, 240).jpeg({ quality: 95 }).toBuffer()), tiff);
  const avif = await sharp(Buffer.from(jpeg)).keepExif().avif({ lossless: true }).toBuffer();
  const photo = path.join(dir, 'phone.avif');
  await fs.promises.writeFile(photo, withNclxPrimaries(avif, 12));
  await proEditorWith(page, photo);

  const { bytes } = await downloadOne(page);
  const meta = await sharp(bytes).metadata();
  expect(meta.icc && isDisplayP3Icc(meta.icc)).toBe(true);
  const exif = await exifr.parse(bytes, { translateValues: false });
  expect([exif?.Make, exif?.ColorSpace]).toEqual(['Apple', 65535]);
});
