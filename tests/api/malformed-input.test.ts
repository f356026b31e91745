// Broken percent-encoding in URLs and data URLs, and NUL characters in stored text, are the
// client's mistake: 400 with a code on both databases, never a 500 or a database error.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, signUp, type TestUser } from '../helpers/auth';
import { createApp } from '#server/app';
import { fixture, jpeg, projectForm, send, signedInUser, type Actor } from '../helpers/projects';

const NUL = 'a\u0000b';

describe.each(DB_KINDS)('malformed URLs and strings on %s', (kind) => {
  let t: TestApp;
  let spa: ReturnType<typeof createApp>;
  let user: TestUser;
  let saver: Actor;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const clientDir = path.join(t.db.dataDir, 'client');
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>LogoBatch</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'export {};');
    spa = createApp({ config: t.config, dbh: t.db, now: () => new Date() }, { clientDir });
    user = await signUp(t);
    saver = await signedInUser(t, 'pro');
  });
  afterAll(() => t.close());

  it.each(['/%', '/%E0%A4%A', '/assets/%', '/assets/%zz.js', '/editor/%C0'])(
    'answers GET %s with 400 JSON',
    async (url) => {
      const res = await spa.request(url);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_url' } });
    },
  );

  it('still serves the shell and assets for well-formed paths', async () => {
    expect((await spa.request('/editor')).status).toBe(200);
    expect((await spa.request('/assets/app.js')).status).toBe(200);
  });

  it.each(['/api/%', '/api/projects/%', '/api/projects/%E0%A4%A/images/0'])(
    'answers GET %s below 500',
    async (url) => {
      const res = await spa.request(url, { headers: { Cookie: user.cookie } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('refuses NUL in a project name', async () => {
    const form = projectForm(NUL, [{ name: 'a.jpg', bytes: await jpeg(1) }], {
      name: 'logo.png',
      bytes: fixture('logo.png'),
    });
    const res = await send(t, saver, 'POST', '/api/projects', form);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_characters' } });
  });

  it('refuses NUL in the profile name and keeps the old name', async () => {
    const res = await user.request('/api/me', { method: 'PATCH', json: { name: NUL } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_characters' } });
    const me = (await (await user.request('/api/me')).json()) as { fullName: string };
    expect(me.fullName).toBe(user.name);
  });

  it('refuses NUL in the name given at sign-up', async () => {
    const res = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
      body: JSON.stringify({ email: 'nul@example.com', password: 'secret-pass-1', name: NUL }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_characters' });
  });

  it.each(['name', 'email', 'message'])('refuses NUL in the contact message %s', async (field) => {
    const body = { name: 'Ann', email: 'ann@example.com', subject: 'general', message: 'Hello there' };
    const res = await user.request('/api/contact', {
      json: { ...body, [field]: field === 'email' ? 'a\u0000@example.com' : NUL },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_characters' } });
  });
});
