// A camera-like test photo made in the test: smooth light, saturated objects with hard edges (chroma
// edges are where upsampling and downsampling show), fine texture and sensor noise, softened by sharp
// as a lens would.

import sharp from 'sharp';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RawPhoto {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3;
}

export async function testPhoto(width: number, height: number, channels: 1 | 3, seed = 1): Promise<RawPhoto> {
  const rand = mulberry32(seed);
  const discs = Array.from({ length: 6 }, () => ({
    x: rand() * width,
    y: rand() * height,
    r: (0.05 + rand() * 0.2) * Math.min(width, height) + 2,
    rgb: [rand() * 255, rand() * 255, rand() * 255],
  }));
  const raw = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let rgb = [
        128 + 90 * Math.sin(x / 97 + y / 143),
        120 + 80 * Math.cos(x / 71 - y / 53),
        110 + 70 * Math.sin((x + y) / 211),
      ];
      for (const d of discs) if ((x - d.x) ** 2 + (y - d.y) ** 2 < d.r * d.r) rgb = [...d.rgb];
      const texture = 18 * Math.sin(x * 0.9) * Math.cos(y * 1.3);
      for (let c = 0; c < 3; c += 1) {
        const noise = (rand() + rand() + rand() - 1.5) * 16;
        raw[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! + texture + noise)));
      }
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } }).blur(0.6);
  if (channels === 1) image = image.greyscale();
  const data = await image.raw().toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height, channels };
}
