import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, fixture, num, uploadLogo, uploadPhotos } from './editor-helpers';
import { createLogoOnly } from './project-helpers';
import fs from 'node:fs';
import sharp from 'sharp';
import type { ProjectListDto } from '#shared/schemas/projects';

const LIMIT = 'Free plan users can save up to 2 projects. Upgrade to Pro for unlimited projects.';

test('save a project with images, reload the page, load it from /account with placements restored, delete it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg', 'third.jpg']);
  await uploadLogo(page);
  await canvasReady(page);

  // Move the logo on photo 2 only.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('2 of 3').first()).toBeVisible();
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill('0.123');
  await page.getByRole('spinbutton', { name: 'X', exact: true }).press('Enter');
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill('0.456');
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).press('Enter');
  await expect.poll(() => num(page, 'X')).toBeCloseTo(0.123, 6);

  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  // While the modal is open, the page behind is hidden: "Save Project" names one button, the modal's.
  await expect(page.getByRole('button', { name: 'Save Project' })).toHaveCount(1);
  await expect(modal.getByRole('checkbox', { name: 'Save images with project', exact: true })).toBeChecked();
  await expect(modal.getByText('Images: 3')).toBeVisible();
  await expect(modal.getByText('Logo: logo.png')).toBeVisible();
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter a project name');
  await modal.getByRole('textbox', { name: 'Project Name' }).fill('  Beach shoot  ');
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });

  // Reset the editor: a reload starts empty.
  await page.reload();
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();

  await page.goto('/account');
  const list = page.getByRole('region', { name: 'Saved Projects' });
  await expect(list.getByRole('heading', { name: 'Beach shoot' })).toBeVisible();
  await expect(list.getByText('Images: 3')).toBeVisible();
  await expect(list.getByText('1 of 2 saved projects used')).toBeVisible();
  await expect(list.getByRole('img', { name: 'Preview of Beach shoot' })).toHaveJSProperty('complete', true);
  // Buttons carry the spec's plain words; the project's name describes them.
  const load = list.getByRole('button', { name: 'Load', exact: true });
  await expect(load).toHaveAccessibleDescription('Beach shoot');
  await load.click();

  await expect(page).toHaveURL(/\/editor\?project=/);
  await expect(page.getByText('Open project: Beach shoot')).toBeVisible();
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(3);
  await canvasReady(page);
  await expect(page.getByText('1 of 3').first()).toBeVisible();
  const firstX = await num(page, 'X');
  expect(firstX).not.toBeCloseTo(0.123, 3);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('2 of 3').first()).toBeVisible();
  await expect.poll(() => num(page, 'X')).toBeCloseTo(0.123, 6);
  expect(await num(page, 'Y')).toBeCloseTo(0.456, 6);

  // Saving a loaded project updates it: still one project.
  await page.getByRole('button', { name: 'Save Project' }).click();
  const update = page.getByRole('dialog', { name: 'Save changes to "Beach shoot"' });
  await expect(update.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Beach shoot');
  await update.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible();

  await page.goto('/account');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete project?' });
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(1);
  await expect(confirm).toContainText(
    'Are you sure you want to delete this project? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await expect(list.getByRole('heading', { name: 'Beach shoot' })).toBeVisible();
  await list.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('heading', { name: 'Beach shoot' })).toBeHidden();
  await expect(list.getByText('No saved projects yet.', { exact: false })).toBeVisible();
});

test("a lite user's third save shows the limit message", async ({ page }) => {
  await signUpViaApi(page);
  for (const name of ['One', 'Two']) await createLogoOnly(page, name);
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg']);
  await uploadLogo(page);
  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill('Three');
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(modal.getByRole('alert')).toHaveText(LIMIT);
  await expect(modal.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Three');
  // Escape closes the modal and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save Project' })).toBeFocused();

  await page.goto('/account');
  await expect(page.getByText('2 of 2 saved projects used')).toBeVisible();
});

test('signed-out visitors are sent to sign in when they save, and cannot load', async ({ page }) => {
  await page.goto('/editor?project=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: 'User must be logged in' })).toBeVisible();
  await page.goto('/editor');
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the list shows an error banner whose "Try again" re-fetches, and a missing project says so', async ({
  page,
}) => {
  await signUpViaApi(page);
  let fail = true;
  await page.route('**/api/projects', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          json: { error: { code: 'internal', message: 'Internal server error' } },
        })
      : route.fallback(),
  );
  await page.goto('/account');
  const list = page.getByRole('region', { name: 'Saved Projects' });
  await expect(list.getByRole('alert')).toContainText('Failed to load projects. Please try again.');
  fail = false;
  await list.getByRole('button', { name: 'Try again' }).click();
  await expect(list.getByRole('alert')).toBeHidden();
  await expect(list.getByText('No saved projects yet.', { exact: false })).toBeVisible();

  await page.goto('/editor?project=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: 'Project not found' })).toBeVisible();
});

test('photos over 2 MB are re-encoded as JPEG within 1920x1080 before upload; smaller ones are kept as they are', async ({
  page,
}, info) => {
  await signUpViaApi(page);
  // A 3000 x 2000 PNG of noise: well over 2 MB.
  const big = info.outputPath('big-photo.png');
  await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toFile(big);
  expect(fs.statSync(big).size).toBeGreaterThan(2 * 1024 * 1024);

  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles([big, fixture('landscape.jpg')]);
  await uploadLogo(page);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill('Compressed');
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible({ timeout: 30_000 });

  const list = (await (await page.request.get('/api/projects')).json()) as ProjectListDto;
  const [first, second] = list.projects[0]!.images;
  expect(first).toMatchObject({ name: 'big-photo.jpg', type: 'image/jpeg', width: 1620, height: 1080 });
  expect(first!.size).toBeLessThan(2 * 1024 * 1024);
  expect(second).toMatchObject({
    name: 'landscape.jpg',
    type: 'image/jpeg',
    size: fs.statSync(fixture('landscape.jpg')).size,
  });
});
