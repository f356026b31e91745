// A project sent as JSON with data URLs (the old product's row shape) saves, loads and updates
// like a multipart upload, and a wrong body says what is expected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN } from '../helpers/auth';
import { fixture, jpeg, signedInUser, type Actor } from '../helpers/projects';
import type { ProjectDto } from '../../src/shared/schemas/projects';

const dataUrl = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe.each(DB_KINDS)('saved projects as JSON on %s', (kind) => {
  let t: TestApp;
  let user: Actor;
  let other: Actor;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signedInUser(t, 'pro');
    other = await signedInUser(t, 'lite');
  });
  afterAll(() => t.close());

  const json = (who: Actor, method: string, url: string, body: unknown) =>
    t.app.request(url, {
      method,
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...who.headers },
      body: JSON.stringify(body),
    });

  it('creates from image_urls, logo_url and positions, and serves the same bytes back', async () => {
    const photo = await jpeg(3);
    const logo = fixture('logo.png');
    const res = await json(user, 'POST', '/api/projects', {
      name: '  JSON shoot ',
      image_urls: [dataUrl(photo, 'image/jpeg'), dataUrl(await jpeg(4), 'image/jpeg')],
      logo_url: dataUrl(logo, 'image/png'),
      positions: { a: { x: 0.1, y: 0.2, scale: 0.3, opacity: 0.5, rotation: 10 }, b: { x: 0.7, y: 0.6 } },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as ProjectDto & { project: ProjectDto };
    const { project } = created;
    expect(project.name).toBe('JSON shoot');
    // The row's fields are also at the top level, as the old product returned the inserted row.
    expect(created).toMatchObject({ id: project.id, name: 'JSON shoot', logo_url: project.logo_url });
    expect(project.image_urls).toHaveLength(2);
    expect(project.positions.a).toMatchObject({ x: 0.1, y: 0.2, scale: 0.3, opacity: 0.5, rotation: 10 });
    // Settings left out take the editor's defaults.
    expect(project.positions.b).toMatchObject({ x: 0.7, y: 0.6, opacity: 1, rotation: 0 });

    const got = await t.app.request(`/api/projects/${project.id}`, { headers: user.headers });
    const loaded = ((await got.json()) as { project: ProjectDto }).project;
    expect(loaded).toMatchObject({ name: 'JSON shoot', logo_url: expect.stringContaining('/logo') });
    const img = await t.app.request(loaded.image_urls[0]!, { headers: user.headers });
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(photo);

    const put = await json(user, 'PATCH', `/api/projects/${project.id}`, {
      name: 'Renamed',
      image_urls: [],
      logo_url: dataUrl(logo, 'image/png'),
    });
    expect(put.status).toBe(200);
    const updated = ((await put.json()) as { project: ProjectDto }).project;
    expect(updated).toMatchObject({ id: project.id, name: 'Renamed', image_count: 0 });
    expect(Object.keys(updated.positions)).toEqual(['logo-settings']);

    const stranger = await json(other, 'PUT', `/api/projects/${project.id}`, {
      name: 'x',
      logo_url: dataUrl(logo, 'image/png'),
    });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error: { message: 'Project not found' } });
  });

  it('takes multipart with plain "name" and "positions" fields instead of "meta", and "images[]" parts', async () => {
    const form = new FormData();
    form.append('name', 'Fields shoot');
    form.append('positions', JSON.stringify({ p1: { x: 0.4, y: 0.5, scale: 0.2, opacity: 1, rotation: 0 } }));
    form.append('images[]', new File([(await jpeg(9)) as BlobPart], 'one.jpg', { type: 'image/jpeg' }));
    form.append('logo', new File([fixture('logo.png') as BlobPart], 'logo.png', { type: 'image/png' }));
    const res = await t.app.request('/api/projects', {
      method: 'POST',
      headers: { Origin: ORIGIN, ...user.headers },
      body: form,
    });
    expect(res.status).toBe(201);
    const { project } = (await res.json()) as { project: ProjectDto };
    expect(project).toMatchObject({ name: 'Fields shoot', image_count: 1, logo_name: 'logo.png' });
    expect(project.positions.p1).toMatchObject({ x: 0.4, y: 0.5 });

    const text = await t.app.request('/api/projects', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', ...user.headers },
      body: 'hello',
    });
    // Neither JSON nor multipart: refused before the route reads it (decision 105).
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it.each([
    [{ name: '', logo_url: 'x' }, 'Please enter a project name'],
    [{ name: 'No logo', image_urls: [] }, 'No logo to save'],
    [{ name: 'Bad', image_urls: ['not a data url!'], logo_url: null }, 'data URL'],
    [{ name: 'Bad', image_urls: 'one', logo_url: null }, 'image_urls'],
  ])('refuses %j naming what is wrong', async (body, message) => {
    const res = await json(user, 'POST', '/api/projects', body);
    expect(res.status).toBe(400);
    const err = ((await res.json()) as { error: { message: string } }).error;
    expect(err.message).toContain(message);
  });

  it('refuses an SVG logo with a script sent as a data URL', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await json(user, 'POST', '/api/projects', {
      name: 'Evil',
      logo_url: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'unsafe_svg' } });
  });
});
