// Decision 339: a tab left open while the browser signs in to another account writes nothing to that
// account, says why, and shows the account now signed in; another tab's sign-in shows at once.
import { test, expect } from './fixtures';
import { newUser, signUpHere, signUpViaApi } from './auth-helpers';
import { canvasReady, uploadLogo, uploadPhotos } from './editor-helpers';

const CHANGED =
  'This browser is now signed in to another account, in another tab. This page now shows that account: check your choices and try again.';

test('a save from a page of the old account lands on no account, and the page then shows the new one', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const ada = await signUpViaApi(page, newUser('ada'));
  await page.goto('/editor');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(ada.name)).toBeVisible();
  await uploadPhotos(page, ['landscape.jpg']);
  await uploadLogo(page);
  await canvasReady(page);

  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill("Ada's shoot");
  // The cookie changes behind the page's back, as a script or an old tab of another site build would.
  const out = await page.request.post(`${baseURL}/api/auth/sign-out`, {
    headers: { Origin: baseURL! },
    data: {},
  });
  expect(out.ok()).toBe(true);
  const ben = await signUpViaApi(page, newUser('ben'));

  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(modal.getByRole('alert')).toHaveText(CHANGED);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner.getByText(ben.name)).toBeVisible();
  const list = (await (await page.request.get(`${baseURL}/api/projects`)).json()) as { projects: unknown[] };
  expect(list.projects).toEqual([]);
});

test("another tab's sign-in shows in this tab without a reload", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const ada = await signUpViaApi(page, newUser('ada'));
  await page.goto('/editor');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(ada.name)).toBeVisible();

  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto('/editor');
  await other.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();

  const ben = newUser('ben');
  await signUpHere(other, ben);
  await expect(banner.getByText(ben.name)).toBeVisible();
  await expect(banner.getByText(ada.name)).toHaveCount(0);
});
