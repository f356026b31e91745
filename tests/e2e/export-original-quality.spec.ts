// "Original quality": JPEG to JPEG at its own size changes only the blocks under the watermark. Every
// other pixel decodes exactly as the source's (sharp, libjpeg-turbo, decodes both); under the logo the
// result matches the pixel path's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { test, expect } from './fixtures';
import { near, openEditorWith, place, solid, tmpDir, type RGB } from './export-helpers';
import { controls, downloadFiles, inDir, storedSettings, unzip } from './export-settings-helpers';
import { byCjpeg, bySharp, writeSource, type SourceSpec } from './original-helpers';

const W = 1024;
const H = 768;
const LOGO = { width: 200, height: 100 };
const AT = { x: 0.7, y: 0.75, size: 0.2 };
const RED: RGB = [255, 0, 0];

const SOURCES: SourceSpec[] = [
  {
    name: '444-baseline',
    width: W,
    height: H,
    mcu: [8, 8],
    make: bySharp({ quality: 90, chromaSubsampling: '4:4:4' }),
  },
  {
    name: '420-progressive',
    width: W,
    height: H,
    mcu: [16, 16],
    make: bySharp({ quality: 85, progressive: true }),
  },
  {
    name: '422-restart',
    width: W,
    height: H,
    mcu: [16, 8],
    make: byCjpeg('-quality', '85', '-sample', '2x1', '-restart', '2'),
  },
  {
    name: '420-progressive-restart',
    width: W,
    height: H,
    mcu: [16, 16],
    make: byCjpeg('-quality', '80', '-progressive', '-restart', '1'),
  },
  ...[3, 6, 8].map((orientation) => ({
    name: `420-orientation-${orientation}`,
    width: W,
    height: H,
    mcu: [16, 16] as [number, number],
    orientation,
    make: bySharp({ quality: 90, optimiseCoding: false }),
  })),
];

/**
 * The source turned upright by libjpeg-turbo's own lossless rotation (what decoding the turned
 * coefficients gives); decoding first and turning the pixels rounds chroma and the IDCT differently.
 */
function upright(file: string, orientation = 1): Buffer {
  if (orientation === 1) return fs.readFileSync(file);
  const turn = { 3: '180', 6: '90', 8: '270' }[orientation as 3 | 6 | 8];
  return execFileSync('jpegtran', ['-copy', 'none', '-perfect', '-rotate', turn, file]);
}

async function rgb(bytes: Buffer | Uint8Array) {
  const { data, info } = await sharp(bytes)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

test('only the MCUs under the logo change; under it the logo matches the pixel path', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = tmpDir();
  const files = await Promise.all(SOURCES.map((s) => writeSource(inDir(dir, `${s.name}.jpg`), s)));
  await openEditorWith(page, files, await solid(inDir(dir, 'red.png'), LOGO.width, LOGO.height, RED));
  await place(page, AT);
  const c = controls(page);
  await expect(c.originalQuality).toBeChecked();

  const [kept] = await downloadFiles(page, 1);
  await expect(
    page.getByText(`Original quality kept for ${files.length} of ${files.length} photos`),
  ).toBeVisible();
  await c.originalQuality.uncheck();
  const [pixels] = await downloadFiles(page, 1);
  const [ours, theirs] = [unzip(kept!.bytes), unzip(pixels!.bytes)];

  const box = placementToPixels(
    { ...AT, scale: AT.size, opacity: 1, rotation: 0 },
    { width: W, height: H },
    LOGO,
  );
  for (const [i, spec] of SOURCES.entries()) {
    const entry = `image-${i + 1}.jpg`;
    const [src, out, ref] = await Promise.all([
      rgb(upright(files[i]!, spec.orientation)),
      rgb(ours[entry]!),
      rgb(theirs[entry]!),
    ]);
    expect([out.width, out.height], spec.name).toEqual([W, H]);
    expect((await sharp(ours[entry]!).metadata()).orientation ?? 1, spec.name).toBe(1);
    // The logo's MCU-aligned box grown by one MCU: chroma upsampling reaches one block across.
    const [mw, mh] = spec.mcu;
    const left = (Math.floor(box.left / mw) - 1) * mw;
    const top = (Math.floor(box.top / mh) - 1) * mh;
    const right = (Math.ceil((box.left + box.width) / mw) + 1) * mw;
    const bottom = (Math.ceil((box.top + box.height) / mh) + 1) * mh;
    const outside: string[] = [];
    const notRed: string[] = [];
    let [diff, n] = [0, 0];
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const p = (y * W + x) * 3;
        const o: RGB = [out.data[p]!, out.data[p + 1]!, out.data[p + 2]!];
        const inBlocks = x >= left && x < right && y >= top && y < bottom;
        if (!inBlocks && (o[0] !== src.data[p] || o[1] !== src.data[p + 1] || o[2] !== src.data[p + 2]))
          outside.push(`${x},${y}`);
        if (inBlocks) {
          for (let k = 0; k < 3; k++) diff += Math.abs(o[k]! - ref.data[p + k]!);
          n += 3;
        }
        const inLogo =
          x >= box.left + 2 &&
          x < box.left + box.width - 2 &&
          y >= box.top + 2 &&
          y < box.top + box.height - 2;
        // The source's own tables quantise the logo's blocks (quality 80-90 here, the pixel path 95).
        if (inLogo && !near(o, RED, 24)) notRed.push(`${x},${y}: ${o}`);
      }
    expect(outside.slice(0, 5), `${spec.name}: pixels changed outside the logo's blocks`).toEqual([]);
    expect(notRed.slice(0, 5), `${spec.name}: the logo is not red`).toEqual([]);
    // As the export-versus-reference test: mean absolute difference from the pixel path under 2.5.
    expect(diff / n, `${spec.name}: mean difference from the pixel path`).toBeLessThan(2.5);
  }
});
const FALLBACKS: SourceSpec[] = [
  { name: 'arithmetic', width: W, height: H, mcu: [16, 16], make: byCjpeg('-quality', '85', '-arithmetic') },
  { name: 'greyscale', width: W, height: H, mcu: [8, 8], make: byCjpeg('-quality', '85', '-grayscale') },
  { name: 'cmyk', width: W, height: H, mcu: [8, 8], make: bySharp({ quality: 85 }) },
  // 1000 x 750 is no whole number of 16 px MCUs: turning it in blocks would move the partial ones.
  {
    name: 'orientation-6-partial',
    width: 1000,
    height: 750,
    mcu: [16, 16],
    orientation: 6,
    make: bySharp({ quality: 85 }),
  },
  { name: 'plain', width: W, height: H, mcu: [16, 16], make: bySharp({ quality: 85 }) },
];

