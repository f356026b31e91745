// Photos as cameras, phones and editors write them, made with sharp for the intake specs, and the
// few steps those specs share (a Pro account, a zip read back).
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp, { type Sharp } from 'sharp';
import { expect, type Download, type Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers';
import { canvasReady, dataUrlBytes } from './editor-helpers';
import { bytesOf, place, solid } from './export-helpers';

export const fixturePath = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** Buys Pro through the fake provider: the tier changes only on its signed webhook. */
export async function becomePro(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/account\?success=true$/);
}

/** A new Pro account's editor with `photo` in it and a small red logo in the bottom-right corner. */
export async function proEditorWith(page: Page, photo: string) {
  await signUpViaApi(page);
  await becomePro(page);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(photo);
  await expect(page.getByTestId('thumbnail').locator('img')).toHaveCount(1, { timeout: 60_000 });
  await canvasReady(page);
  const logo = await solid(path.join(path.dirname(photo), 'red-logo.png'), 50, 50, [255, 0, 0]);
  await page.getByTestId('logo-input').setInputFiles(logo);
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();
  await place(page, { x: 0.9, y: 0.9, size: 0.05 }, false);
}

export async function zipOf(download: Download): Promise<Record<string, Uint8Array>> {
  expect(download.suggestedFilename()).toBe('logobatch-images.zip');
  return unzipSync(new Uint8Array(await bytesOf(download)));
}

/**
 * An upright picture whose four quadrants differ (red, green / blue, white) with a black square in
 * the top-left corner: any turn or mirror shows.
 */
export function quadrantPixels(width: number, height: number): Buffer {
  const buf = Buffer.alloc(width * height * 3);
  const mark = Math.round(Math.min(width, height) / 6);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const top = y < height / 2;
      const left = x < width / 2;
      let c = top ? (left ? [255, 0, 0] : [0, 255, 0]) : left ? [0, 0, 255] : [255, 255, 255];
      if (x < mark && y < mark) c = [0, 0, 0];
      buf.set(c, (y * width + x) * 3);
    }
  return buf;
}

export const quadrants = (width: number, height: number) =>
  sharp(quadrantPixels(width, height), { raw: { width, height, channels: 3 } });

/** How to store an upright picture so that EXIF orientation `o` shows it upright again. */
async function storedFor(upright: Buffer, o: number): Promise<Buffer> {
  const step = (b: Buffer, f: (s: Sharp) => Sharp) => f(sharp(b)).png().toBuffer();
  switch (o) {
    case 2:
      return step(upright, (s) => s.flop());
    case 3:
      return step(upright, (s) => s.rotate(180));
    case 4:
      return step(upright, (s) => s.flip());
    case 5: // transpose: its own inverse
      return step(await step(upright, (s) => s.rotate(90)), (s) => s.flop());
    case 6:
      return step(upright, (s) => s.rotate(270));
    case 7: // transverse: its own inverse
      return step(await step(upright, (s) => s.rotate(90)), (s) => s.flip());
    case 8:
      return step(upright, (s) => s.rotate(90));
    default:
      return upright;
  }
}

/**
 * A photo stored turned/mirrored with EXIF orientation `o`, upright `width` x `height`, as a JPEG, PNG
 * (eXIf) or WEBP (EXIF chunk); checked with sharp.
 */
export async function orientedPhoto(
  dir: string,
  o: number,
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<string> {
  const upright = await quadrants(width, height).png().toBuffer();
  const stored = sharp(await storedFor(upright, o)).withMetadata({ orientation: o });
  const file = path.join(dir, `orientation-${o}.${format === 'jpeg' ? 'jpg' : format}`);
  await (
    format === 'jpeg'
      ? stored.jpeg({ quality: 95 })
      : format === 'png'
        ? stored.png()
        : stored.webp({ quality: 95 })
  ).toFile(file);
  // sharp's own autoOrient must give the upright picture back, or the generator is wrong.
  const back = await sharp(file).rotate().raw().toBuffer({ resolveWithObject: true });
  expect([back.info.width, back.info.height]).toEqual([width, height]);
  return file;
}

export const orientedJpeg = (dir: string, o: number, width: number, height: number) =>
  orientedPhoto(dir, o, width, height);

export type RGB = [number, number, number];

/** The four quadrant centres and the corner mark of an upright picture, as seen in `at`. */
export function quadrantColours(at: (x: number, y: number) => RGB, width: number, height: number) {
  const m = Math.min(width, height) / 12;
  return {
    mark: at(Math.round(m), Math.round(m)),
    topLeft: at(Math.round(width * 0.25), Math.round(height * 0.4)),
    topRight: at(Math.round(width * 0.75), Math.round(height * 0.25)),
    bottomLeft: at(Math.round(width * 0.25), Math.round(height * 0.75)),
    bottomRight: at(Math.round(width * 0.75), Math.round(height * 0.75)),
  };
}

const near = (a: RGB, b: RGB, tol: number) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);

/** True when the sampled colours are the upright quadrants (within `tol`). */
export function isUpright(q: ReturnType<typeof quadrantColours>, tol = 60): boolean {
  return (
    near(q.mark, [0, 0, 0], tol) &&
    near(q.topLeft, [255, 0, 0], tol) &&
    near(q.topRight, [0, 255, 0], tol) &&
    near(q.bottomLeft, [0, 0, 255], tol) &&
    near(q.bottomRight, [255, 255, 255], tol)
  );
}

/** Segments of `size` bytes of XMP-like data inserted after SOI (before the frame header). */
export function withMetadataBeforeFrame(jpeg: Buffer, size: number, marker = 0xe1): Buffer {
  const parts: Buffer[] = [];
  const ns = Buffer.from('http://ns.adobe.com/xmp/extension/\0');
  for (let left = size; left > 0; left -= 65000) {
    const body = Buffer.concat([ns, Buffer.alloc(Math.min(65000, left), 0x78)]);
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    parts.push(head, body);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...parts, jpeg.subarray(2)]);
}

export const writeTo = (dir: string, name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

/** The bytes of the editor's thumbnail of the photo at `index`, as its <img> shows them. */
export async function thumbnailBytes(page: Page, index: number): Promise<Buffer> {
  const url = await page
    .getByTestId('thumbnail')
    .nth(index)
    .locator('img')
    .evaluate(async (img: HTMLImageElement) => {
      const blob = await (await fetch(img.src)).blob();
      return new Promise<string>((resolve) => {
        const r = new FileReader();
        r.onload = () => resolve(r.result as string);
        r.readAsDataURL(blob);
      });
    });
  return dataUrlBytes(url);
}
