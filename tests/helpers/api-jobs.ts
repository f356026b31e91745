// Helpers for the jobs API tests: an Ultra account with a key, a multipart submission, polling, and
// realistic photos made with sharp (EXIF orientations, CMYK with a profile, 16-bit PNG, big metadata).
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { JobDto } from '#shared/schemas/api-jobs';
import { createPhotoEngine, type EngineInput, type PhotoEngine } from '#server/engine';
import type { TestApp } from './test-app';
import { setPlan, signUp, type TestUser } from './auth';

export interface KeyHolder {
  user: TestUser;
  key: string;
  auth: { Authorization: string };
}

export async function apiAccount(t: TestApp, tier: 'lite' | 'pro' | 'ultra' = 'ultra'): Promise<KeyHolder> {
  const user = await signUp(t);
  await setPlan(t, user.id, { plan_type: 'ultra' });
  const res = await user.request('/api/me/api-keys', { json: { name: 'tests' } });
  expect(res.status).toBe(201);
  const { key } = (await res.json()) as { key: string };
  if (tier !== 'ultra') await setPlan(t, user.id, { plan_type: tier });
  return { user, key, auth: { Authorization: `Bearer ${key}` } };
}

export interface PhotoFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export interface Submission {
  photos?: PhotoFile[];
  logo?: PhotoFile;
  preset?: string;
  settings?: unknown;
  callbackUrl?: string;
  /** Raw extra fields, for refusals. */
  extra?: [string, string | Blob][];
}

export function jobForm(s: Submission): FormData {
  const form = new FormData();
  const file = (f: PhotoFile) =>
    new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type ?? 'application/octet-stream' });
  for (const p of s.photos ?? []) form.append('photos', file(p), p.name);
  if (s.logo) form.append('logo', file(s.logo), s.logo.name);
  if (s.preset) form.append('preset', s.preset);
  if (s.settings !== undefined)
    form.append('settings', typeof s.settings === 'string' ? s.settings : JSON.stringify(s.settings));
  if (s.callbackUrl) form.append('callback_url', s.callbackUrl);
  for (const [k, v] of s.extra ?? []) form.append(k, v);
  return form;
}

export async function submit(t: TestApp, who: KeyHolder, s: Submission): Promise<Response> {
  return t.app.request('/api/v1/jobs', { method: 'POST', headers: who.auth, body: jobForm(s) });
}

export async function getJob(t: TestApp, who: KeyHolder, id: string): Promise<Response> {
  return t.app.request(`/api/v1/jobs/${id}`, { headers: who.auth });
}

/** Polls until the job is in one of `statuses` (or fails the test after `ms`). */
export function waitForJob(
  t: TestApp,
  who: KeyHolder,
  id: string,
  statuses: JobDto['status'][] = ['done', 'failed', 'cancelled'],
  ms = 20_000,
): Promise<JobDto> {
  return waitForProgress(t, who, id, (job) => statuses.includes(job.status), ms);
}

/** A JPEG photo with a gradient (not a flat colour), an EXIF orientation and camera fields. */
export async function jpegPhoto(
  name: string,
  opts: { width?: number; height?: number; orientation?: number; artist?: string } = {},
): Promise<PhotoFile> {
  const width = opts.width ?? 96;
  const height = opts.height ?? 64;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x + y) * 7) & 255;
    }
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: {
        Orientation: String(opts.orientation ?? 1),
        Artist: opts.artist ?? 'Noa',
        Make: 'Canon',
        Model: 'EOS R5',
      },
      IFD2: { DateTimeOriginal: '2026:03:14 10:00:00' },
    })
    // withExif alone does not write Orientation; withMetadata does, beside the fields above.
    .withMetadata({ orientation: opts.orientation ?? 1 })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, bytes: new Uint8Array(bytes), type: 'image/jpeg' };
}

/**
 * A photo the engine takes real time over (6 MP: about 0.2 s a photo on one core here), so that a job
 * of a dozen of them is still running while a test acts on it.
 */
export function workPhoto(name = 'work.jpg'): Promise<PhotoFile> {
  return jpegPhoto(name, { width: 3000, height: 2000 });
}

/** Polls the job until `ready` holds for it (observed progress, not a guess at how long work takes). */
export async function waitForProgress(
  t: TestApp,
  who: KeyHolder,
  id: string,
  ready: (job: JobDto) => boolean,
  ms = 30_000,
): Promise<JobDto> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await getJob(t, who, id);
    expect(res.status).toBe(200);
    const job = (await res.json()) as JobDto;
    if (ready(job)) return job;
    if (Date.now() > until) throw new Error(`job ${id} did not get there: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until no run holds the job's queue task any more: the run returned (it finished, or stopped
 * because it lost the job), so it composes nothing more. Read from the queue's own table: api_tasks on
 * SQLite (a completed task is deleted), pg-boss's job table on PostgreSQL.
 */
export async function waitForRunEnd(t: TestApp, jobId: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const rows =
      t.db.kind === 'postgres'
        ? (await sql<{ state: string }>`select state from pgboss.job where id = ${jobId}`.execute(t.db.db))
            .rows
        : await t.db.db.selectFrom('api_tasks').select('state').where('id', '=', jobId).execute();
    if (rows.every((r) => r.state !== 'active')) return;
    if (Date.now() > until) throw new Error(`the run of job ${jobId} is still ${rows[0]?.state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A 16-bit PNG (sharp keeps 16 bits with a 16-bit input colourspace). */
export async function png16Photo(name: string): Promise<PhotoFile> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .toColourspace('rgb16')
    .png()
    .toBuffer();
  return { name, bytes: new Uint8Array(bytes), type: 'image/png' };
}

/** A CMYK JPEG with an ICC profile. */
export async function cmykPhoto(name: string): Promise<PhotoFile> {
  const bytes = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#cc3333' } })
    .toColourspace('cmyk')
    .jpeg()
    .toBuffer();
  return { name, bytes: new Uint8Array(bytes), type: 'image/jpeg' };
}

export async function pngLogo(): Promise<PhotoFile> {
  const bytes = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
  return { name: 'logo.png', bytes: new Uint8Array(bytes), type: 'image/png' };
}

/** The server engine, recording what each compose call was given (to see which photos ran, and how). */
export function recordingEngine(inner: PhotoEngine = createPhotoEngine()) {
  const calls: EngineInput[] = [];
  const engine: PhotoEngine = {
    compose: (input, signal) => {
      calls.push(input);
      return inner.compose(input, signal);
    },
    close: () => inner.close(),
  };
  return { engine, calls };
}

/** Today's usage row, as the quota sees it. */
export async function usageToday(t: TestApp, userId: string): Promise<number> {
  const row = await t.db.db
    .selectFrom('usage_daily')
    .select('count')
    .where('user_id', '=', userId)
    .where('day', '=', new Date().toISOString().slice(0, 10))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The app's next send to the queue on `topic` fails once, as a terminated connection does (08006). */
export function failNextSend(t: TestApp, topic: string): void {
  const queue = t.jobs!.jobs.queue;
  const send = queue.send.bind(queue);
  queue.send = async (to, data, options) => {
    if (to !== topic) return send(to, data, options);
    queue.send = send;
    throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
  };
}
