// Helpers for the output-settings specs: the Export Options controls by their accessible names,
// photos sharp makes for them, and zipped or single downloads read back.
import path from 'node:path';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { bytesOf, downloadButton } from './export-helpers';
import { grain } from '../helpers/grain';

export const controls = (page: Page) => ({
  format: page.getByRole('combobox', { name: 'Format' }),
  quality: page.getByRole('slider', { name: 'Quality' }),
  resize: page.getByRole('combobox', { name: 'Resize' }),
  customEdge: page.getByRole('spinbutton', { name: 'Custom long edge (px)' }),
  fileNames: page.getByRole('combobox', { name: 'File names' }),
  removeLocation: page.getByRole('checkbox', { name: 'Remove location data' }),
  originalQuality: page.getByRole('checkbox', { name: 'Original quality' }),
});

/** A photo whose left half is fully transparent and right half opaque blue. */
export async function halfTransparentPng(file: string, width = 400, height = 200): Promise<string> {
  const half = Math.floor(width / 2);
  const blue = await sharp({
    create: { width: width - half, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } },
  })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: blue, left: half, top: 0 }])
    .png()
    .toFile(file);
  return file;
}

/** A photo of camera-like noise: its JPEG size depends strongly on the quality. */
export async function noisy(file: string, width: number, height: number): Promise<string> {
  await grain(width, height).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toFile(file);
  return file;
}

export const inDir = (dir: string, name: string) => path.join(dir, name);

/** Clicks Download All Images and waits for `count` downloads (one zip, or each single file). */
export async function downloadFiles(page: Page, count: number): Promise<{ name: string; bytes: Buffer }[]> {
  const downloads: Download[] = [];
  let heard: () => void = () => {};
  const all = new Promise<void>((resolve) => (heard = resolve));
  const collect = (d: Download) => {
    downloads.push(d);
    if (downloads.length === count) heard();
  };
  page.on('download', collect);
  await downloadButton(page).click();
  await Promise.race([
    all,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${downloads.length} of ${count} downloads`)), 60_000),
    ),
  ]);
  page.off('download', collect);
  return Promise.all(downloads.map(async (d) => ({ name: d.suggestedFilename(), bytes: await bytesOf(d) })));
}

export function unzip(bytes: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(bytes));
}

/** This browser's stored output settings (the store writes on every change). */
export async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('logobatch-export-settings') ?? 'null'));
}
