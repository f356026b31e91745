// Real photographers' files through the real export: metadata kept (location removed by default),
// orientation and thumbnail made true of the output, colours kept through the embedded profiles.
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { test, expect } from './fixtures';
import { downloadOne, near, openEditorWith, place, solid, tmpDir, type RGB } from './export-helpers';
import { adobeRgbProfile } from '../helpers/icc-builder';
import { controls } from './export-settings-helpers';
import {
  cameraJpeg,
  deltaE,
  iccSegment,
  lab,
  p3Profile,
  profileAfterFrame,
  withSegments,
} from './metadata-helpers';

const AT = { x: 0.85, y: 0.85, size: 0.15 };

type EditorPage = Parameters<typeof openEditorWith>[0];

async function exportOne(
  page: EditorPage,
  name: string,
  photo: Buffer,
  before?: (page: EditorPage) => Promise<void>,
) {
  const dir = tmpDir();
  const file = path.join(dir, name);
  await fs.promises.writeFile(file, photo);
  const logo = await solid(path.join(dir, 'red.png'), 100, 100, [255, 0, 0]);
  await openEditorWith(page, [file], logo);
  await place(page, AT, false);
  await before?.(page);
  const { bytes } = await downloadOne(page);
  await fs.promises.writeFile(test.info().outputPath(`out-${name}`), bytes);
  return bytes;
}

const ALL = {
  translateValues: false,
  tiff: true,
  exif: true,
  gps: true,
  ifd1: true,
  xmp: true,
  iptc: true,
  mergeOutput: false,
};
/** Tags other than location ones (exifr also files XMP's exif:GPS* under exif). */
const count = (o: Record<string, unknown> | undefined) =>
  Object.keys(o ?? {}).filter((k) => !k.startsWith('GPS')).length;

test('a camera JPEG keeps its EXIF, XMP and IPTC, upright, without thumbnail, GPS and location', async ({
  page,
}) => {
  const source = await cameraJpeg();
  const before = await exifr.parse(source, ALL);
  expect(before.ifd0.Orientation).toBe(6);
  expect(before.ifd1).toBeDefined();
  expect(before.gps).toMatchObject({ GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' });

  const out = await exportOne(page, 'camera.jpg', source);
  const meta = await sharp(out).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 600]);
  const after = await exifr.parse(out, ALL);
  // Every IFD0 and Exif tag survives (Orientation rewritten, pixel size set to the output's).
  expect(count(after.ifd0)).toBe(count(before.ifd0));
  expect(count(after.exif)).toBe(count(before.exif));
  expect(after.ifd0).toMatchObject({
    Make: 'Canon',
    Model: 'Canon EOS R5',
    Artist: 'Ada Lens',
    Copyright: '(c) 2026 Ada Lens',
    Orientation: 1,
  });
  expect(after.exif).toMatchObject({ ExposureTime: 0.004, FNumber: 2.8, LensModel: 'RF50mm F1.2 L USM' });
  expect(after.exif.DateTimeOriginal).toEqual(before.exif.DateTimeOriginal);
  expect([after.exif.ExifImageWidth, after.exif.ExifImageHeight]).toEqual([400, 600]);
  expect(after.gps).toBeUndefined();
  expect(after.ifd1).toBeUndefined();
  expect(await exifr.thumbnail(out)).toBeUndefined();
  // XMP: credit and rights kept, city and GPS gone; IPTC: byline and copyright kept, city and country gone.
  expect(before.photoshop).toMatchObject({ Credit: 'Ada Lens', City: 'Paris' });
  expect(after.photoshop).toEqual({ Credit: 'Ada Lens' });
  expect(after.dc).toEqual(before.dc);
  expect(after.iptc).toEqual({ Byline: 'Ada Lens', CopyrightNotice: '(c) 2026 Ada Lens' });
  expect(JSON.stringify(after)).not.toMatch(/Paris|France|GPS/);
});

/** 4 × 3 blocks of 100 px: saturated colours outside sRGB when read as Display P3, plus greys. */
const P3_BLOCKS: [number, number, number][] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 0],
  [0, 255, 255],
  [255, 0, 255],
  [240, 60, 20],
  [30, 200, 90],
  [128, 128, 128],
  [250, 250, 250],
  [20, 20, 20],
  [200, 120, 60],
];

const WIDE = [
  ['Display P3', p3Profile, 'workers'],
  ['Display P3', p3Profile, 'main thread'],
  ['Adobe RGB', async () => adobeRgbProfile(), 'workers'],
  // Original quality off: decoded and encoded again, which must keep the numbers too.
  ['Display P3', p3Profile, 'pixel path'],
  ['Adobe RGB', async () => adobeRgbProfile(), 'pixel path'],
] as const;

/** The file's own numbers at (x, y), its profile not applied. */
async function numbers(file: Buffer) {
  const { data, info } = await sharp(file, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) =>
    [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)] as RGB;
}

