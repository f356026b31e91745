// The same job in Node with sharp/libvips, done the fastest way it allows: the logo resized,
// rotated and faded once, then composited onto each photo with two photos in flight; zipped.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { storedZip } from '#shared/zip/stored-zip';
import { nodeCrc32 } from '#server/zip-crc';
import { placementToPixels, type LogoSettings, type Size } from '#shared/placement';
import { OUT } from './inputs';

export async function runSharp(
  photos: string[],
  logoFile: string,
  s: LogoSettings,
  photoSize: Size,
): Promise<{ ms: number; bytes: number; cpuMs: number }> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const meta = await sharp(logoFile).metadata();
  const box = placementToPixels(s, photoSize, { width: meta.width!, height: meta.height! });
  const resized = await sharp(logoFile)
    .resize(Math.round(box.width), Math.round(box.height))
    .png()
    .toBuffer();
  const rotated = await sharp(resized)
    .rotate(s.rotation, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .ensureAlpha()
    .toBuffer({ resolveWithObject: true });
  const px = rotated.data;
  for (let i = 3; i < px.length; i += 4) px[i] = Math.round(px[i]! * s.opacity);
  const { width: rw, height: rh } = rotated.info;
  const overlay = await sharp(px, { raw: { width: rw, height: rh, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const left = Math.round(box.centerX - rw / 2);
  const top = Math.round(box.centerY - rh / 2);

  const compose = (file: string) =>
    sharp(file)
      .rotate()
      .composite([{ input: overlay, left, top }])
      .jpeg({ quality: 95 })
      .toBuffer();

  async function* entries() {
    // Two photos in flight: one being encoded while the next decodes.
    let next: Promise<Buffer> | null = compose(photos[0]!);
    for (let i = 0; i < photos.length; i++) {
      const current: Promise<Buffer> = next!;
      next = i + 1 < photos.length ? compose(photos[i + 1]!) : null;
      yield { name: `image-${i + 1}.jpg`, data: [await current], lastModified: new Date() };
    }
  }
  const out = path.join(OUT, 'sharp-images.zip');
  await pipeline(Readable.fromWeb(storedZip(entries(), nodeCrc32) as never), fs.createWriteStream(out));
  const cpu = process.cpuUsage(cpu0);
  // libvips's threads are this process's: its CPU time covers decode, composite, encode and zip.
  return { ms: performance.now() - t0, bytes: fs.statSync(out).size, cpuMs: (cpu.user + cpu.system) / 1000 };
}
