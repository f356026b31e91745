// A save takes one shape, multipart with "meta", "images" and "logo", and one project answers as
// `{ project }` (decision 145): other bodies and other part names are refused, never half-read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN } from '../helpers/auth';
import { fixture, jpeg, projectForm, send, settings, signedInUser, type Actor } from '../helpers/projects';

describe.each(DB_KINDS)('one shape for saved projects on %s', (kind) => {
  let t: TestApp;
  let user: Actor;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signedInUser(t, 'pro');
  });
  afterAll(() => t.close());

  const count = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('projects')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const logoFile = () => new File([fixture('logo.png') as BlobPart], 'logo.png', { type: 'image/png' });

  it('answers create, load and update with the project under "project" only', async () => {
    const logo = { name: 'logo.png', bytes: fixture('logo.png') };
    const created = await send(t, user, 'POST', '/api/projects', projectForm('One', [], logo));
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['project']);
    const id = (body.project as { id: string }).id;
    const loaded = (await (await send(t, user, 'GET', `/api/projects/${id}`)).json()) as object;
    expect(Object.keys(loaded)).toEqual(['project']);
    const put = await send(t, user, 'PUT', `/api/projects/${id}`, projectForm('Two', [], logo));
    expect(Object.keys((await put.json()) as object)).toEqual(['project']);
  });

  it('refuses a JSON body with data URLs, saying which shape to send', async () => {
    const before = await count();
    const logo = `data:image/png;base64,${Buffer.from(fixture('logo.png')).toString('base64')}`;
    const res = await t.app.request('/api/projects', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...user.headers },
      body: JSON.stringify({ name: 'As JSON', image_urls: [], logo_url: logo }),
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid_upload');
    expect(error.message).toContain('multipart/form-data');
    expect(await count()).toBe(before);
  });

  it('reads no other part names: "name" fields instead of "meta", or "images[]" parts', async () => {
    const before = await count();
    const fields = new FormData();
    fields.append('name', 'Fields shoot');
    fields.append('logo', logoFile());
    const noMeta = await send(t, user, 'POST', '/api/projects', fields);
    expect(noMeta.status).toBe(400);
    expect(await noMeta.json()).toMatchObject({ error: { code: 'invalid_upload' } });

    const aliased = new FormData();
    aliased.append('meta', JSON.stringify({ name: 'Aliased', positions: { 'logo-settings': settings() } }));
    aliased.append('images[]', new File([(await jpeg(9)) as BlobPart], 'one.jpg', { type: 'image/jpeg' }));
    aliased.append('logo_file', logoFile());
    const res = await send(t, user, 'POST', '/api/projects', aliased);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'project_logo_required' } });
    expect(await count()).toBe(before);
  });

  it('refuses a body that is neither JSON nor multipart before the route reads it', async () => {
    const text = await t.app.request('/api/projects', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', ...user.headers },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });
});
