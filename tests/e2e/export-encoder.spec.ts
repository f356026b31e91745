// The export's JPEGs come from our WebAssembly encoder in the real browser (decision 300), not from a
// silent fallback to the canvas's: tagged with the profile the canvas's encoder writes, and as faithful
// to the photo as the canvas's own encoding of it.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { downloadOne, openEditorWith, place, solid, tmpDir } from './export-helpers';
import { scene } from './original-helpers';
import { markerSegments } from '../unit/jpeg/jpeg-segments';

/** The marker of every segment before the scan. */
const markers = (jpeg: Buffer) => markerSegments(jpeg).map((s) => s.marker);

/** PSNR of `file` against `rgb` over columns 0 to `columns` (the logo is in the far corner). */
async function psnr(file: Buffer, rgb: Buffer, width: number, columns: number): Promise<number> {
  const back = await sharp(file).removeAlpha().raw().toBuffer();
  let [se, n] = [0, 0];
  for (let i = 0; i < rgb.length; i += 1) {
    if (Math.floor(i / 3) % width >= columns) continue;
    se += (back[i]! - rgb[i]!) ** 2;
    n += 1;
  }
  return 10 * Math.log10((255 * 255) / (se / n));
}

test('a photo exports as JPEG through our encoder, tagged and as faithful as the canvas encodes it', async ({
  page,
}) => {
  const [w, h] = [1600, 1000];
  const dir = tmpDir();
  const rgb = await scene(w, h);
  // A PNG photo: JPEG sources with a small logo keep their own coding (original quality, issue 14).
  const file = path.join(dir, 'scene.png');
  await fs.promises.writeFile(
    file,
    await sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer(),
  );
  await openEditorWith(page, [file], await solid(path.join(dir, 'red.png'), 100, 100, [255, 0, 0]));
  await place(page, { x: 0.9, y: 0.9, size: 0.1 }, false);
  const { bytes } = await downloadOne(page);

  // What the canvas's encoder makes of the same photo in this browser, at the export's quality.
  const canvas = await page.evaluate(
    async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const photo = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(photo.width, photo.height);
      c.getContext('2d', { alpha: false })!.drawImage(photo, 0, 0);
      const out = new Uint8Array(
        await (await c.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer(),
      );
      return btoa(Array.from(out, (b) => String.fromCharCode(b)).join(''));
    },
    (await fs.promises.readFile(file)).toString('base64'),
  );
  const theirs = Buffer.from(canvas, 'base64');

  // Ours: one DHT segment holding all four tables; the canvas's encoder writes one a table.
  expect(markers(bytes).filter((m) => m === 0xc4)).toHaveLength(1);
  expect(markers(theirs).filter((m) => m === 0xc4).length).toBeGreaterThan(1);
  const [ourMeta, theirMeta] = [await sharp(bytes).metadata(), await sharp(theirs).metadata()];
  expect([ourMeta.width, ourMeta.height, ourMeta.chromaSubsampling]).toEqual([w, h, '4:2:0']);
  expect(Buffer.compare(ourMeta.icc ?? Buffer.alloc(0), theirMeta.icc ?? Buffer.alloc(0))).toBe(0);
  const away = Math.floor(w * 0.8);
  const [ours, canvasPsnr] = [await psnr(bytes, rgb, w, away), await psnr(theirs, rgb, w, away)];
  expect(ours, `ours ${ours.toFixed(2)} dB, the canvas's ${canvasPsnr.toFixed(2)} dB`).toBeGreaterThan(
    canvasPsnr - 0.3,
  );
  expect(bytes.length / theirs.length).toBeLessThan(1.03);
});
