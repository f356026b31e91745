import { test, expect, gotoIn } from './fixtures';
import { canvasReady, num, uploadLogo, uploadPhotos } from './editor-helpers';

const TEXT = {
  en: {
    select: 'Select up to 50 images',
    browse: 'Drag & drop or click to browse',
    empty: 'No images uploaded yet.',
    images3: 'Images (3)',
    of: (n: number, t: number) => `${n} of ${t}`,
    noLogo: 'No Logo Uploaded',
    size: 'Size',
    opacity: 'Opacity',
    bottomRight: 'Bottom right',
    applyAll: 'Apply to All',
    applied: 'Logo settings applied to all images!',
    next: 'Next',
    download: 'Download All Images',
    save: 'Save Project',
    removeLogo: 'Remove Logo',
    uploadLogo: 'Upload Logo',
  },
  he: {
    select: 'בחרו עד 50 תמונות',
    browse: 'גררו ושחררו או לחצו לבחירה',
    empty: 'עדיין לא הועלו תמונות.',
    images3: 'תמונות (3)',
    of: (n: number, t: number) => `${n} מתוך ${t}`,
    noLogo: 'לא הועלה לוגו',
    size: 'גודל',
    opacity: 'אטימות',
    bottomRight: 'למטה מימין',
    applyAll: 'החלה על הכול',
    applied: 'הגדרות הלוגו הוחלו על כל התמונות!',
    next: 'הבאה',
    download: 'הורדת כל התמונות',
    save: 'שמירת פרויקט',
    removeLogo: 'הסרת הלוגו',
    uploadLogo: 'העלאת לוגו',
  },
};

for (const lng of ['en', 'he'] as const) {
  test(`${lng}: upload 3 photos and a logo, place it by drag, keys and quick positions`, async ({ page }) => {
    const T = TEXT[lng];
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoIn(page, '/editor', lng);
    await expect(page.getByText(T.select)).toBeVisible();
    await expect(page.getByText(T.browse)).toBeVisible();
    await expect(page.getByText(T.empty)).toBeVisible();

    await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg', 'third.jpg']);
    await expect(page.getByRole('heading', { name: T.images3 })).toBeVisible();
    await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(3);
    await expect(page.getByText(T.of(1, 3)).first()).toBeVisible();
    await canvasReady(page);
    await expect(page.getByText(T.noLogo)).toBeVisible();

    await uploadLogo(page);
    await expect(page.getByText(T.noLogo)).toBeHidden();
    await expect(page.getByText('logo.png')).toBeVisible();
    // A new logo is centred at 60%: x = 0.2, y = (1 - 0.6 * 1200 * 160/400 / 800) / 2 = 0.32.
    expect(await num(page, 'X')).toBeCloseTo(0.2, 6);
    expect(await num(page, 'Y')).toBeCloseTo(0.32, 6);
    await expect(page.getByRole('slider', { name: T.size })).toHaveValue('0.6');

    // Drag the logo by its centre, towards the photo's left and bottom: x counts from the LEFT edge in both languages.
    const canvas = page.getByTestId('editor-canvas');
    const box = (await canvas.boundingBox())!;
    const [cx, cy] = (await canvas.getAttribute('data-logo-center'))!.split(',').map(Number) as [
      number,
      number,
    ];
    await page.mouse.move(box.x + cx, box.y + cy);
    await page.mouse.down();
    await page.mouse.move(box.x + cx - 40, box.y + cy + 30, { steps: 5 });
    await page.mouse.move(box.x + cx - 60, box.y + cy + 45, { steps: 5 });
    // Back near the photo's vertical centre line: the logo snaps and a blue guide shows, cleared on drop.
    await page.mouse.move(box.x + cx + 3, box.y + cy + 40, { steps: 5 });
    await expect(canvas).toHaveAttribute('data-guides', '1');
    await page.mouse.move(box.x + cx - 60, box.y + cy + 45, { steps: 5 });
    await page.mouse.up();
    await expect(canvas).toHaveAttribute('data-guides', '0');
    const x1 = await num(page, 'X');
    const y1 = await num(page, 'Y');
    expect(x1).toBeLessThan(0.2);
    expect(y1).toBeGreaterThan(0.32);

    // The logo is selected: one arrow moves by 0.01, Shift+arrow by 0.001.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => num(page, 'X')).toBeCloseTo(x1 + 0.01, 6);
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => num(page, 'Y')).toBeCloseTo(y1 + 0.001, 6);

    // Bottom right leaves 5% to the right and bottom edges: x = 1 - 0.05 - 0.6, y = 1 - 0.05 - 0.36; it is
    // anchored with those margins in units of the short side (60 px and 40 px of 800; decision 211).
    await page.getByRole('button', { name: T.bottomRight }).click();
    expect(await num(page, 'X')).toBeCloseTo(0.35, 6);
    expect(await num(page, 'Y')).toBeCloseTo(0.59, 6);

    await page.getByRole('slider', { name: T.opacity }).fill('0.5');
    await page.getByRole('button', { name: T.applyAll }).click();
    await expect(page.getByText(T.applied)).toBeVisible();
    await page.getByRole('button', { name: T.next, exact: true }).click();
    await expect(page.getByText(T.of(2, 3)).first()).toBeVisible();
    // Photo 2 is a 800 x 1200 portrait: the anchor keeps 60 px to the right and 40 px to the bottom, so
    // x = 1 - 60/800 - 0.6 = 0.325 and y = 1 - 40/1200 - 480 * 160/400 / 1200 = 0.806667.
    expect(await num(page, 'X')).toBeCloseTo(0.325, 6);
    expect(await num(page, 'Y')).toBeCloseTo(0.806667, 6);
    await expect(page.getByRole('slider', { name: T.opacity })).toHaveValue('0.5');

    await expect(page.getByRole('button', { name: T.download })).toBeVisible();
    await expect(page.getByRole('button', { name: T.save })).toBeVisible();

    await page.getByRole('button', { name: T.removeLogo }).click();
    await expect(page.getByText(T.noLogo)).toBeVisible();
    await expect(page.getByRole('button', { name: T.uploadLogo })).toBeVisible();
  });
}

