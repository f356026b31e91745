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
    await page.mouse.up();
    const x1 = await num(page, 'X');
    const y1 = await num(page, 'Y');
    expect(x1).toBeLessThan(0.2);
    expect(y1).toBeGreaterThan(0.32);

    // The logo is selected: one arrow moves by 0.01, Shift+arrow by 0.001.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => num(page, 'X')).toBeCloseTo(x1 + 0.01, 6);
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => num(page, 'Y')).toBeCloseTo(y1 + 0.001, 6);

    // Bottom right leaves 5% to the right and bottom edges: x = 1 - 0.05 - 0.6, y = 1 - 0.05 - 0.36.
    await page.getByRole('button', { name: T.bottomRight }).click();
    expect(await num(page, 'X')).toBeCloseTo(0.35, 6);
    expect(await num(page, 'Y')).toBeCloseTo(0.59, 6);

    await page.getByRole('slider', { name: T.opacity }).fill('0.5');
    await page.getByRole('button', { name: T.applyAll }).click();
    await expect(page.getByText(T.applied)).toBeVisible();
    await page.getByRole('button', { name: T.next, exact: true }).click();
    await expect(page.getByText(T.of(2, 3)).first()).toBeVisible();
    expect(await num(page, 'X')).toBeCloseTo(0.35, 6);
    expect(await num(page, 'Y')).toBeCloseTo(0.59, 6);
    await expect(page.getByRole('slider', { name: T.opacity })).toHaveValue('0.5');

    await expect(page.getByRole('button', { name: T.download })).toBeVisible();
    await expect(page.getByRole('button', { name: T.save })).toBeVisible();

    await page.getByRole('button', { name: T.removeLogo }).click();
    await expect(page.getByText(T.noLogo)).toBeVisible();
    await expect(page.getByRole('button', { name: T.uploadLogo })).toBeVisible();
  });
}
