// A Pro project opened after the account went back to Lite (QA): every photo it holds opens, HEIC and
// AVIF included, and a save on Lite keeps them (as JPEG, the size note saying where they shrank).
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, fixture, uploadLogo } from './editor-helpers';
import { tmpDir } from './export-helpers';
import { downloadFiles, inDir } from './export-settings-helpers';
import { becomePro } from './intake-helpers';
import { saveProjectAs } from './project-helpers';

/** Cancels the subscription and moves its end into the past at the provider: the account is Lite. */
async function backToLite(page: Page, email: string, base: string) {
  const cancelled = await page.request.post(`${base}/api/billing/cancel`, { headers: { Origin: base } });
  expect(cancelled.ok()).toBe(true);
  const fake = process.env.E2E_LEMONSQUEEZY_URL!;
  const subs = (await (await fetch(`${fake}/__control/subscriptions`)).json()) as {
    id: string;
    userEmail: string;
  }[];
  const sub = subs.find((s) => s.userEmail === email)!;
  await fetch(`${fake}/__control/subscriptions/${sub.id}/renews-in`, {
    method: 'POST',
    body: JSON.stringify({ days: -1 }),
  });
}

const photoNames = async (page: Page, base: string, id: string) => {
  const res = await page.request.get(`${base}/api/projects/${id}`);
  const { project } = (await res.json()) as { project: { images: { name: string }[] } };
  return project.images.map((i) => i.name);
};

test("a Pro project's HEIC and AVIF photos open on Lite and survive a save there", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const avif = inDir(tmpDir(), 'lake.avif');
  await sharp(fixture('landscape.jpg')).avif().toFile(avif);
  const user = await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  await page
    .getByTestId('photo-input')
    .setInputFiles([fixture('landscape.jpg'), fixture('quadrants-p3.heic'), avif]);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(3, { timeout: 60_000 });
  await uploadLogo(page);
  await canvasReady(page);
  await saveProjectAs(page, 'Trip', 60_000);
  const list = (await (await page.request.get(`${baseURL}/api/projects`)).json()) as {
    projects: { id: string }[];
  };
  const id = list.projects[0]!.id;

  await backToLite(page, user.email, baseURL!);
  await page.goto(`/editor?project=${id}`);
  await expect(page.getByText('Open project: Trip')).toBeVisible();
  // Before: the HEIC and the AVIF were left out, each in a toast calling it "not a valid image".
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText(/is not a valid image/)).toHaveCount(0);
  await canvasReady(page);
  const files = await downloadFiles(page, 3);
  expect(files.map((f) => f.name)).toEqual([
    'logobatch-image-1.jpg',
    'logobatch-image-2.jpg',
    'logobatch-image-3.jpg',
  ]);

  // Saved again on Lite: Lite keeps JPEG, PNG and WEBP, so the two come back as JPEG, none dropped.
  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save changes to "Trip"' });
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible({ timeout: 60_000 });
  expect(await photoNames(page, baseURL!, id)).toEqual(['landscape.jpg', 'quadrants-p3.jpg', 'lake.jpg']);
});
