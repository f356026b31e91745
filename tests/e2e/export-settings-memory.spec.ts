// Output settings remembered: in this browser across a reload, for the account in a new browser,
// and with a saved project when it opens (where a photo reduced on save is named in the size note).
import { test, expect } from './fixtures';
import { newUser, signUpViaApi } from './auth-helpers';
import { canvasReady, fixture, uploadLogo } from './editor-helpers';
import { tmpDir } from './export-helpers';
import { controls, inDir, noisy, storedSettings } from './export-settings-helpers';

test('settings are remembered in this browser after a reload, Remove location data included', async ({
  page,
}) => {
  await page.goto('/editor');
  const c = controls(page);
  await c.originalQuality.uncheck();
  await c.format.selectOption({ label: 'WEBP' });
  await c.quality.fill('80');
  await c.resize.selectOption({ label: 'Long edge 2048 px' });
  await c.fileNames.selectOption({ label: 'Original names' });
  await c.removeLocation.uncheck();
  const chosen = {
    format: 'webp',
    quality: 80,
    resize: 2048,
    fileNames: 'original',
    removeLocation: false,
    originalQuality: false,
  };
  await expect.poll(() => storedSettings(page)).toEqual(chosen);
  await page.reload();
  await expect(c.format).toHaveValue('webp');
  await expect(c.quality).toHaveValue('80');
  await expect(c.resize).toHaveValue('2048');
  await expect(c.fileNames).toHaveValue('original');
  await expect(c.removeLocation).not.toBeChecked();
  await c.format.selectOption({ label: 'JPEG' });
  await expect(c.originalQuality).not.toBeChecked();
});

test("a signed-in user's settings come back in a new browser context", async ({ page, browser, baseURL }) => {
  const user = await signUpViaApi(page, newUser('settings'));
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/export-settings') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.goto('/editor');
  const c = controls(page);
  await c.format.selectOption({ label: 'PNG' });
  await c.resize.selectOption({ label: 'Custom' });
  await c.customEdge.fill('1500');
  await saved;
  await expect
    .poll(async () => (await page.request.get(`${baseURL}/api/me/export-settings`)).json())
    .toMatchObject({ settings: { format: 'png', resize: 1500 } });

  const other = await browser.newContext({ baseURL });
  const fresh = await other.newPage();
  const res = await fresh.request.post(`${baseURL}/api/auth/sign-in/email`, {
    headers: { Origin: baseURL! },
    data: { email: user.email, password: user.password },
  });
  expect(res.ok()).toBe(true);
  await fresh.goto('/editor');
  const d = controls(fresh);
  await expect(d.format).toHaveValue('png');
  await expect(d.resize).toHaveValue('custom');
  await expect(d.customEdge).toHaveValue('1500');
  await expect(d.quality).toBeDisabled();
  await other.close();
});

test("a signed-in user's change survives a reload made at once, and reaches the account", async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page, newUser('reload'));
  const synced = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/export-settings') && r.request().method() === 'GET',
  );
  await page.goto('/editor');
  await synced;
  const c = controls(page);
  await c.format.selectOption({ label: 'PNG' });
  await c.fileNames.selectOption({ label: 'Original names' });
  await expect.poll(async () => (await storedSettings(page))?.fileNames).toBe('original');
  // Within the 400 ms the change waits to be sent: the account still holds the defaults.
  await page.reload();
  await page.waitForResponse((r) => r.url().endsWith('/api/me/export-settings'));
  await page.waitForTimeout(500);
  await expect(c.format).toHaveValue('png');
  await expect(c.fileNames).toHaveValue('original');
  await expect
    .poll(async () => (await page.request.get(`${baseURL}/api/me/export-settings`)).json())
    .toMatchObject({ settings: { format: 'png', fileNames: 'original' } });
});

