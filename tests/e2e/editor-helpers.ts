import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** The bytes of a base64 data: URL. */
export const dataUrlBytes = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

/** The editor's canvas preview as PNG bytes. */
export async function previewPng(page: Page): Promise<Buffer> {
  const url = await page
    .getByTestId('editor-canvas')
    .locator('canvas')
    .first()
    .evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
  return dataUrlBytes(url);
}

export async function uploadPhotos(page: Page, names: string[]) {
  await page.getByTestId('photo-input').setInputFiles(names.map(fixture));
}

export async function uploadLogo(page: Page, name = 'logo.png') {
  await page.getByTestId('logo-input').setInputFiles(fixture(name));
}

/** Waits until the canvas shows the current photo's preview. */
export async function canvasReady(page: Page) {
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-ready', 'true');
}

export const num = async (page: Page, label: string) =>
  Number(await page.getByRole('spinbutton', { name: label, exact: true }).inputValue());
