import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { fixture } from './editor-helpers';

/** Saves a project with a logo and no photos through the API, as the signed-in page; returns its id. */
export async function createLogoOnly(page: Page, name: string): Promise<string> {
  const base = process.env.E2E_BASE_URL!;
  const res = await page.request.post(`${base}/api/projects`, {
    headers: { Origin: base },
    multipart: {
      meta: JSON.stringify({
        name,
        positions: { 'logo-settings': { x: 0.2, y: 0.2, scale: 0.6, opacity: 1, rotation: 0 } },
      }),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('logo.png')) },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { project: { id: string } }).project.id;
}

/** Saves the editor's work as a new project through the Save Project dialog, and waits for it. */
export async function saveProjectAs(page: Page, name: string, savedWithin = 10_000) {
  await page.getByRole('button', { name: 'Save Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Save Project' });
  await modal.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await modal.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByText('Project Saved!')).toBeVisible({ timeout: savedWithin });
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5000 });
}