test('the corner handle resizes the logo keeping its aspect, and the canvas follows the panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg']);
  await uploadLogo(page);
  await canvasReady(page);
  const canvas = page.getByTestId('editor-canvas');
  const box = (await canvas.boundingBox())!;
  const { width: stageW, height: stageH } = box;
  // Logo box at scale 0.6: x 0.2, y 0.32, height 0.36 of the stage.
  // The logo node is drawn once its image has decoded, which under load can be after the photo is
  // ready: click until it is selected, then grab the corner only once the handles are there.
  await expect(async () => {
    await page.mouse.click(box.x + stageW * 0.5, box.y + stageH * 0.5);
    await expect(canvas).toHaveAttribute('data-selected', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Konva draws the handles (and their hit areas) on the next frame: wait for two, not for a guess.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const cornerX = box.x + stageW * 0.8;
  const cornerY = box.y + stageH * (0.32 + 0.36);
  await page.mouse.move(cornerX, cornerY);
  await page.mouse.down();
  await page.mouse.move(cornerX - 60, cornerY - 24, { steps: 6 });
  await page.mouse.up();
  const sizeSlider = page.getByRole('slider', { name: 'Size' });
  await expect.poll(async () => Number(await sizeSlider.inputValue())).toBeLessThan(0.6);
  const size = Number(await sizeSlider.inputValue());
  expect(size).toBeLessThan(0.6);
  expect(size).toBeGreaterThan(0.3);

  // The rotation handle above the box turns it about its centre (snapping to 90 degrees near it).
  const [rx, ry] = (await canvas.getAttribute('data-logo-center'))!.split(',').map(Number) as [
    number,
    number,
  ];
  const logoH = size * stageW * (160 / 400);
  await page.mouse.move(box.x + rx, box.y + ry - logoH / 2 - 24);
  await page.mouse.down();
  await page.mouse.move(box.x + rx + 80, box.y + ry - 30, { steps: 4 });
  await page.mouse.move(box.x + rx + 120, box.y + ry + 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByRole('slider', { name: 'Rotation' })).toHaveValue('90');

  // Typing in the panel moves the logo on the canvas.
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill('0.1');
  await expect
    .poll(async () => Number((await canvas.getAttribute('data-logo-center'))!.split(',')[0]))
    .toBeCloseTo(stageW * (0.1 + size / 2), 0);
  // Clicking the empty photo hides the handles; arrow keys still move the logo while the canvas has focus.
  await page.mouse.click(box.x + 5, box.y + 5);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => num(page, 'X')).toBeCloseTo(0.09, 6);
});

test('small screens: arrows with "n of total" under the canvas, and the stage follows the window size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg', 'portrait.jpg']);
  await canvasReady(page);
  const canvas = page.getByTestId('editor-canvas');
  const stage = (await canvas.boundingBox())!;
  expect(stage.width).toBeLessThan(390);
  // 1200 x 800 keeps its aspect ratio.
  expect(stage.height).toBeCloseTo((stage.width * 800) / 1200, 0);
  // One pair on the page at this width (the Images panel's gives way), named as the spec words it.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(1);
  await expect(canvas.locator('xpath=..').getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByText('1 of 2')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(canvas).toHaveCSS('height', '400px');
  await expect(canvas).toHaveCSS('width', '600px');
  // From 768 px the arrows are in the Images panel only.
  await expect(canvas.locator('xpath=..').getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: /^Images/ }).getByRole('button', { name: 'Next', exact: true }),
  ).toBeVisible();
});

test('the hint bar under the canvas reads exactly the spec text, the key glyphs beside it', async ({
  page,
}) => {
  await page.goto('/editor');
  await uploadPhotos(page, ['landscape.jpg']);
  await canvasReady(page);
  await expect(
    page.getByText('Use arrow keys to fine-tune position (Shift for precision)', { exact: true }),
  ).toBeVisible();
});
