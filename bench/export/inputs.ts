// Bench inputs, made once and cached under bench/out/export: photo-like JPEGs (smooth gradients,
// shapes and grain, so they decode and encode like camera photos) of 12 MP and one of 61 MP, the
// 12 MP ones again with 5 MB of XMP each, and a 1000x400 PNG logo.
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type JpegOptions } from 'sharp';
import { centeredDefaults, type LogoSettings, type Size } from '#shared/placement';
import { withExtendedXmp } from '../../tests/helpers/extended-xmp';

export const OUT = path.resolve('bench/out/export');
export const PHOTO_W = 4000;
export const PHOTO_H = 3000;
/** A 61 MP photo, as today's high-resolution cameras write (9568x6376). */
export const BIG_W = 9568;
export const BIG_H = 6376;
export const XMP_BYTES = 5 * 2 ** 20;
/** The logo's size (ensureLogo). */
export const LOGO: Size = { width: 1000, height: 400 };

/** The benches' placement of the logo on a photo: centred, faded, turned. */
export const benchPlacement = (photo: Size): LogoSettings => ({
  ...centeredDefaults(photo, LOGO),
  opacity: 0.8,
  rotation: 15,
});

/**
 * A photo-like scene made by libvips: a small random colour field enlarged smoothly (soft scenery
 * with gradients), finer detail in soft light, and Gaussian sensor grain.
 */
async function makeScene(width: number, height: number): Promise<Buffer> {
  let s = 2654435761;
  const rand = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const field = (w: number, h: number) =>
    Buffer.from(Array.from({ length: w * h * 3 }, () => 30 + rand() * 200));
  const raw = { width, height, channels: 3 } as const;
  const up = (w: number, h: number) =>
    sharp(field(w, h), { raw: { width: w, height: h, channels: 3 } }).resize(width, height, {
      kernel: 'cubic',
    });
  const detail = await up(Math.round(width / 25), Math.round(height / 25))
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { ...raw, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .raw()
    .toBuffer();
  return up(16, 12)
    .composite([
      { input: detail, raw, blend: 'soft-light' },
      { input: grain, raw, blend: 'overlay' },
    ])
    .raw()
    .toBuffer();
}

/** The photos are variants of one scene (hue, brightness, mirrored), each its own camera-weight JPEG. */
async function makePhoto(
  scene: Buffer,
  size: { w: number; h: number },
  i: number,
  file: string,
  jpeg: JpegOptions = { quality: 92 },
) {
  await sharp(scene, { raw: { width: size.w, height: size.h, channels: 3 } })
    .modulate({ hue: (i * 37) % 360, brightness: 0.85 + (i % 5) * 0.07 })
    .flop(i % 2 === 1)
    .flip(i % 4 > 1)
    .jpeg(jpeg)
    .toFile(file);
}

async function ensureLogo(): Promise<string> {
  const logo = path.join(OUT, 'logo.png');
  if (!fs.existsSync(logo)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
      <rect x="10" y="10" width="980" height="380" rx="60" fill="rgba(255,255,255,0.85)" stroke="#4f46e5" stroke-width="16"/>
      <circle cx="200" cy="200" r="130" fill="#4f46e5"/>
      <text x="380" y="250" font-family="sans-serif" font-size="150" font-weight="700" fill="#312e81">Brand</text>
    </svg>`;
    await sharp(Buffer.from(svg)).png().toFile(logo);
  }
  return logo;
}

/** What a camera writes: quality 85 with the standard Huffman tables (not optimised). */
const CAMERA_JPEG: JpegOptions = { quality: 85, optimiseCoding: false };

export async function ensureInputs(count = 24, camera = false): Promise<{ photos: string[]; logo: string }> {
  const dir = path.join(OUT, camera ? 'photos-camera' : 'photos');
  fs.mkdirSync(dir, { recursive: true });
  const photos: string[] = [];
  let scene: Buffer | null = null;
  for (let i = 1; i <= count; i++) {
    const file = path.join(dir, `photo-${String(i).padStart(2, '0')}.jpg`);
    if (!fs.existsSync(file)) {
      scene ??= await makeScene(PHOTO_W, PHOTO_H);
      await makePhoto(scene, { w: PHOTO_W, h: PHOTO_H }, i, file, camera ? CAMERA_JPEG : undefined);
    }
    photos.push(file);
  }
  return { photos, logo: await ensureLogo() };
}

/** The same photos, each with 5 MB of XMP (a standard packet and extended XMP) before the frame. */
export function ensureXmpInputs(photos: string[]): string[] {
  const dir = path.join(OUT, 'photos-xmp');
  fs.mkdirSync(dir, { recursive: true });
  return photos.map((src, i) => {
    const file = path.join(dir, path.basename(src));
    if (!fs.existsSync(file)) fs.writeFileSync(file, withExtendedXmp(fs.readFileSync(src), XMP_BYTES, i));
    return file;
  });
}

/** One 61 MP photo (9568x6376). */
export async function ensureBigPhoto(): Promise<string> {
  const file = path.join(OUT, `photo-${BIG_W}x${BIG_H}.jpg`);
  if (!fs.existsSync(file)) await makePhoto(await makeScene(BIG_W, BIG_H), { w: BIG_W, h: BIG_H }, 3, file);
  return file;
}
