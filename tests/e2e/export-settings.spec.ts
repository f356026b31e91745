// Output settings through the real editor: every control changes the exported files as it says.
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { test, expect, expectNoText } from './fixtures';
import { fixture } from './editor-helpers';
import { decode, openEditorWith, place, solid, tmpDir, type RGB } from './export-helpers';
import {
  controls,
  downloadFiles,
  halfTransparentPng,
  inDir,
  noisy,
  storedSettings,
  unzip,
} from './export-settings-helpers';

const isRed = (c: RGB) => c[0] - c[1] > 100 && c[0] - c[2] > 100;

test('PNG and WEBP keep a transparent photo transparent (AVIF too where offered); JPEG stays the default', async ({
  page,
}) => {
  const dir = tmpDir();
  await openEditorWith(page, [await halfTransparentPng(inDir(dir, 'clear.png'))], fixture('logo.png'));
  await place(page, { x: 0.8, y: 0.8, size: 0.1 }, false);
  const c = controls(page);
  await expect(c.format).toHaveValue('jpeg');
  await expect(c.quality).toHaveValue('95');
  await expect(c.resize).toHaveValue('original');
  await expect(c.fileNames).toHaveValue('numbered');
  // The spec names a numbered file differently in the zip and singly: the hint gives both.
  await expect(c.fileNames).toHaveAccessibleDescription(
    'For example image-1.jpg in the zip, logobatch-image-1.jpg as a single download',
  );
  await expect(c.removeLocation).toBeChecked();

  const offered = await c.format.locator('option').allTextContents();
  expect(offered.slice(0, 3)).toEqual(['JPEG', 'PNG', 'WEBP']);
  const formats = [
    ['PNG', 'png', 'png'],
    ['WEBP', 'webp', 'webp'],
    ...(offered.includes('AVIF') ? [['AVIF', 'avif', 'heif'] as const] : []),
  ] as const;
  for (const [label, ext, sharpFormat] of formats) {
    await c.format.selectOption({ label });
    if (label === 'PNG') {
      await expect(c.quality).toBeDisabled();
      await expect(page.getByText('PNG is lossless: quality does not apply.')).toBeVisible();
    } else await expect(c.quality).toBeEnabled();
    const [file] = await downloadFiles(page, 1);
    expect(file!.name).toBe(`logobatch-image-1.${ext}`);
    const img = sharp(file!.bytes);
    const meta = await img.metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([sharpFormat, 400, 200, true]);
    const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alpha(50, 100)).toBe(0); // the transparent half stays transparent
    expect(alpha(300, 50)).toBe(255); // the opaque half stays opaque
  }

  // Back to JPEG: flattened on white as the spec has it.
  await c.format.selectOption({ label: 'JPEG' });
  const [jpeg] = await downloadFiles(page, 1);
  expect(jpeg!.name).toBe('logobatch-image-1.jpg');
  const img = await decode(jpeg!.bytes);
  expect(img.format).toBe('jpeg');
  expect(img.at(50, 100).every((v) => v > 245)).toBe(true);
});

test('Quality goes to the encoder: the same photo at 30 is far smaller than at 95', async ({ page }) => {
  const dir = tmpDir();
  await openEditorWith(page, [await noisy(inDir(dir, 'noise.jpg'), 800, 600)], fixture('logo.png'));
  const c = controls(page);
  // Quality is what the pixel path encodes at; "Original quality" keeps a JPEG's own tables instead.
  await c.originalQuality.uncheck();
  const [at95] = await downloadFiles(page, 1);
  await c.quality.fill('30');
  await expect(page.locator('output').filter({ hasText: /^30$/ })).toBeVisible();
  const [at30] = await downloadFiles(page, 1);
  expect(at30!.bytes.length).toBeLessThan(at95!.bytes.length * 0.5);
  // sharp re-encoding at the same qualities agrees on the ratio, so it is the quality and not chance.
  const raw = await sharp(at95!.bytes).raw().toBuffer({ resolveWithObject: true });
  const enc = (q: number) => sharp(raw.data, { raw: raw.info }).jpeg({ quality: q }).toBuffer();
  const [s95, s30] = await Promise.all([enc(95), enc(30)]);
  expect(at30!.bytes.length / at95!.bytes.length).toBeCloseTo(s30.length / s95.length, 0);
});

test('Quality goes to the WEBP encoder too', async ({ page }) => {
  const dir = tmpDir();
  await openEditorWith(page, [await noisy(inDir(dir, 'noise.jpg'), 800, 600)], fixture('logo.png'));
  const c = controls(page);
  await c.format.selectOption({ label: 'WEBP' });
  const [at95] = await downloadFiles(page, 1);
  await c.quality.fill('30');
  await expect(page.locator('output').filter({ hasText: /^30$/ })).toBeVisible();
  const [at30] = await downloadFiles(page, 1);
  expect([at95!.name, at30!.name]).toEqual(['logobatch-image-1.webp', 'logobatch-image-1.webp']);
  expect((await sharp(at30!.bytes).metadata()).format).toBe('webp');
  expect(at30!.bytes.length).toBeLessThan(at95!.bytes.length * 0.5);
});

