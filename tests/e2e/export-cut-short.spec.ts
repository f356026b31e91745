// A JPEG cut short is marked unreadable on upload; with "Original quality" on (the default) and a logo
// small enough for that path, the export still reports it by name, as the editor promised, and the
// other photos export (decision 303).
import fs from 'node:fs';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { place, solid, tmpDir } from './export-helpers';
import { controls, downloadFiles, inDir } from './export-settings-helpers';
import { bySharp, writeSource } from './original-helpers';

test('a JPEG cut short fails alone and by name with "Original quality" on', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tmpDir();
  const spec = {
    width: 1024,
    height: 768,
    mcu: [16, 16] as [number, number],
    make: bySharp({ quality: 85 }),
  };
  const [first, cut, last] = await Promise.all(
    ['first', 'cut', 'last'].map((name) => writeSource(inDir(dir, `${name}.jpg`), { ...spec, name })),
  );
  const whole = fs.readFileSync(cut!);
  fs.writeFileSync(cut!, whole.subarray(0, Math.round(whole.length * 0.8)));

  await signUpViaApi(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles([first!, cut!, last!]);
  await expect(page.getByText('"cut.jpg" could not be read as an image.')).toBeVisible();
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2, { timeout: 60_000 });
  await canvasReady(page);
  await page
    .getByTestId('logo-input')
    .setInputFiles(await solid(inDir(dir, 'logo.png'), 200, 100, [255, 0, 0]));
  await place(page, { x: 0.7, y: 0.75, size: 0.2 });
  await expect(controls(page).originalQuality).toBeChecked();

  const files = await downloadFiles(page, 2);
  await expect(page.getByText('Failed to process image: cut.jpg')).toBeVisible();
  expect(files.map((f) => f.name)).toEqual(['logobatch-image-1.jpg', 'logobatch-image-3.jpg']);
  await expect(page.getByText(/^Original quality kept for/)).toContainText('Original quality kept for 2 of');
});
