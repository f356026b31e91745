// Builders for project uploads in API tests: real image bytes, the multipart shape the client sends.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app';
import { ORIGIN, setPlan, signUp } from './auth';

export const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures', name)));

/** A small, distinct JPEG per seed (so byte comparisons mean something). */
export async function jpeg(seed: number, width = 16, height = 12): Promise<Uint8Array> {
  const buf = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 200 },
    },
  })
    .jpeg()
    .toBuffer();
  return new Uint8Array(buf);
}

export const settings = (x = 0.2, y = 0.2) => ({ x, y, scale: 0.3, opacity: 1, rotation: 0 });

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export function projectForm(
  name: string,
  images: UploadFile[],
  logo: UploadFile | null,
  positions?: Record<string, ReturnType<typeof settings>>,
  /** More fields of "meta" (exportSettings, originals). */
  extra: Record<string, unknown> = {},
): FormData {
  const form = new FormData();
  const pos =
    positions ??
    (images.length === 0
      ? { 'logo-settings': settings() }
      : Object.fromEntries(images.map((_, i) => [`img-${i}`, settings(0.1 * i, 0.05 * i)])));
  form.append('meta', JSON.stringify({ name, positions: pos, ...extra }));
  for (const f of images)
    form.append('images', new File([f.bytes as BlobPart], f.name, { type: f.type ?? 'image/jpeg' }));
  if (logo)
    form.append('logo', new File([logo.bytes as BlobPart], logo.name, { type: logo.type ?? 'image/png' }));
  return form;
}

export interface Actor {
  id: string;
  headers: Record<string, string>;
}

/** A new account signed in through the real endpoints, on the given plan. */
export async function signedInUser(t: TestApp, tier: 'lite' | 'pro' | 'ultra' = 'lite'): Promise<Actor> {
  const u = await signUp(t);
  if (tier !== 'lite') await setPlan(t, u.id, { plan_type: tier });
  return { id: u.id, headers: { Cookie: u.cookie, 'X-Forwarded-For': u.ip } };
}

export async function send(t: TestApp, who: Actor | null, method: string, url: string, body?: FormData) {
  return t.app.request(url, { method, body, headers: { Origin: ORIGIN, ...(who?.headers ?? {}) } });
}
