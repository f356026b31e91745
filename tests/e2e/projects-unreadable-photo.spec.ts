// A saved project whose photo can no longer be read (damaged in storage) opens with the others and
// names the one it left out: it used to vanish from the project without a word (QA, issue 12).
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { signUpViaApi, subscribeViaCheckout } from './auth-helpers';
import { canvasReady } from './editor-helpers';
import { solid, tmpDir } from './export-helpers';
import { orientedPhoto } from './intake-helpers';
import { saveProjectAs } from './project-helpers';

test('a project photo damaged in storage is named when the project opens; the others load', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  // Pro keeps photos as files in the object store (decision 279), where one can be damaged.
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
  fs.writeFileSync(path.join(root, save!, '1'), 'not a photo any more');

  await page.goto(`/editor?project=${projects[0].id}`);
  await expect(page.getByText('Open project: Damaged')).toBeVisible();
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(2);
  await expect(page.getByText('"orientation-3.jpg" is not a valid image')).toBeVisible();
});
