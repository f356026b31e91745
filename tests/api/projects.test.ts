import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixture, jpeg, projectForm, send, settings, signedInUser, type Actor } from '../helpers/projects';
import type { ProjectDto, ProjectListDto } from '#shared/schemas/projects';

describe.each(DB_KINDS)('saved projects on %s', (kind) => {
  let t: TestApp;
  let alice: Actor;
  let bob: Actor;
  let photos: Uint8Array[];
  const logo = { name: 'logo.png', bytes: fixture('logo.png') };

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInUser(t, 'pro');
    bob = await signedInUser(t, 'pro');
    photos = await Promise.all([1, 2, 3].map((s) => jpeg(s)));
  });
  afterAll(() => t.close());

  const threePhotos = () => photos.map((bytes, i) => ({ name: `photo-${i + 1}.jpg`, bytes }));

  async function create(who: Actor, name = 'Wedding') {
    const res = await send(t, who, 'POST', '/api/projects', projectForm(name, threePhotos(), logo));
    expect(res.status).toBe(201);
    return ((await res.json()) as { project: ProjectDto }).project;
  }

  it('creates a project and loads it back with its files', async () => {
    const p = await create(alice, '  Wedding  ');
    expect(p).toMatchObject({
      name: 'Wedding',
      image_count: 3,
      logo_name: 'logo.png',
      logo_type: 'image/png',
    });
    expect(p.image_urls[1]).toMatch(new RegExp(`^/api/projects/${p.id}/images/1\\?v=`));
    expect(Object.values(p.positions)[1]).toEqual(settings(0.1, 0.05));

    const loaded = await send(t, alice, 'GET', `/api/projects/${p.id}`);
    expect(loaded.status).toBe(200);
    expect(((await loaded.json()) as { project: ProjectDto }).project).toEqual(p);

    const img = await send(t, alice, 'GET', p.image_urls[2]!);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(img.headers.get('cache-control')).toContain('private');
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(photos[2]);

    const lg = await send(t, alice, 'GET', p.logo_url!);
    expect(lg.headers.get('content-type')).toBe('image/png');
    expect(lg.headers.get('cache-control')).toContain('private');
    expect(new Uint8Array(await lg.arrayBuffer())).toEqual(logo.bytes);

    const thumb = await send(t, alice, 'GET', p.thumbnail_url);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toContain('private');
    expect((await send(t, bob, 'GET', p.thumbnail_url)).status).toBe(404);
  });

  it("lists only the user's projects, newest update first, and replaces on update", async () => {
    const carol = await signedInUser(t, 'ultra');
    const a = await create(carol, 'First');
    const b = await create(carol, 'Second');
    const svg = { name: 'marque-été.svg', bytes: fixture('logo.svg'), type: 'image/svg+xml' };
    const form = projectForm('First, renamed', [{ name: 'Ünïcødé 写真.jpg', bytes: photos[0]! }], svg, {
      x1: settings(0.7, 0.8),
    });
    const upd = await send(t, carol, 'PUT', `/api/projects/${a.id}`, form);
    expect(upd.status).toBe(200);
    const updated = ((await upd.json()) as { project: ProjectDto }).project;
    expect(updated).toMatchObject({
      id: a.id,
      name: 'First, renamed',
      image_count: 1,
      logo_type: 'image/svg+xml',
      logo_name: 'marque-été.svg',
      created_at: a.created_at,
    });
    // Names go as the browser sends them, in UTF-8: an "Original names" export reuses them.
    expect(updated.images.map((i) => i.name)).toEqual(['Ünïcødé 写真.jpg']);
    expect(updated.updated_at >= a.updated_at).toBe(true);
    expect(updated.positions).toEqual({ x1: settings(0.7, 0.8) });

    const list = (await (await send(t, carol, 'GET', '/api/projects')).json()) as ProjectListDto;
    expect(list.projects.map((p) => p.id)).toEqual([a.id, b.id]);
    expect(list.max_projects).toBeNull();
    expect((await send(t, carol, 'GET', `/api/projects/${a.id}/images/1`)).status).toBe(404);
    const lg = await send(t, carol, 'GET', `/api/projects/${a.id}/logo`);
    expect(lg.headers.get('content-type')).toBe('image/svg+xml');
    expect(lg.headers.get('content-security-policy')).toContain("script-src 'none'");
  });

  it('deletes a project with its files', async () => {
    const p = await create(alice, 'To delete');
    expect((await send(t, alice, 'DELETE', `/api/projects/${p.id}`)).status).toBe(204);
    expect((await send(t, alice, 'GET', `/api/projects/${p.id}`)).status).toBe(404);
    expect((await send(t, alice, 'GET', p.image_urls[0]!)).status).toBe(404);
    const rows = await t.db.db
      .selectFrom('project_images')
      .select('idx')
      .where('project_id', '=', p.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await send(t, alice, 'DELETE', `/api/projects/${p.id}`)).status).toBe(404);
  });

  it('answers another user exactly as for a missing project', async () => {
    const p = await create(alice, 'Private');
    const missing = '00000000-0000-4000-8000-000000000000';
    const attempts: [string, string, FormData?][] = [
      ['GET', `/api/projects/${p.id}`],
      ['GET', `/api/projects/${p.id}/images/0`],
      ['GET', `/api/projects/${p.id}/logo`],
      ['GET', `/api/projects/${p.id}/thumbnail`],
      ['PUT', `/api/projects/${p.id}`, projectForm('Stolen', [], logo)],
      ['DELETE', `/api/projects/${p.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const theirs = await send(t, bob, method, url, body);
      const none = await send(
        t,
        bob,
        method,
        url.replace(p.id, missing),
        body && projectForm('Stolen', [], logo),
      );
      expect(theirs.status, `${method} ${url}`).toBe(404);
      const json = await theirs.json();
      expect(json).toEqual({ error: { code: 'project_not_found', message: 'Project not found' } });
      expect(await none.json()).toEqual(json);
    }
    const list = (await (await send(t, bob, 'GET', '/api/projects')).json()) as ProjectListDto;
    expect(list.projects.map((x) => x.id)).not.toContain(p.id);
    const still = (await (await send(t, alice, 'GET', `/api/projects/${p.id}`)).json()) as {
      project: ProjectDto;
    };
    expect(still.project.name).toBe('Private');
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ['GET', '/api/projects/x/logo'],
    ]) {
      const res = await send(t, null, method!, url!);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: { code: 'unauthorized', message: 'User must be logged in' },
      });
    }
  });

  it('limits lite users to 2 projects, checked on the server even for two tabs at once', async () => {
    const lite = await signedInUser(t, 'lite');
    await create(lite, 'One');
    const [r1, r2] = await Promise.all([
      send(t, lite, 'POST', '/api/projects', projectForm('Two', threePhotos(), logo)),
      send(t, lite, 'POST', '/api/projects', projectForm('Two again', threePhotos(), logo)),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([201, 403]);
    const third = await send(t, lite, 'POST', '/api/projects', projectForm('Three', [], logo));
    expect(third.status).toBe(403);
    expect(await third.json()).toMatchObject({
      error: {
        code: 'project_limit',
        message: 'Free plan users can save up to 2 projects. Upgrade to Pro for unlimited projects.',
      },
    });
    const list = (await (await send(t, lite, 'GET', '/api/projects')).json()) as ProjectListDto;
    expect(list.projects).toHaveLength(2);
    expect(list.max_projects).toBe(2);
    // Updating one of the two is not a new project.
    const upd = await send(
      t,
      lite,
      'PUT',
      `/api/projects/${list.projects[0]!.id}`,
      projectForm('Updated', [], logo),
    );
    expect(upd.status).toBe(200);
  });
});