test('a project saves its settings and reduced photo sizes; opening it restores both and says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/editor');
  // Over 2 MB, so the save reduces it to fit 1920 x 1080 (SAVE_COMPRESSION).
  const big = await noisy(inDir(tmpDir(), 'big.jpg'), 2400, 1600);
  await page.getByTestId('photo-input').setInputFiles(big);
  await uploadLogo(page);
  await canvasReady(page);
  const c = controls(page);
  await c.format.selectOption({ label: 'WEBP' });
  await c.fileNames.selectOption({ label: 'Original names' });
  await expect(page.getByTestId('size-note')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill('Dunes');
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });

  // Other settings meanwhile; the project brings its own back.
  await c.format.selectOption({ label: 'JPEG' });
  await c.fileNames.selectOption({ label: 'Numbered' });
  await page.goto('/account');
  const list = page.getByRole('region', { name: 'Saved Projects' });
  await list.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByText('Open project: Dunes')).toBeVisible();
  await canvasReady(page);
  await expect(c.format).toHaveValue('webp');
  await expect(c.fileNames).toHaveValue('original');
  const note = page.getByTestId('size-note');
  await expect(note).toContainText('1 photo will be smaller than its original:');
  await expect(note).toContainText('1 was reduced when the project was saved (the original was not kept)');
  // Which photo, and by how much (QA: the note only counted them).
  const sizes = note.getByRole('list', { name: 'Photos that will be smaller' });
  await expect(sizes).toHaveText('big.jpg: 2400 × 1600 to 1620 × 1080 px');
  await c.resize.selectOption({ label: 'Long edge 1080 px' });
  await expect(sizes).toHaveText('big.jpg: 2400 × 1600 to 1080 × 720 px');
  await page.getByRole('banner').getByRole('button', { name: 'עברית' }).click();
  await expect(note.getByRole('list', { name: 'תמונות שיהיו קטנות יותר' })).toHaveText(
    'big.jpg: מ־2400 × 1600 ל־1080 × 720 פיקסלים',
  );
});

test('the panel is laid out in English and Hebrew (screenshots for review)', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  for (const lng of ['en', 'he'] as const) {
    await page.addInitScript((l) => localStorage.setItem('logobatch-language', l), lng);
    await page.goto('/editor');
    await page.getByTestId('photo-input').setInputFiles(fixture('landscape.jpg'));
    await canvasReady(page);
    const panel = page
      .locator('section, aside')
      .filter({ has: page.getByTestId('export-count') })
      .last();
    await expect(panel.locator('select')).toHaveCount(3);
    await panel.screenshot({ path: info.outputPath(`export-options-${lng}.png`) });
  }
});

test('two tabs follow each other: a change in one is not written back over by the other (QA)', async ({
  page,
  context,
}) => {
  await page.goto('/editor');
  const other = await context.newPage();
  await other.goto('/editor');
  const [c, d] = [controls(page), controls(other)];
  await c.format.selectOption({ label: 'WEBP' });
  await expect(d.format).toHaveValue('webp');
  await d.fileNames.selectOption({ label: 'Original names' });
  await expect(c.fileNames).toHaveValue('original');
  await page.reload();
  await expect(c.format).toHaveValue('webp');
  await expect(c.fileNames).toHaveValue('original');
});

test("a visitor's choice made before signing in stays, and reaches the account (QA)", async ({
  page,
  browser,
  baseURL,
}) => {
  const elsewhere = await browser.newContext({ baseURL });
  const user = await signUpViaApi(await elsewhere.newPage(), newUser('before'));
  const put = await elsewhere.request.put(`${baseURL}/api/me/export-settings`, {
    headers: { Origin: baseURL! },
    data: {
      format: 'png',
      quality: 95,
      resize: 2048,
      fileNames: 'original',
      removeLocation: false,
      originalQuality: true,
    },
  });
  expect(put.ok()).toBe(true);
  await elsewhere.close();

  await page.goto('/editor');
  const c = controls(page);
  await c.format.selectOption({ label: 'WEBP' });
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(c.format).toHaveValue('webp');
  await expect
    .poll(async () => (await page.request.get(`${baseURL}/api/me/export-settings`)).json())
    .toMatchObject({ settings: { format: 'webp', resize: 'original' } });
  await page.reload();
  await page.waitForResponse((r) => r.url().endsWith('/api/me/export-settings'));
  await page.waitForTimeout(500);
  await expect(c.format).toHaveValue('webp');
  await expect(c.resize).toHaveValue('original');
});
