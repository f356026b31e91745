// Bench inputs, made once and cached under bench/out/export: photo-like 4000x3000 JPEGs (smooth
// gradients, shapes and grain, so they decode and encode like camera photos) and a 1000x400 PNG logo.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const OUT = path.resolve('bench/out/export');
export const PHOTO_W = 4000;
export const PHOTO_H = 3000;

function photoPixels(seed: number): Buffer {
  // Small random field upscaled smoothly gives soft "scenery"; per-pixel grain gives sensor noise.
  let s = seed * 2654435761;
  const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const buf = Buffer.alloc(PHOTO_W * PHOTO_H * 3);
  const cells = 9;
  const field = Array.from({ length: (cells + 1) * (cells + 1) * 3 }, () => 40 + rand() * 180);
  for (let y = 0; y < PHOTO_H; y++) {
    const fy = (y / PHOTO_H) * cells;
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    for (let x = 0; x < PHOTO_W; x++) {
      const fx = (x / PHOTO_W) * cells;
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      const i = (y * PHOTO_W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const at = (cx: number, cy: number) => field[(cy * (cells + 1) + cx) * 3 + c]!;
        const v =
          at(x0, y0) * (1 - tx) * (1 - ty) + at(x0 + 1, y0) * tx * (1 - ty) + at(x0, y0 + 1) * (1 - tx) * ty + at(x0 + 1, y0 + 1) * tx * ty;
        const detail = 18 * Math.sin(x / (23 + seed) + Math.sin(y / 57) * 3) * Math.cos(y / (31 + c));
        buf[i + c] = Math.max(0, Math.min(255, v + detail + (rand() - 0.5) * 14));
      }
    }
  }
  return buf;
}

export async function ensureInputs(count = 24): Promise<{ photos: string[]; logo: string }> {
  const dir = path.join(OUT, 'photos');
  fs.mkdirSync(dir, { recursive: true });
  const photos: string[] = [];
  for (let i = 1; i <= count; i++) {
    const file = path.join(dir, `photo-${String(i).padStart(2, '0')}.jpg`);
    if (!fs.existsSync(file)) {
      await sharp(photoPixels(i), { raw: { width: PHOTO_W, height: PHOTO_H, channels: 3 } })
        .jpeg({ quality: 90 })
        .toFile(file);
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
