// Acceptance review of the editor: what a new user (or an acceptance test finding things by role,
// name and text) meets that the other specs did not pin down.
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { test, expect, expectNoText } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, uploadLogo, uploadPhotos } from './editor-helpers';

test('the logo preview says when a raster logo is enlarged on the current photo, never for an SVG', async ({
  page,
}) => {
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg', 'exif-rotated.jpg']);
  await uploadLogo(page, 'logo.png');
  await canvasReady(page);
  const logoCard = page.getByRole('region', { name: 'Logo', exact: true });
  // 60% of a 1200 px photo is 720 px for a 400 px wide logo.
  await expect(logoCard.getByText('Your logo is enlarged 1.8× on this photo')).toBeVisible();
  // At 30% it is drawn 360 px wide: smaller than its pixels, no notice.
  await page.getByRole('slider', { name: 'Size' }).fill('0.3');
  await expect(logoCard.getByTestId('logo-enlarged')).toHaveCount(0);
  await page.getByRole('slider', { name: 'Size' }).fill('1');
  await expect(logoCard.getByText(/enlarged 3\.0×/)).toBeVisible();
  // The notice follows the current photo: the second is only 200 px wide once upright.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(logoCard.getByTestId('logo-enlarged')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(logoCard.getByTestId('logo-enlarged')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Logo' }).click();
  await uploadLogo(page, 'logo.svg');
  await canvasReady(page);
  await page.getByRole('slider', { name: 'Size' }).fill('1');
  await expect(page.getByRole('region', { name: 'Logo', exact: true })).toBeVisible();
  await expect(page.getByTestId('logo-enlarged')).toHaveCount(0);
});

test('Clear All asks first, then empties the editor', async ({ page }) => {
  await page.goto('/editor');
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg']);
  await uploadLogo(page);
  await canvasReady(page);

  await page.getByRole('button', { name: 'Clear All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear the editor?' });
  await expect(dialog).toContainText('This removes all 2 photos');
  await dialog.getByRole('button', { name: 'Keep working' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('thumbnail')).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear All' }).click();
  const confirm = dialog.getByRole('button', { name: 'Yes, clear everything' });
  // Readable: its text colour differs from its background.
  const [fg, bg] = await confirm.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(el).backgroundColor,
  ]);
  expect(fg).not.toBe(bg);
  await confirm.click();
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();
  await expect(page.getByText('Select up to 50 images')).toBeVisible();
  await expect(page.getByTestId('logo-input')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Logo', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  // Photos added afterwards start from the defaults again, with no "saved positioning" message.
  await uploadPhotos(page, ['third.jpg']);
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  await expectNoText(page, 'New images added with saved logo positioning!');
});

for (const width of [1280, 390]) {
  test(`one "n of total" counter and one previous/next pair on the page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/editor');
    await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg', 'third.jpg']);
    await canvasReady(page);
    // getByText also finds text hidden by CSS: a second counter would make this ambiguous.
    await expect(page.getByText('1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('1 of 3')).toBeVisible();
  });
}

test('a visitor sent to sign in by Download All Images comes back to the same work and downloads it', async ({
  page,
}) => {
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg', 'third.jpg']);
  await uploadLogo(page);
  await canvasReady(page);
  await page.getByRole('button', { name: 'Bottom right' }).click();
  const x = await page.getByRole('spinbutton', { name: 'X' }).inputValue();

  await page.getByRole('button', { name: 'Download All Images' }).click();
  await expect(page).toHaveURL(/\/auth/);
  // The toast, not the editor's own prompt, which can still be on screen while /auth loads.
  await expect(page.locator('[data-toast-type]').filter({ hasText: 'Sign in to download' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill('Returning Visitor');
  await page.getByLabel('Email').fill(`back-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId('thumbnail')).toHaveCount(3);
  await expect(page.getByText('logo.png')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'X' })).toHaveValue(x);
  await canvasReady(page);
  const names: string[] = [];
  page.on('download', (d) => names.push(d.suggestedFilename()));
  await page.getByRole('button', { name: 'Download All Images' }).click();
  await expect.poll(() => names.length, { timeout: 30_000 }).toBe(3);
  expect(names).toEqual(['logobatch-image-1.jpg', 'logobatch-image-2.jpg', 'logobatch-image-3.jpg']);
});

test('a corrupt JPEG uploaded in a batch of 6 fails alone at export, with its name shown', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/editor');
  await uploadPhotos(page, [
    'landscape.jpg',
    'portrait.jpg',
    'corrupt.jpg',
    'third.jpg',
    'exif-rotated.jpg',
    'transparent.png',
  ]);
  await expect(page.getByTestId('thumbnail')).toHaveCount(6);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(5, { timeout: 30_000 });
  await uploadLogo(page);
  await canvasReady(page);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download All Images' }).click();
  await expect(page.getByText('Failed to process image: corrupt.jpg')).toBeVisible();
  const d = await download;
  expect(d.suggestedFilename()).toBe('logobatch-images.zip');
  const entries = Object.keys(unzipSync(new Uint8Array(fs.readFileSync((await d.path())!))));
  expect(entries).toEqual(['image-1.jpg', 'image-2.jpg', 'image-4.jpg', 'image-5.jpg', 'image-6.jpg']);
});

test('after Clear All, Save Project makes a new project instead of overwriting the one just saved', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg']);
  await uploadLogo(page);
  await canvasReady(page);
  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill('First shoot');
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  await expect(page.getByText('Open project: First shoot')).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await page
    .getByRole('dialog', { name: 'Clear the editor?' })
    .getByRole('button', { name: 'Yes, clear everything' })
    .click();
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();
  await expect(page.getByText('Open project: First shoot')).toHaveCount(0);
  await uploadPhotos(page, ['portrait.jpg']);
  await uploadLogo(page);
  await canvasReady(page);
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Save Project' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Save changes to/ })).toHaveCount(0);
});
