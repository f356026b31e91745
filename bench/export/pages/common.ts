// Shared by the bench pages: the job's settings and the hand-off to the bench driver.
import type { ExportSettings } from '#shared/export-settings';
import type { LogoSettings } from '#shared/placement';

export interface BenchResult {
  ms: number;
  produced: number;
  failed: number;
  bytes: number;
}

declare global {
  interface Window {
    __bench?: { settings: LogoSettings; output?: Partial<ExportSettings> };
    __benchResult?: BenchResult | { error: string };
  }
}

export function el<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

export function inputs() {
  const photos = [...(el<HTMLInputElement>('photos').files ?? [])];
  const logo = el<HTMLInputElement>('logo').files?.[0];
  if (!logo) throw new Error('no logo');
  return { photos, logo };
}

export async function naturalSize(file: Blob): Promise<{ width: number; height: number }> {
  const b = await createImageBitmap(file);
  const size = { width: b.width, height: b.height };
  b.close();
  return size;
}

export function report(r: BenchResult | { error: string }) {
  window.__benchResult = r;
  el('status').textContent = JSON.stringify(r);
}
