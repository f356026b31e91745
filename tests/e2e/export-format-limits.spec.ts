// WEBP holds at most 16,383 px a side: a longer panorama exported as WEBP fails alone with that reason
// (not as if it were unreadable), and goes out once resized under the limit.
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { fixture } from './editor-helpers';
import { openEditorWith, place, solid, tmpDir } from './export-helpers';
import { controls, downloadFiles, inDir } from './export-settings-helpers';

test("a 16,400 px panorama as WEBP fails alone, named, with its format's limit; resized it exports", async ({
  page,
}) => {
  const dir = tmpDir();
  const photo = await solid(inDir(dir, 'beach.jpg'), 400, 300, [40, 120, 200]);
  const pano = await solid(inDir(dir, 'pano.jpg'), 16_400, 400, [200, 120, 40]);
  await openEditorWith(page, [photo, pano], fixture('logo.png'));
  await place(page, { x: 0.5, y: 0.5, size: 0.1 }, true);
  const c = controls(page);
  await c.format.selectOption({ label: 'WEBP' });

  const [first] = await downloadFiles(page, 1);
  await expect(
    page.getByText(
      'Failed to process image: pano.jpg (too large for WEBP or AVIF, which hold at most 16,383 pixels a side: choose JPEG or PNG, or a smaller Resize)',
    ),
  ).toBeVisible();
  await expect(page.getByText('Export complete: 1 of 2 images failed; 1 exported.')).toBeVisible();
  expect(first!.name).toBe('logobatch-image-1.webp');

  await c.resize.selectOption({ label: 'Long edge 4096 px' });
  const files = await downloadFiles(page, 2);
  expect(files.map((f) => f.name)).toEqual(['logobatch-image-1.webp', 'logobatch-image-2.webp']);
  const meta = await sharp(files[1]!.bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 4096, 100]);
});
