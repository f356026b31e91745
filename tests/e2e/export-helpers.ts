// Helpers for the export specs: images made with sharp, the editor driven like a user, downloads decoded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Download, type Page } from '@playwright/test';
// Not a React hook despite its name; the alias keeps the hooks lint rule from reading it as one.
import { signUpViaApi, useQuota as spendQuota } from './auth-helpers';
import { canvasReady } from './editor-helpers';

// Under the run's scratch directory, which the global teardown removes: a run used to leave some
// 60 directories of photos (up to 120 MB each) in /tmp.
export const tmpDir = () =>
  fs.mkdtempSync(path.join(process.env.E2E_SCRATCH_DIR ?? os.tmpdir(), 'logobatch-export-e2e-'));

export type RGB = [number, number, number];

/** A solid-colour image file (JPEG or PNG by extension). */
export async function solid(file: string, width: number, height: number, [r, g, b]: RGB): Promise<string> {
  const img = sharp({ create: { width, height, channels: 3, background: { r, g, b } } });
  await (file.endsWith('.png') ? img.png() : img.jpeg({ quality: 100, chromaSubsampling: '4:4:4' })).toFile(
    file,
  );
  return file;
}

/**
 * Signed in (the download gate needs it), on the editor, photos and logo uploaded, canvas ready;
 * `usedToday` images of today's quota already used before the editor opens; `unreadable` of the
 * photos are expected to show as such instead of a thumbnail.
 */
export async function openEditorWith(
  page: Page,
  photos: string[],
  logo: string,
  usedToday = 0,
  unreadable = 0,
) {
  await signUpViaApi(page);
  if (usedToday) await spendQuota(page, usedToday);
  await page.goto('/editor');
  await page.getByTestId('photo-input').setInputFiles(photos);
  await expect(page.getByTestId('thumbnail')).toHaveCount(photos.length);
  const thumbs = page.getByTestId('thumbnail');
  await expect(thumbs.locator('img')).toHaveCount(photos.length - unreadable, { timeout: 60_000 });
  await expect(thumbs.filter({ hasText: 'Unreadable' })).toHaveCount(unreadable);
  await canvasReady(page);
  await page.getByTestId('logo-input').setInputFiles(logo);
  await expect(page.getByRole('spinbutton', { name: 'X', exact: true })).toBeEnabled();
}

export interface Placement {
  x: number;
  y: number;
  size: number;
  opacity?: number;
  rotation?: number;
}

/** Sets the placement through the settings panel, then copies it to every photo. */
export async function place(page: Page, p: Placement, all = true) {
  await page.getByRole('slider', { name: 'Size' }).fill(String(p.size));
  await page.getByRole('spinbutton', { name: 'X', exact: true }).fill(String(p.x));
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill(String(p.y));
  if (p.opacity !== undefined) await page.getByRole('slider', { name: 'Opacity' }).fill(String(p.opacity));
  if (p.rotation !== undefined) await page.getByRole('slider', { name: 'Rotation' }).fill(String(p.rotation));
  await page.getByRole('spinbutton', { name: 'X', exact: true }).blur();
  if (all) await page.getByRole('button', { name: 'Apply to All' }).click();
}

export const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download All Images' });

export async function bytesOf(download: Download): Promise<Buffer> {
  return fs.promises.readFile((await download.path())!);
}

/** Clicks Download All Images and returns the one file it produces. */
export async function downloadOne(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    downloadButton(page).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

export interface Raster {
  width: number;
  height: number;
  at(x: number, y: number): RGB;
}

export async function decode(bytes: Buffer): Promise<Raster & { format: string | undefined }> {
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    format: meta.format,
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

export const near = (a: RGB, b: RGB, tol: number) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);