test('what the coefficient path does not take goes the pixel way, upright and whole', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = tmpDir();
  const files = await Promise.all(
    FALLBACKS.map(async (s) => {
      const file = await writeSource(inDir(dir, `${s.name}.jpg`), s);
      if (s.name === 'cmyk') await sharp(fs.readFileSync(file)).toColourspace('cmyk').jpeg().toFile(file);
      return file;
    }),
  );
  expect((await sharp(files[1]!).metadata()).channels).toBe(1);
  expect((await sharp(files[2]!).metadata()).space).toBe('cmyk');
  await openEditorWith(page, files, await solid(inDir(dir, 'red.png'), LOGO.width, LOGO.height, RED));
  await place(page, AT);

  const [kept] = await downloadFiles(page, 1);
  const zip = unzip(kept!.bytes);
  for (const [i, spec] of FALLBACKS.entries()) {
    const [src, out] = await Promise.all([rgb(fs.readFileSync(files[i]!)), rgb(zip[`image-${i + 1}.jpg`]!)]);
    expect([out.width, out.height], spec.name).toEqual([spec.width, spec.height]);
    const box = placementToPixels({ ...AT, scale: AT.size, opacity: 1, rotation: 0 }, spec, LOGO);
    const at = (img: typeof out, x: number, y: number): RGB => {
      const p = (Math.round(y) * img.width + Math.round(x)) * 3;
      return [img.data[p]!, img.data[p + 1]!, img.data[p + 2]!];
    };
    const centre = at(out, box.left + box.width / 2, box.top + box.height / 2);
    // The greyscale photo too: the pixel path writes the logo in colour.
    expect(near(centre, RED, 40), `${spec.name}: ${centre}`).toBe(true);
    // Away from the logo, the photo upright as the source (one re-encoding apart).
    let diff = 0;
    for (let y = 4; y < box.top - 20; y += 7)
      for (let x = 4; x < spec.width - 4; x += 7) {
        const [a, b] = [at(out, x, y), at(src, x, y)];
        diff += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
      }
    const samples = Math.floor((box.top - 24) / 7) * Math.floor((spec.width - 8) / 7);
    expect(diff / samples / 3, spec.name).toBeLessThan(spec.name === 'cmyk' ? 24 : 6);
  }

  await expect(page.getByText(/^Original quality kept for/)).toHaveText(
    `Original quality kept for 1 of ${files.length} photos: only the blocks under the watermark changed.`,
  );

  // Tiles over the whole photo: every MCU changes, so the pixel path, as cheap, takes them all.
  await page.getByRole('checkbox', { name: 'Tile' }).check();
  await downloadFiles(page, 1);
  // None kept: the summary says what happened instead of "only the blocks under the watermark changed".
  await expect(page.getByText(`Original quality kept for 0 of ${files.length} photos`)).toHaveText(
    `Original quality kept for 0 of ${files.length} photos: each was re-encoded at the chosen quality.`,
  );
});

test('"Original quality" is on by default, applies to JPEG output only, and is remembered', async ({
  page,
}) => {
  const dir = tmpDir();
  const photo = await writeSource(inDir(dir, 'photo.jpg'), SOURCES[0]!);
  await openEditorWith(page, [photo], await solid(inDir(dir, 'red.png'), LOGO.width, LOGO.height, RED));
  const c = controls(page);
  await expect(c.originalQuality).toBeChecked();
  await c.format.selectOption({ label: 'PNG' });
  await expect(c.originalQuality).toBeDisabled();
  await expect(page.getByText('Applies to JPEG output only.')).toBeVisible();
  await c.format.selectOption({ label: 'JPEG' });
  await c.originalQuality.uncheck();
  await expect.poll(async () => (await storedSettings(page)).originalQuality).toBe(false);
});
