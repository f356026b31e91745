// Every route reads at most a body that fits it, and says so with a 413 and a real message:
// declared with Content-Length (refused before reading) or streamed chunked (cut off at the limit).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, signUp, type TestUser } from '../helpers/auth';
import { fixture, jpeg, projectForm } from '../helpers/projects';
import { PROJECT_SAVE_BYTES, SMALL_BODY_BYTES, WEBHOOK_BODY_BYTES } from '#server/body-limits';

const MB = 1024 * 1024;

/** A body of `total` bytes in 64 KB chunks, made as it is read; counts what was pulled. */
function chunked(total: number, fill = 0x20) {
  const chunk = new Uint8Array(64 * 1024).fill(fill);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const n = Math.min(chunk.length, total - state.pulled);
      state.pulled += n;
      controller.enqueue(chunk.subarray(0, n));
    },
  });
  return { stream, state };
}

const ROUTES: [method: string, path: string, limit: number][] = [
  ['POST', '/api/auth/sign-in/email', SMALL_BODY_BYTES],
  ['POST', '/api/auth/sign-up/email', SMALL_BODY_BYTES],
  ['POST', '/api/usage/reserve', SMALL_BODY_BYTES],
  ['PATCH', '/api/me', SMALL_BODY_BYTES],
  ['POST', '/api/billing/checkout', SMALL_BODY_BYTES],
  ['POST', '/api/contact', SMALL_BODY_BYTES],
  ['POST', '/api/webhooks/lemonsqueezy', WEBHOOK_BODY_BYTES],
];

describe.each(DB_KINDS)('body limits on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signUp(t);
  });
  afterAll(() => t.close());

  const request = (
    method: string,
    path: string,
    init: { body: BodyInit; headers?: Record<string, string> },
  ) =>
    t.app.request(path, {
      method,
      body: init.body,
      headers: {
        Origin: ORIGIN,
        Cookie: user.cookie,
        'Content-Type': 'application/json',
        ...init.headers,
      },
      duplex: 'half',
    } as RequestInit);

  async function expect413(res: Response) {
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.message.length).toBeGreaterThan(10);
    return body.error.message;
  }

  it.each(ROUTES)(
    '%s %s refuses a declared body over its limit before reading it',
    async (method, path, limit) => {
      const { stream, state } = chunked(600 * MB);
      const res = await request(method, path, {
        body: stream,
        headers: { 'Content-Length': String(600 * MB) },
      });
      await expect413(res);
      expect(state.pulled).toBeLessThanOrEqual(limit + 128 * 1024);
    },
  );

  it.each(ROUTES)('%s %s cuts off a chunked body just past its limit', async (method, path, limit) => {
    const { stream, state } = chunked(600 * MB);
    const message = await expect413(await request(method, path, { body: stream }));
    expect(message).toContain(limit >= MB ? `${limit / MB} MB` : `${limit / 1024} KB`);
    expect(state.pulled).toBeLessThanOrEqual(limit + 128 * 1024);
  });

  it('lets bodies under the limit through as before', async () => {
    const res = await request('PATCH', '/api/me', {
      body: JSON.stringify({ name: 'x'.repeat(90), pad: ' '.repeat(SMALL_BODY_BYTES - 200) }),
    });
    // Refused for its unknown field by the route itself, not by the limit.
    expect(res.status).toBe(400);
  });

  it('refuses a declared project save over the documented cap with the photo limits in the message', async () => {
    const { stream, state } = chunked(600 * MB);
    const res = await request('POST', '/api/projects', {
      body: stream,
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(PROJECT_SAVE_BYTES + 1),
      },
    });
    expect(await expect413(res)).toBe('A project can hold at most 50 photos of 25 MB each.');
    expect(state.pulled).toBeLessThan(MB);
  });

  it('cuts off a chunked project save at the documented cap', async () => {
    const { stream, state } = chunked(PROJECT_SAVE_BYTES + 4 * MB, 0x61);
    const res = await request('POST', '/api/projects', {
      body: stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(await expect413(res)).toBe('A project can hold at most 50 photos of 25 MB each.');
    expect(state.pulled).toBeLessThan(PROJECT_SAVE_BYTES + 2 * MB);
  }, 60_000);

  it('still saves a multipart project streamed without a Content-Length', async () => {
    const form = projectForm('Chunked', [{ name: 'a.jpg', bytes: await jpeg(1) }], {
      name: 'logo.png',
      bytes: fixture('logo.png'),
    });
    const encoded = new Response(form);
    const res = await request('POST', '/api/projects', {
      body: encoded.body!,
      headers: { 'Content-Type': encoded.headers.get('content-type')! },
    });
    expect(res.status).toBe(201);
  });
});

describe('a multipart save that breaks off mid-file', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    user = await signUp(t);
  });
  afterAll(() => t.close());

  // Other test files upload at the same time into the shared temp folder (one run counted a folder
  // of theirs that went away meanwhile): this test gives the server a temp folder of its own.
  let own = '';
  let saved: string | undefined;
  beforeEach(() => {
    own = fs.mkdtempSync(path.join(os.tmpdir(), 'body-limits-'));
    saved = process.env.TMPDIR;
    process.env.TMPDIR = own;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    fs.rmSync(own, { recursive: true, force: true });
  });
  const uploadDirs = () => fs.readdirSync(own).filter((n) => n.startsWith('logobatch-upload-')).length;

  it('answers 400 and leaves no temporary files', async () => {
    const head = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    );
    let during = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(new Uint8Array(256 * 1024).fill(7));
      },
      // Breaks off once the server has its folder for the file, so the check below is not vacuous.
      async pull(controller) {
        for (let i = 0; i < 200 && uploadDirs() === 0; i++) await new Promise((r) => setTimeout(r, 10));
        during = uploadDirs();
        controller.error(new Error('client went away'));
      },
    });
    const res = await t.app.request('/api/projects', {
      method: 'POST',
      body: stream,
      headers: { Origin: ORIGIN, Cookie: user.cookie, 'Content-Type': 'multipart/form-data; boundary=b' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_upload' } });
    expect([during, uploadDirs()]).toEqual([1, 0]);
  });
});
