import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, num, uploadLogo, uploadPhotos } from './editor-helpers';
import { createLogoOnly } from './project-helpers';
import type { ProjectListDto } from '#shared/schemas/projects';

const LIMIT = 'Free plan users can save up to 2 projects. Upgrade to Pro for unlimited projects.';

async function projects(page: Page) {
  const res = await page.request.get(`${process.env.E2E_BASE_URL}/api/projects`);
  const list = (await res.json()) as ProjectListDto;
  return Object.fromEntries(list.projects.map((p) => [p.name, p.image_count]));
}

async function saveAs(page: Page, dialogName: string, name: string) {
  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: dialogName });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await modal.getByRole('button', { name: 'Save Project' }).click();
  return modal;
}

test('a new name saves a new project, the same name updates, and replacing another asks first', async ({
  page,
}) => {
  await signUpViaApi(page);
  const alpha = await createLogoOnly(page, 'Alpha');
  await page.goto(`/editor?project=${alpha}`);
  await expect(page.getByText('Open project: Alpha')).toBeVisible();
  await uploadPhotos(page, ['landscape.jpg']);
  await expect(page.getByTestId('export-count')).toHaveText('1');

  // Open project "Alpha", typed name "Bravo": a second project, Alpha untouched.
  await saveAs(page, 'Save changes to "Alpha"', 'Bravo');
  await expect(page.getByText('Project Saved!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  expect(await projects(page)).toEqual({ Alpha: 0, Bravo: 1 });
  await expect(page.getByText('Open project: Bravo')).toBeVisible();

  // The same name updates the open project: still two.
  await uploadPhotos(page, ['portrait.jpg']);
  await expect(page.getByTestId('export-count')).toHaveText('2');
  await saveAs(page, 'Save changes to "Bravo"', 'Bravo');
  await expect(page.getByText('Project Saved!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  expect(await projects(page)).toEqual({ Alpha: 0, Bravo: 2 });

  // Another project's name: nothing is written until the user chooses.
  const modal = await saveAs(page, 'Save changes to "Bravo"', 'Alpha');
  const confirm = page.getByRole('dialog', { name: 'Replace "Alpha"?' });
  await expect(confirm).toContainText('A project named "Alpha" already exists.');
  expect(await projects(page)).toEqual({ Alpha: 0, Bravo: 2 });
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(modal.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Alpha');
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await confirm.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  expect(await projects(page)).toEqual({ Alpha: 2, Bravo: 2 });

  // A third name on the lite plan: the spec's limit message, both projects kept.
  const third = await saveAs(page, 'Save changes to "Alpha"', 'Charlie');
  await expect(third.getByRole('alert')).toHaveText(LIMIT);
  expect(await projects(page)).toEqual({ Alpha: 2, Bravo: 2 });
});

test('an opened project saved under a new name keeps the original with its placements', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg']);
  await uploadLogo(page);
  await saveAs(page, 'Save Project', 'Original');
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });

  const x = page.getByRole('spinbutton', { name: 'X', exact: true });
  await x.fill('0.321');
  await x.press('Enter');
  await saveAs(page, 'Save changes to "Original"', 'Copy');
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
  expect(await projects(page)).toEqual({ Original: 1, Copy: 1 });

  const list = (await (
    await page.request.get(`${process.env.E2E_BASE_URL}/api/projects`)
  ).json()) as ProjectListDto;
  const byName = Object.fromEntries(list.projects.map((p) => [p.name, p]));
  await page.goto(`/editor?project=${byName.Original!.id}`);
  await expect(page.getByText('Open project: Original')).toBeVisible();
  await expect(page.getByTestId('export-count')).toHaveText('1');
  await canvasReady(page);
  expect(await num(page, 'X')).not.toBeCloseTo(0.321, 3);
});
