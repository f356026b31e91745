import type { FileChooser } from '@playwright/test';
import { test, expect, gotoIn } from './fixtures';
import { canvasReady, fixture, uploadPhotos } from './editor-helpers';

test('Enter and Space on the upload areas open their file dialogs', async ({ page }) => {
  // One listener for the whole test: Playwright intercepts file choosers only while one is registered,
  // and turning interception on for each wait raced the key press that followed (a chooser opened in
  // the page, never reported).
  const choosers: FileChooser[] = [];
  page.on('filechooser', (c) => choosers.push(c));
  await page.goto('/editor');
  const photos = page.getByRole('button', { name: /^Select up to 50 images/ });
  const logo = page.getByRole('button', { name: /^Upload your logo/ });
  const press = async (area: typeof photos, key: string) => {
    const before = choosers.length;
    await area.focus();
    await page.keyboard.press(key);
    await expect.poll(() => choosers.length, { timeout: 5_000 }).toBe(before + 1);
    return choosers.at(-1)!;
  };
  for (const [area, key] of [
    [photos, 'Enter'],
    [photos, 'Space'],
    [logo, 'Enter'],
    [logo, 'Space'],
  ] as const) {
    expect((await press(area, key)).isMultiple()).toBe(area === photos);
  }
  // The name holds the visible text (WCAG 2.5.3), the accepted types included.
  await expect(photos).toHaveAccessibleName(
    'Select up to 50 images. Drag & drop or click to browse. Accepted: .jpg, .jpeg, .png',
  );

  await (await press(photos, 'Enter')).setFiles([fixture('landscape.jpg')]);
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  // The Images panel is a drop target of the same zone, not a tab stop of its own.
  await expect(page.getByRole('region', { name: /^Images/ })).not.toHaveAttribute('tabindex');
});

test('the Hebrew file-type error isolates its list of extensions', async ({ page }) => {
  await gotoIn(page, '/editor', 'he');
  await uploadPhotos(page, ['logo.svg']);
  const list = page.getByRole('alert').locator('bdi[dir="ltr"]');
  await expect(list).toHaveText('.jpg, .jpeg, .png');
});

for (const width of [1280, 390]) {
  test(`a canvas reached with Tab is not hidden under the sticky header (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/editor');
    await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg']);
    await canvasReady(page);
    const canvas = page.getByTestId('editor-canvas');
    // The canvas top just inside the viewport, under the header: the browser sees it as visible.
    await canvas.evaluate((el) => {
      const all = [
        ...document.querySelectorAll<HTMLElement>('button, [tabindex="0"], input:not([hidden]), a[href]'),
      ];
      const before = all.filter((e) => e.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
      before.at(-1)!.focus({ preventScroll: true });
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 10);
    });
    await page.keyboard.press('Tab');
    await expect(canvas).toBeFocused();
    const header = await page.locator('body > div header, header.sticky').first().boundingBox();
    const box = await canvas.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
}

test('after an upload from an upload area, focus goes to what took its place, not to the page', async ({
  page,
}) => {
  await page.goto('/editor');
  const choose = async (area: string, files: string[]) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: new RegExp(`^${area}`) }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(files.map(fixture));
  };
  await choose('Select up to 50 images', ['landscape.jpg']);
  await expect(page.getByRole('button', { name: 'Upload More Images' })).toBeFocused();
  await choose('Upload your logo', ['logo.png']);
  const card = page.getByRole('region', { name: 'Logo', exact: true });
  await expect(card).toBeFocused();
  // The card is reached by script only; Tab goes on to its button, as it would have from the area.
  await expect(card).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove the logo file logo.png' })).toBeFocused();
});

test('focus that left an upload area for the page stays there when photos arrive otherwise', async ({
  page,
}) => {
  await page.goto('/editor');
  await page.getByRole('button', { name: /^Select up to 50 images/ }).focus();
  // A click on the page's background takes focus away to nothing; photos then come by a drop.
  await page.getByRole('heading', { name: 'Image Editor' }).click();
  await expect(page.locator('body')).toBeFocused();
  await uploadPhotos(page, ['landscape.jpg']);
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  await expect(page.locator('body')).toBeFocused();
});
