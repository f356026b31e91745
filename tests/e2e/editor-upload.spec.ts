import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoIn } from './fixtures';
import { canvasReady, fixture, uploadLogo, uploadPhotos } from './editor-helpers';
import { tmpDir } from './export-helpers';

test('a photo of the wrong type shows the exact message, with a close button, cleared by a valid upload', async ({
  page,
}) => {
  await page.goto('/editor');
  await uploadPhotos(page, ['logo.svg']);
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
  await expect(
    alert.getByText('Invalid file type. Only .jpg, .jpeg, .png files are accepted.'),
  ).toBeVisible();
  await expect(alert.getByRole('list', { name: 'Files not added' })).toHaveText('logo.svg');
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(alert).toBeHidden();

  await uploadPhotos(page, ['logo.svg']);
  await expect(alert).toBeVisible();
  await uploadPhotos(page, ['landscape.jpg']);
  await expect(alert).toBeHidden();
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
});

test('51 photos at once are refused with the exact message', async ({ page }) => {
  const dir = tmpDir();
  const files = Array.from({ length: 51 }, (_, i) => {
    const p = path.join(dir, `photo-${i + 1}.jpg`);
    fs.copyFileSync(fixture('third.jpg'), p);
    return p;
  });
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
    'Too many files. Maximum 50 files allowed.',
  );
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();
  // The first error of the first refused file: a wrong type comes before "too many", which counts
  // only the files of an accepted type (react-dropzone's order, which the spec describes).
  const notes = path.join(dir, 'notes.txt');
  fs.writeFileSync(notes, 'not a photo');
  await page.getByTestId('photo-input').setInputFiles([notes, ...files]);
  await expect(
    page.getByRole('alert').getByText('Invalid file type. Only .jpg, .jpeg, .png files are accepted.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveCount(0);
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();
  // 50 are fine, and .DS_Store / Thumbs.db in a folder drop are ignored rather than counted.
  const junk = [path.join(dir, '.DS_Store'), path.join(dir, 'Thumbs.db')];
  for (const j of junk) fs.writeFileSync(j, 'junk');
  await page.getByTestId('photo-input').setInputFiles([...files.slice(0, 50), ...junk]);
  await expect(page.getByRole('heading', { name: 'Images (50)' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a text file renamed .jpg is refused by content, naming the file, while the good photos are added', async ({
  page,
}) => {
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg', 'not-an-image.jpg']);
  await expect(page.getByRole('alert')).toHaveText(
    '"not-an-image.jpg" is not a valid image: its content does not match .jpg, .jpeg, .png.',
  );
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'not-an-image.jpg' })).toHaveCount(0);
});

test('a JPEG that cannot be decoded stays marked unreadable with a message, never as a broken thumbnail', async ({
  page,
}) => {
  await page.goto('/editor');
  await uploadPhotos(page, ['corrupt.jpg', 'landscape.jpg']);
  await expect(page.getByText('"corrupt.jpg" could not be read as an image.')).toBeVisible();
  await expect(page.getByTestId('thumbnail')).toHaveCount(2);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(1);
  await expect(page.getByTestId('thumbnail').first()).toContainText('Unreadable');
  // Its button says so too, the visible word first (axe's label-in-name failed on it).
  await expect(page.getByRole('button', { name: 'Unreadable: corrupt.jpg', exact: true })).toBeVisible();
  // As the current photo the canvas says so instead of loading forever; the next one shows.
  await expect(page.getByText('This photo could not be read.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Remove corrupt.jpg' }).click();
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
});

test('the logo area takes one PNG or SVG, checks its content and hides once a logo exists', async ({
  page,
}) => {
  await page.goto('/editor');
  await uploadLogo(page, 'landscape.jpg');
  await expect(
    page.getByRole('alert').getByText('Invalid file type. Only .png, .svg files are accepted.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').getByRole('list', { name: 'Files not added' })).toHaveText(
    'landscape.jpg',
  );
  // The dialog takes one file; two dropped at once are refused.
  const two = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['a'], 'a.png', { type: 'image/png' }));
    dt.items.add(new File(['b'], 'b.png', { type: 'image/png' }));
    return dt;
  });
  await page.getByRole('button', { name: /Upload your logo/ }).dispatchEvent('drop', { dataTransfer: two });
  await expect(page.getByRole('alert')).toHaveText('Too many files. Maximum 1 files allowed.');
  await uploadLogo(page, 'logo.svg');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Upload your logo')).toBeHidden();
  await expect(page.getByText('logo.svg')).toBeVisible();
  await expect(page.getByText(/0\.3 KB/)).toBeVisible();
  // Without photos, the logo-only project card offers to add images.
  await expect(page.getByRole('heading', { name: 'Save Logo Project' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Images Now' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove the logo file logo.svg' }).click();
  await expect(page.getByText('Upload your logo')).toBeVisible();
});

