// Bench inputs, made once and cached under bench/out/export: photo-like 4000x3000 JPEGs (smooth
// gradients, shapes and grain, so they decode and encode like camera photos) and a 1000x400 PNG logo.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const OUT = path.resolve('bench/out/export');
export const PHOTO_W = 4000;
export const PHOTO_H = 3000;

/**
 * A photo-like scene made by libvips: a small random colour field enlarged smoothly (soft scenery
 * with gradients), finer detail in soft light, and Gaussian sensor grain. Made once; the photos are
 * variants of it (hue, brightness, mirrored), each its own JPEG of similar weight to a camera's.
 */
async function makeScene(): Promise<Buffer> {
  let s = 2654435761;
  const rand = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const field = (w: number, h: number) =>
    Buffer.from(Array.from({ length: w * h * 3 }, () => 30 + rand() * 200));
  const raw = { width: PHOTO_W, height: PHOTO_H, channels: 3 } as const;
  const up = (w: number, h: number) =>
    sharp(field(w, h), { raw: { width: w, height: h, channels: 3 } }).resize(PHOTO_W, PHOTO_H, {
      kernel: 'cubic',
    });
  const detail = await up(160, 120).raw().toBuffer();
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

async function makePhoto(scene: Buffer, i: number, file: string): Promise<void> {
  await sharp(scene, { raw: { width: PHOTO_W, height: PHOTO_H, channels: 3 } })
    .modulate({ hue: (i * 37) % 360, brightness: 0.85 + (i % 5) * 0.07 })
    .flop(i % 2 === 1)
    .flip(i % 4 > 1)
    .jpeg({ quality: 92 })
    .toFile(file);
}

export async function ensureInputs(count = 24): Promise<{ photos: string[]; logo: string }> {
  const dir = path.join(OUT, 'photos');
  fs.mkdirSync(dir, { recursive: true });
  const photos: string[] = [];
  let scene: Buffer | null = null;
  for (let i = 1; i <= count; i++) {
    const file = path.join(dir, `photo-${String(i).padStart(2, '0')}.jpg`);
    if (!fs.existsSync(file)) {
      scene ??= await makeScene();
      await makePhoto(scene, i, file);
    }
    photos.push(file);
  }
  const logo = path.join(OUT, 'logo.png');
  if (!fs.existsSync(logo)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
      <rect x="10" y="10" width="980" height="380" rx="60" fill="rgba(255,255,255,0.85)" stroke="#4f46e5" stroke-width="16"/>
      <circle cx="200" cy="200" r="130" fill="#4f46e5"/>
      <text x="380" y="250" font-family="sans-serif" font-size="150" font-weight="700" fill="#312e81">Brand</text>
    </svg>`;
    await sharp(Buffer.from(svg)).png().toFile(logo);
  }
  return { photos, logo };
}
