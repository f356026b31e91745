// Tokens in the editor's preview: {date} follows the interface language when the user switches it, as
// the export (which writes the language of the moment) does; it used to keep the first language's date.
import path from 'node:path';
import { test, expect } from './fixtures';
import { canvasReady } from './editor-helpers';
import { solid, tmpDir } from './export-helpers';
import { previewChanged, previewPrint } from './layers-helpers';

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
