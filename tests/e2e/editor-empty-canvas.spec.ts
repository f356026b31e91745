// The spec's canvas "while no logo exists … is covered by a dark overlay reading 'No Logo Uploaded'
// with an 'Upload Logo' button": so it is before any photo is added too, not only over a photo.
import { test, expect, gotoIn } from './fixtures';
import { fixture } from './editor-helpers';

const TEXT = {
  en: {
    noLogo: 'No Logo Uploaded',
    upload: 'Upload Logo',
    addText: 'Add Text',
    photos: 'Your photos will appear here',
  },
  he: {
    noLogo: 'לא הועלה לוגו',
    upload: 'העלאת לוגו',
    addText: 'הוספת טקסט',
    photos: 'התמונות שלכם יופיעו כאן',
  },
};

for (const lng of ['en', 'he'] as const) {
  test(`an empty editor shows the no-logo overlay, whose button takes the logo (${lng})`, async ({
    page,
  }) => {
    const T = TEXT[lng];
    await gotoIn(page, '/editor', lng);
    await expect(page.getByText(T.noLogo, { exact: true })).toBeVisible();
    await expect(page.getByText(T.photos, { exact: true })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: T.upload, exact: true }).click();
    await (await chooser).setFiles(fixture('logo.png'));
    // A logo without photos: the spec's "Save Logo Project" card takes the canvas's place.
    await expect(page.getByText(T.noLogo, { exact: true })).toBeHidden();
    await expect(page.getByText('logo.png', { exact: true })).toBeVisible();
  });
}

test('the empty canvas adds a text layer from the overlay', async ({ page }) => {
  await gotoIn(page, '/editor', 'en');
  const overlay = page.getByText('No Logo Uploaded', { exact: true }).locator('..');
  await overlay.getByRole('button', { name: 'Add Text', exact: true }).click();
  await expect(page.getByText('No Logo Uploaded', { exact: true })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});
