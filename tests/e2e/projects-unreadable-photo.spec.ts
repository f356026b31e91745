// A saved project whose photo can no longer be read (damaged in storage) or is gone from it opens with
// the others and names the one it left out: a damaged one vanished without a word, and a missing one
// failed the whole project as "Project not found" (QA, issue 12).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectNoText } from './fixtures';
import { signUpViaApi, subscribeViaCheckout } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { solid, tmpDir } from './export-helpers';
import { orientedPhoto } from './intake-helpers';
import { saveProjectAs } from './project-helpers';

/** A Pro user's saved project of three photos; the folder its photos are stored in, by index. */
async function savedProject(page: Page, baseURL: string | undefined) {
  await signUpViaApi(page);
  // Pro keeps photos as files in the object store (decision 279), where one can be damaged or lost.
  await subscribeViaCheckout(page, 'pro');
  const dir = tmpDir();
  const photos: string[] = [];
  for (const o of [1, 3, 6]) photos.push(await orientedPhoto(dir, o, 300, 200));
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(photos);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(3);
  await canvasReady(page);
  await page
    .getByTestId('logo-input')
    .setInputFiles(await solid(path.join(dir, 'logo.png'), 50, 50, [255, 0, 0]));
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();
  await saveProjectAs(page, 'Damaged', 60_000);
  const { projects } = await (await page.request.get(`${baseURL}/api/projects`)).json();
  const root = path.join(process.env.E2E_DATA_DIR!, 'storage', 'projects', projects[0].id);
  const [save] = fs.readdirSync(root);
  return { id: projects[0].id as string, photo: (i: number) => path.join(root, save!, String(i)) };
}

test('a project photo damaged in storage is named when the project opens; the others load', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const project = await savedProject(page, baseURL);
  fs.writeFileSync(project.photo(1), 'not a photo any more');
  await page.goto(`/editor?project=${project.id}`);
  await expect(page.getByText('Open project: Damaged')).toBeVisible();
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2);
  await expect(page.getByText('"orientation-3.jpg" is not a valid image')).toBeVisible();
});

test('a project photo gone from storage is named when the project opens; the others load', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const project = await savedProject(page, baseURL);
  fs.rmSync(project.photo(2));
  await page.goto(`/editor?project=${project.id}`);
  await expect(page.getByText('Open project: Damaged')).toBeVisible();
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2);
  await expect(
    page.getByText('"orientation-6.jpg" is missing from the saved project and was left out.'),
  ).toBeVisible();
  await expectNoText(page, 'Project not found');
});