for (const [space, profile, mode] of WIDE) {
  test(`${mode}: a ${space} photo keeps its gamut: its profile out, same numbers, logo in sRGB red`, async ({
    page,
  }) => {
    if (mode === 'main thread')
      await page.addInitScript(() => localStorage.setItem('logobatch-export-mode', 'main'));
    const raw = Buffer.alloc(400 * 300 * 3);
    for (let y = 0; y < 300; y++)
      for (let x = 0; x < 400; x++)
        raw.set(P3_BLOCKS[Math.floor(y / 100) * 4 + Math.floor(x / 100)]!, (y * 400 + x) * 3);
    const plain = await sharp(raw, { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    const icc = await profile();
    const source = withSegments(plain, iccSegment(icc));

    const out = await exportOne(page, 'wide.jpg', source, async (p) => {
      if (mode === 'pixel path') await controls(p).originalQuality.uncheck();
    });
    const meta = await sharp(out).metadata();
    // The same profile (once), the same numbers: the same colours, out-of-sRGB ones included.
    expect(meta.icc && Buffer.compare(meta.icc, icc)).toBe(0);
    expect(out.toString('latin1').split('ICC_PROFILE').length - 1).toBe(1);
    const [srcN, gotN] = [await numbers(source), await numbers(out)];
    const [src, got] = [await lab(source), await lab(out)];
    const bad: string[] = [];
    // Block centres, the bottom-right one (the logo's) left out.
    for (let by = 0; by < 3; by++)
      for (let bx = 0; bx < 4; bx++) {
        if (bx === 3 && by === 2) continue;
        const [x, y] = [bx * 100 + 50, by * 100 + 50];
        if (!near(srcN(x, y), gotN(x, y), 3))
          bad.push(`numbers at ${x},${y}: ${srcN(x, y)} vs ${gotN(x, y)}`);
        // sharp's Lab goes through sRGB (clipping), so this also holds for clipped colours.
        if (deltaE(src(x, y), got(x, y)) >= 3) bad.push(`ΔE at ${x},${y}`);
      }
    expect(bad).toEqual([]);
    // The logo is sRGB red on the wide photo too: the same Lab as sRGB red through the profile.
    const box = placementToPixels(
      { ...AT, scale: AT.size, opacity: 1, rotation: 0 },
      { width: 400, height: 300 },
      { width: 100, height: 100 },
    );
    const centre = got(Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2));
    expect(deltaE(centre, [53.24, 80.09, 67.2])).toBeLessThan(4);
  });
}

// Chromium folds black into the other inks before a print profile sees them, off by ΔE 3 (slate) and
// 8 (tan) here; the export converts the inks through the engine's table instead (decision 311).
test('a CMYK JPEG with a profile comes out RGB, as sharp converts it through that profile', async ({
  page,
}) => {
  const rgb = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#607090' } })
    .composite([
      { input: { create: { width: 200, height: 150, channels: 3, background: '#b09070' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  const written = await sharp(rgb)
    .toColourspace('cmyk')
    .withIccProfile('cmyk')
    .jpeg({ quality: 100 })
    .toBuffer();
  // The ~1 MB profile moved after the frame header: intake today reads 256 KB for the size (issue 12,
  // item 1, another branch); libjpeg reads APP2 wherever it is before the scan.
  const source = profileAfterFrame(written);
  expect((await sharp(source).metadata()).channels).toBe(4);
  expect((await sharp(source).metadata()).icc?.length).toBeGreaterThan(500_000);

  const out = await exportOne(page, 'cmyk.jpg', source);
  const meta = await sharp(out).metadata();
  expect([meta.space, meta.channels]).toEqual(['srgb', 3]);
  // The browser's own small sRGB profile, not the ~1 MB CMYK one.
  expect(meta.icc?.length).toBeLessThan(2000);
  const [want, got] = [await lab(source), await lab(out)];
  for (const [x, y] of [
    [50, 50],
    [150, 100],
    [300, 200],
    [100, 250],
  ] as const)
    expect(deltaE(want(x, y), got(x, y)), `at ${x},${y}`).toBeLessThan(2.5);
});

test('a grey photo stays neutral (R = G = B) away from the logo', async ({ page }) => {
  const ramp = Buffer.alloc(256 * 200);
  for (let y = 0; y < 200; y++) for (let x = 0; x < 256; x++) ramp[y * 256 + x] = x;
  const source = await sharp(ramp, { raw: { width: 256, height: 200, channels: 1 } })
    .toColourspace('b-w')
    .jpeg({ quality: 95 })
    .toBuffer();
  expect((await sharp(source).metadata()).channels).toBe(1);

  const out = await exportOne(page, 'grey.jpg', source);
  const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(3);
  const bad: string[] = [];
  for (let y = 5; y < 140; y += 7)
    for (let x = 5; x < 180; x += 7) {
      const i = (y * info.width + x) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 1) bad.push(`${x},${y}: ${r},${g},${b}`);
    }
  expect(bad.slice(0, 5)).toEqual([]);
});