/** Text on the area the given axe run finds too faint (WCAG 1.4.3), as "text :: ratio". */
async function faintText(page: Page) {
  // Measured once the colour transition has ended, as a reader sees it.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page })
    .include('[role="button"][aria-label^="Select up to 50 images"]')
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 80)));
}

test('drag states colour the area: accept in success colours, reject in error colours', async ({ page }) => {
  await page.goto('/editor');
  const area = page.getByRole('button', { name: /Select up to 50 images/ });
  const drag = (name: string, type: string) =>
    page.evaluateHandle(
      ([n, t]) => {
        const dt = new DataTransfer();
        dt.items.add(new File(['x'], n!, { type: t }));
        return dt;
      },
      [name, type],
    );
  // Every state keeps its small print readable: the hint and the accepted types sit on the state's
  // tinted background (hover, accept, reject), not only on the idle white one the page-wide axe run sees.
  await area.hover();
  expect(await faintText(page), 'hovered').toEqual([]);
  await area.dispatchEvent('dragenter', { dataTransfer: await drag('a.jpg', 'image/jpeg') });
  await expect(area).toHaveClass(/border-emerald-500/);
  expect(await faintText(page), 'accept').toEqual([]);
  await area.dispatchEvent('dragleave', { dataTransfer: await drag('a.jpg', 'image/jpeg') });
  await expect(area).toHaveClass(/border-slate-300/);
  await area.dispatchEvent('dragenter', { dataTransfer: await drag('a.gif', 'image/gif') });
  await expect(area).toHaveClass(/border-red-500/);
  expect(await faintText(page), 'reject').toEqual([]);
});

test('thumbnails are keyboard usable: focus, Enter selects, the Current badge follows', async ({ page }) => {
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg']);
  await canvasReady(page);
  const second = page.getByRole('button', { name: 'portrait.jpg', exact: true });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('editor-canvas')).toHaveCSS('height', '400px');
  await page.getByRole('button', { name: 'Remove portrait.jpg' }).click();
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  await expect(page.getByText('Current')).toBeVisible();
});

test('Hebrew mirrors the page but not the canvas', async ({ page }) => {
  await gotoIn(page, '/editor', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await uploadPhotos(page, ['logo.svg']);
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(
    'סוג קובץ לא חוקי. רק קבצי \u2066.jpg, .jpeg, .png\u2069 מתקבלים.',
  );
  await expect(page.getByRole('alert').getByRole('list', { name: 'קבצים שלא נוספו' })).toHaveText('logo.svg');
  await uploadPhotos(page, ['landscape.jpg']);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await canvasReady(page);
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('dir', 'ltr');
});

test('the buttons open the right file dialogs: Upload More Images, Upload Logo, Add Images Now', async ({
  page,
}) => {
  await page.goto('/editor');
  const choose = async (button: string, files: string[]) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: button, exact: true }).click();
    await (await chooser).setFiles(files.map(fixture));
  };
  await choose('Select up to 50 images. Drag & drop or click to browse. Accepted: .jpg, .jpeg, .png', [
    'landscape.jpg',
  ]);
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  await choose('Upload More Images', ['portrait.jpg', 'third.jpg']);
  await expect(page.getByTestId('thumbnail')).toHaveCount(3);
  await canvasReady(page);
  await choose('Upload Logo', ['logo.svg']);
  await expect(page.getByText('No Logo Uploaded')).toBeHidden();

  // Removing every photo keeps their settings for the next ones, with the spec's message.
  await page.getByRole('button', { name: 'Top left' }).click();
  await page.getByRole('button', { name: 'Apply to All' }).click();
  for (const name of ['landscape.jpg', 'portrait.jpg', 'third.jpg']) {
    await page.getByRole('button', { name: `Remove ${name}` }).click();
  }
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Save Logo Project' })).toBeVisible();
  await choose('Add Images Now', ['third.jpg']);
  await expect(page.getByText('New images added with saved logo positioning!')).toBeVisible();
  // "Top left" leaves the spec's 5% of the width on the photo it is set on (decision 211).
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toHaveValue('0.05');
});
