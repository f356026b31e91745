import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import type { ProjectDto } from '#shared/schemas/projects';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client, signUp } from '../helpers/auth';
import { fixture, jpeg, projectForm, send, settings, signedInUser } from '../helpers/projects';

const URL = '/api/me/export-settings';
const CHOSEN = {
  format: 'webp',
  quality: 70,
  resize: 1500,
  fileNames: 'original',
  removeLocation: false,
  originalQuality: false,
};

describe.each(DB_KINDS)('account export settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('needs a signed-in user, for reading and for writing (401 before any validation)', async () => {
    const visitor = client(t);
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', CHOSEN],
      ['PUT', { format: 'gif' }],
    ] as const) {
      const res = await visitor.request(URL, { method, json });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('keeps "Original quality" on for a client that predates it', async () => {
    const alice = await signUp(t);
    const { originalQuality: _, ...older } = CHOSEN;
    const put = await alice.request(URL, { method: 'PUT', json: older });
    expect(put.status).toBe(200);
    expect(await (await alice.request(URL)).json()).toEqual({
      settings: { ...older, originalQuality: true },
    });
  });

  it('answers null until the account stores settings, then round-trips them per account', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const first = await alice.request(URL);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.json()).toEqual({ settings: null });

    const put = await alice.request(URL, { method: 'PUT', json: CHOSEN });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ settings: CHOSEN });
    expect(await (await alice.request(URL)).json()).toEqual({ settings: CHOSEN });
    expect(await (await bob.request(URL)).json()).toEqual({ settings: null });

    // A second PUT replaces the row; fields left out take their defaults.
    await alice.request(URL, { method: 'PUT', json: { format: 'png' } });
    expect(await (await alice.request(URL)).json()).toEqual({
      settings: { ...DEFAULT_EXPORT_SETTINGS, format: 'png' },
    });
  });

  it.each([
    ['an unknown format', { ...CHOSEN, format: 'gif' }],
    ['quality 0', { ...CHOSEN, quality: 0 }],
    ['quality 101', { ...CHOSEN, quality: 101 }],
    ['a fractional quality', { ...CHOSEN, quality: 95.5 }],
    ['a long edge below 16', { ...CHOSEN, resize: 8 }],
    ['a resize word other than original', { ...CHOSEN, resize: 'half' }],
    ['an unknown file naming', { ...CHOSEN, fileNames: 'random' }],
    ['an unknown field', { ...CHOSEN, keepGps: true }],
    ['a list', [CHOSEN]],
  ])('refuses %s with 400 invalid_export_settings and keeps what was stored', async (_, body) => {
    const u = await signUp(t);
    await u.request(URL, { method: 'PUT', json: CHOSEN });
    const res = await u.request(URL, { method: 'PUT', json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_export_settings' } });
    expect(await (await u.request(URL)).json()).toEqual({ settings: CHOSEN });
  });

  it('refuses a body that is not JSON, and one from another site', async () => {
    const u = await signUp(t);
    const bad = await u.request(URL, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      json: undefined,
    });
    expect(bad.status).toBe(400);
    const cross = await t.app.request(URL, {
      method: 'PUT',
      headers: { Origin: 'https://evil.example', Cookie: u.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(CHOSEN),
    });
    expect(cross.status).toBe(403);
    expect(await (await u.request(URL)).json()).toEqual({ settings: null });
  });

  it('refuses a body over the small-body limit with 413', async () => {
    const u = await signUp(t);
    const res = await u.request(URL, { method: 'PUT', json: { ...CHOSEN, pad: 'x'.repeat(70_000) } });
    expect(res.status).toBe(413);
  });
});

describe.each(DB_KINDS)('projects keep output settings and original sizes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const logo = { name: 'logo.png', bytes: fixture('logo.png') };

  it('round-trips exportSettings and per-photo originals through create, load, list and update', async () => {
    const alice = await signedInUser(t, 'pro');
    const photos = [
      { name: 'a.jpg', bytes: await jpeg(1, 40, 30) },
      { name: 'b.jpg', bytes: await jpeg(2, 30, 40) },
    ];
    const originals = [{ width: 6000, height: 4500 }, null];
    const form = projectForm('Settings', photos, logo, undefined, { exportSettings: CHOSEN, originals });
    const res = await send(t, alice, 'POST', '/api/projects', form);
    expect(res.status).toBe(201);
    const p = ((await res.json()) as { project: ProjectDto }).project;
    expect(p.export_settings).toEqual(CHOSEN);
    expect(p.images.map((i) => [i.original_width, i.original_height])).toEqual([
      [6000, 4500],
      [null, null],
    ]);
    const loaded = await send(t, alice, 'GET', `/api/projects/${p.id}`);
    expect(((await loaded.json()) as { project: ProjectDto }).project).toEqual(p);
    const list = await send(t, alice, 'GET', '/api/projects');
    expect(((await list.json()) as { projects: ProjectDto[] }).projects[0]).toEqual(p);

    // An update without the new fields (an older client) stores none: the defaults apply on open.
    const upd = await send(t, alice, 'PUT', `/api/projects/${p.id}`, projectForm('Settings', photos, logo));
    const updated = ((await upd.json()) as { project: ProjectDto }).project;
    expect(updated.export_settings).toBeNull();
    expect(updated.images.map((i) => i.original_width)).toEqual([null, null]);
  });

  it.each([
    ['settings with a bad quality', { exportSettings: { ...CHOSEN, quality: 0 } }],
    ['originals of the wrong length', { originals: [{ width: 10, height: 10 }] }],
    ['an original of zero width', { originals: [{ width: 0, height: 10 }, null] }],
  ])('refuses %s with 400 and stores nothing', async (_, extra) => {
    const bob = await signedInUser(t, 'pro');
    const photos = [
      { name: 'p0.jpg', bytes: await jpeg(5) },
      { name: 'p1.jpg', bytes: await jpeg(6) },
    ];
    const pos = { a: settings(), b: settings() };
    const res = await send(t, bob, 'POST', '/api/projects', projectForm('Bad', photos, logo, pos, extra));
    expect(res.status).toBe(400);
    const list = await send(t, bob, 'GET', '/api/projects');
    expect(((await list.json()) as { projects: ProjectDto[] }).projects).toEqual([]);
  });
});
