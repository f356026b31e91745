// Tokens in the editor's preview: {date} follows the interface language when the user switches it, as
// the export (which writes the language of the moment) does; it used to keep the first language's date.
// {artist} comes from the photo's EXIF in the preview as in the export; the preview used to leave it out.
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { canvasReady } from './editor-helpers';
import { solid, tmpDir } from './export-helpers';
import { brightCells, previewChanged, previewPrint, total } from './layers-helpers';

const dir = tmpDir();

test('{date} in the preview is rewritten in Hebrew when the language switches', async ({ page }) => {
  await page.goto('/editor');
  await page
    .getByTestId('photo-input')
    .setInputFiles([await solid(path.join(dir, 'dark.jpg'), 1500, 1000, [30, 30, 30])]);
  await canvasReady(page);
  await page.getByTestId('editor-canvas').getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('{date}');
  await page.waitForTimeout(500);
  const english = await previewPrint(page);
  await page.getByRole('button', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await previewChanged(page, english);
});

test("{artist} in the preview is the photo's EXIF Artist, as the export writes it", async ({ page }) => {
  const file = path.join(dir, 'artist.jpg');
  await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#1e1e1e' } })
    .withExif({ IFD0: { Artist: 'Dana Levi' } })
    .jpeg()
    .toFile(file);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles([file]);
  await canvasReady(page);
  await page.getByTestId('editor-canvas').getByRole('button', { name: 'Add Text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('{artist}');
  // White letters on the dark photo: the artist's name is drawn, not an empty value.
  await expect.poll(async () => total(await brightCells(page))).toBeGreaterThan(50);
});
