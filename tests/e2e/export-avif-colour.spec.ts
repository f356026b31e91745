// An AVIF that says Display P3 by its colour code alone (nclx, no profile), as some encoders write
// it, keeps its gamut through the browser export as through the engine: drawn into a P3 canvas, the
// output tagged Display P3 (decision 313).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { isDisplayP3Icc } from '#shared/files/icc-gamut';
import { test, expect } from './fixtures';
import { downloadOne, tmpDir } from './export-helpers';
import { isUpright, proEditorWith, quadrantColours, quadrants, type RGB } from './intake-helpers';
import { withNclxPrimaries } from '../fixtures/heif-boxes';

test('a Display P3 AVIF without a profile exports tagged Display P3, its numbers kept', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const photo = path.join(dir, 'phone.avif');
  const avif = await quadrants(320, 240).avif({ lossless: true }).toBuffer();
  await fs.promises.writeFile(photo, withNclxPrimaries(avif, 12));
  await proEditorWith(page, photo);

  const { bytes } = await downloadOne(page);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
  expect(meta.icc && isDisplayP3Icc(meta.icc)).toBe(true);
  // The quadrants' numbers as the file holds them. Clipped to sRGB on the way into the P3 canvas,
  // the green would be some 117,251,76.
  const { data, info } = await sharp(bytes, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) =>
    [...data.subarray((y * 320 + x) * info.channels, (y * 320 + x) * info.channels + 3)] as RGB;
  const seen = quadrantColours(at, 320, 240);
  expect(isUpright(seen, 12), JSON.stringify(seen)).toBe(true);
});