test('Resize 1080 gives a long edge of 1080 with the logo in place and proportion; a custom long edge too; the size note says so', async ({
  page,
}) => {
  const dir = tmpDir();
  const photo = await solid(inDir(dir, 'grey.jpg'), 3000, 2000, [128, 128, 128]);
  const logo = await solid(inDir(dir, 'red.png'), 200, 100, [255, 0, 0]);
  const at = { x: 0.25, y: 0.5, size: 0.2 };
  await openEditorWith(page, [photo], logo);
  await place(page, at, false);
  const c = controls(page);
  await expect(page.getByTestId('size-note')).toHaveCount(0);
  await c.resize.selectOption({ label: 'Long edge 1080 px' });
  const note = page.getByTestId('size-note');
  await expect(note).toContainText('1 photo will be smaller than its original:');
  await expect(note).toContainText('1 is resized to a long edge of 1080 px');

  for (const [edge, size] of [
    [1080, { width: 1080, height: 720 }],
    [500, { width: 500, height: 333 }],
  ] as const) {
    if (edge === 500) {
      await c.resize.selectOption({ label: 'Custom' });
      await c.customEdge.fill('500');
      await expect(note).toContainText('1 is resized to a long edge of 500 px');
    }
    const [file] = await downloadFiles(page, 1);
    if (edge === 1080) {
      // A resized photo cannot keep its original quality: the summary says nothing of it.
      await expect(page.getByText('Export complete.')).toBeVisible();
      await expectNoText(page, /^Original quality kept for/);
    }
    const img = await decode(file!.bytes);
    expect([img.width, img.height]).toEqual([size.width, size.height]);
    const box = placementToPixels({ ...at, scale: at.size, opacity: 1, rotation: 0 }, size, {
      width: 200,
      height: 100,
    });
    let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
    const midX = Math.round(box.left + box.width / 2);
    const midY = Math.round(box.top + box.height / 2);
    for (let y = 0; y < img.height; y++) if (isRed(img.at(midX, y))) [minY, maxY] = [Math.min(minY, y), y];
    for (let x = 0; x < img.width; x++) if (isRed(img.at(x, midY))) [minX, maxX] = [Math.min(minX, x), x];
    // Chrome's JPEG subsamples colour: edges within 2 px at these small sizes.
    expect(Math.abs(minX - box.left)).toBeLessThanOrEqual(2);
    expect(Math.abs(maxX + 1 - (box.left + box.width))).toBeLessThanOrEqual(2);
    expect(Math.abs(minY - box.top)).toBeLessThanOrEqual(2);
    expect(Math.abs(maxY + 1 - (box.top + box.height))).toBeLessThanOrEqual(2);
  }

  // Never enlarged: a long edge above the photo's keeps its size, and the note goes away.
  await c.customEdge.fill('4000');
  await expect(note).toHaveCount(0);
  const [same] = await downloadFiles(page, 1);
  expect((await sharp(same!.bytes).metadata()).width).toBe(3000);
  await expect(page.getByText('Original quality kept for 1 of 1 photos', { exact: false })).toBeVisible();
  expect(await storedSettings(page)).toMatchObject({ resize: 4000 });

  // Typed past the limit, the field takes the closest long edge it allows as focus leaves, not the
  // last one that passed on the way (9999); what is no number leaves the value as it was.
  await c.customEdge.fill('');
  await c.customEdge.pressSequentially('99999');
  await c.customEdge.press('Tab');
  await expect(c.customEdge).toHaveValue('32767');
  await expect.poll(() => storedSettings(page)).toMatchObject({ resize: 32767 });
  await c.customEdge.fill('');
  await c.customEdge.press('Tab');
  await expect(c.customEdge).toHaveValue('32767');
});

test('Original names: collisions get -1, -2 in the zip and singly, with the output format extension', async ({
  page,
}) => {
  const dirs = [tmpDir(), tmpDir(), tmpDir()];
  const colour: RGB = [90, 120, 150];
  const photos = await Promise.all([
    solid(inDir(dirs[0]!, 'beach.jpg'), 120, 80, colour),
    solid(inDir(dirs[0]!, 'beach.png'), 120, 80, colour),
    solid(inDir(dirs[1]!, 'Beach.jpg'), 120, 80, colour),
    solid(inDir(dirs[0]!, 'dune.jpg'), 120, 80, colour),
    solid(inDir(dirs[2]!, 'beach.jpg'), 120, 80, colour),
  ]);
  await openEditorWith(page, photos, fixture('logo.png'));
  const c = controls(page);
  await c.fileNames.selectOption({ label: 'Original names' });
  await c.format.selectOption({ label: 'PNG' });
  const [zip] = await downloadFiles(page, 1);
  expect(zip!.name).toBe('logobatch-images.zip');
  expect(Object.keys(unzip(zip!.bytes))).toEqual([
    'beach.png',
    'beach-1.png',
    'Beach-2.png',
    'dune.png',
    'beach-3.png',
  ]);

  // Singly (fewer than 5): the same names as the zip would give (the logo is logo.png, not removed).
  for (let i = 0; i < 3; i++)
    await page
      .getByRole('button', { name: /^Remove .*\.jpg$/ })
      .last()
      .click();
  await expect(page.getByTestId('thumbnail')).toHaveCount(2);
  await c.format.selectOption({ label: 'JPEG' });
  const singles = await downloadFiles(page, 2);
  expect(singles.map((f) => f.name)).toEqual(['beach.jpg', 'beach-1.jpg']);
});
