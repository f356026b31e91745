// The export through the real editor: what the file holds is where the preview model puts the logo.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { test, expect } from './fixtures';
import { decode, downloadOne, near, openEditorWith, place, solid, tmpDir, type RGB } from './export-helpers';

const GREY: RGB = [128, 128, 128];
const RED: RGB = [255, 0, 0];
const PHOTO = { width: 2000, height: 1000 };
const LOGO = { width: 200, height: 100 };
const AT = { x: 0.25, y: 0.5, size: 0.2 };

async function greyAndRed() {
  const dir = tmpDir();
  return {
    photo: await solid(path.join(dir, 'grey.jpg'), PHOTO.width, PHOTO.height, GREY),
    logo: await solid(path.join(dir, 'red.png'), LOGO.width, LOGO.height, RED),
  };
}

const isRed = (c: RGB) => c[0] - c[1] > 100 && c[0] - c[2] > 100;

for (const mode of ['workers', 'main thread'] as const) {
  test(`${mode}: the logo box is red within 1 px of the placement model, grey elsewhere`, async ({
    page,
  }) => {
    if (mode === 'main thread')
      await page.addInitScript(() => localStorage.setItem('logobatch-export-mode', 'main'));
    const { photo, logo } = await greyAndRed();
    await openEditorWith(page, [photo], logo);
    await place(page, AT, false);
    const { name, bytes } = await downloadOne(page);
    expect(name).toBe('logobatch-image-1.jpg');
    const img = await decode(bytes);
    expect(img.format).toBe('jpeg');
    expect([img.width, img.height]).toEqual([2000, 1000]);

    const box = placementToPixels({ ...AT, scale: AT.size, opacity: 1, rotation: 0 }, PHOTO, LOGO);
    expect(box).toMatchObject({ left: 500, top: 500, width: 400, height: 200 });
    // The red region's bounds, found by scanning rows and columns through the box.
    let minX = Infinity,
      maxX = -Infinity,
      minY = Infinity,
      maxY = -Infinity;
    for (let y = 0; y < img.height; y += 1)
      if (isRed(img.at(700, y))) [minY, maxY] = [Math.min(minY, y), Math.max(maxY, y)];
    for (let x = 0; x < img.width; x += 1)
      if (isRed(img.at(x, 600))) [minX, maxX] = [Math.min(minX, x), Math.max(maxX, x)];
    expect(Math.abs(minX - box.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(maxX + 1 - (box.left + box.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(minY - box.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(maxY + 1 - (box.top + box.height))).toBeLessThanOrEqual(1);
    // Inside red, outside grey, on a grid over the whole photo. Chrome's JPEG encoder subsamples
    // colour (4:2:0), so within one 16 px block of the edges only "not red" is asked outside.
    const bad: string[] = [];
    for (let y = 1; y < img.height; y += 3) {
      for (let x = 1; x < img.width; x += 3) {
        const c = img.at(x, y);
        const d = Math.max(
          box.left - x,
          x - (box.left + box.width - 1),
          box.top - y,
          y - (box.top + box.height - 1),
        );
        if (d <= -2 && !near(c, RED, 10)) bad.push(`red at ${x},${y}: ${c}`);
        else if (d >= 2 && d < 16 && isRed(c)) bad.push(`not red at ${x},${y}: ${c}`);
        else if (d >= 16 && !near(c, GREY, 3)) bad.push(`grey at ${x},${y}: ${c}`);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });
}

test('at opacity 0.5 the logo blends with the photo within 3/255', async ({ page }) => {
  const { photo, logo } = await greyAndRed();
  await openEditorWith(page, [photo], logo);
  await place(page, { ...AT, opacity: 0.5 }, false);
  const img = await decode((await downloadOne(page)).bytes);
  const expected = RED.map((r, i) => 0.5 * r + 0.5 * GREY[i]!) as RGB;
  let sum: RGB = [0, 0, 0];
  let n = 0;
  const bad: string[] = [];
  // 16 px in from the edges: Chrome's JPEG encoder subsamples colour in 16 px blocks.
  for (let y = 516; y < 684; y += 3) {
    for (let x = 516; x < 884; x += 3) {
      const c = img.at(x, y);
      if (!near(c, expected, 4)) bad.push(`blend at ${x},${y}: ${c}`);
      sum = sum.map((v, i) => v + c[i]!) as RGB;
      n++;
    }
  }
  expect(bad.slice(0, 5)).toEqual([]);
  const mean = sum.map((v) => v / n) as RGB;
  expect(near(mean, expected, 3), `mean ${mean} vs ${expected}`).toBe(true);
  expect(near(img.at(100, 100), GREY, 3)).toBe(true);
});

test('rotated 45 degrees it matches a reference composed with sharp from the same placement', async ({
  page,
}) => {
  const { photo, logo } = await greyAndRed();
  await openEditorWith(page, [photo], logo);
  await place(page, { ...AT, rotation: 45 }, false);
  const out = (await downloadOne(page)).bytes;
  await fs.promises.writeFile(test.info().outputPath('rotated.jpg'), out);

  const box = placementToPixels({ ...AT, scale: AT.size, opacity: 1, rotation: 45 }, PHOTO, LOGO);
  const turned = await sharp(logo)
    .resize(box.width, box.height)
    .rotate(45, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const reference = await sharp(photo)
    .composite([
      {
        input: turned.data,
        left: Math.round(box.centerX - turned.info.width / 2),
        top: Math.round(box.centerY - turned.info.height / 2),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  const got = await sharp(out).removeAlpha().raw().toBuffer();
  // Mean absolute difference over the rotated box's surroundings (where any misplacement shows).
  const x0 = Math.floor(box.centerX - 240),
    x1 = Math.ceil(box.centerX + 240);
  const y0 = Math.floor(box.centerY - 240),
    y1 = Math.ceil(box.centerY + 240);
  let diff = 0;
  let n = 0;
  let red = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * PHOTO.width + x) * 3;
      for (let c = 0; c < 3; c++) diff += Math.abs(got[i + c]! - reference[i + c]!);
      if (got[i]! - got[i + 1]! > 100) red++;
      n += 3;
    }
  }
  expect(diff / n).toBeLessThan(2.5);
  // The logo is really there: its area is the box's area (400 x 200) within 2%.
  expect(Math.abs(red - box.width * box.height) / (box.width * box.height)).toBeLessThan(0.02);
});

test('an SVG logo is rasterised at the drawn size, so it stays sharp however large it is drawn', async ({
  page,
}) => {
  const dir = tmpDir();
  const photo = await solid(path.join(dir, 'wide.jpg'), 4000, 2000, GREY);
  // 40 x 20 intrinsic size, left half red: drawn 100 times larger, an enlarged raster would blur
  // the middle edge over about 100 px; rasterised at the drawn size it stays a 1-2 px step.
  const svg = path.join(dir, 'half.svg');
  fs.writeFileSync(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="20" height="20" fill="#ff0000"/></svg>',
  );
  await openEditorWith(page, [photo], svg);
  await place(page, { x: 0, y: 0, size: 1 }, false);
  const img = await decode((await downloadOne(page)).bytes);
  expect([img.width, img.height]).toEqual([4000, 2000]);
  const redness = (x: number) => (img.at(x, 1000)[0] - img.at(x, 1000)[1]) / (255 - 0);
  let soft = 0;
  for (let x = 1900; x < 2100; x++) if (redness(x) > 0.1 && redness(x) < 0.9) soft++;
  expect(soft).toBeLessThanOrEqual(3);
  expect(redness(1990)).toBeGreaterThan(0.9);
  expect(redness(2010)).toBeLessThan(0.1);
});
