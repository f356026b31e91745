// Photo bytes are stored as fixed-size chunk rows and read back in order; photos saved before chunks
// existed (bytes in project_images.bytes) still load. Chunks hold Lite's photos (Pro and Ultra keep
// theirs full size in object storage: projects-full-size.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixture, jpeg, projectForm, send, signedInUser, type Actor } from '../helpers/projects';
import { PHOTO_CHUNK_BYTES } from '#server/services/project-image-chunks';
import { createDbProjectStorage } from '#server/services/project-storage-db';
import type { ProjectDto } from '#shared/schemas/projects';

describe.each(DB_KINDS)('photo chunks on %s', (kind) => {
  let t: TestApp;
  let user: Actor;
  let big: Uint8Array;
  const logo = { name: 'logo.png', bytes: fixture('logo.png') };

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signedInUser(t, 'lite');
    // A real JPEG header followed by distinct bytes: two and a half chunks, so order and the tail matter.
    big = new Uint8Array(Math.floor(PHOTO_CHUNK_BYTES * 2.5));
    for (let i = 0; i < big.length; i++) big[i] = (i * 7 + (i >> 12)) & 0xff;
    big.set(await jpeg(3, 64, 48));
  });
  afterAll(() => t.close());

  async function save(method: 'POST' | 'PUT', url: string, photos: Uint8Array[]) {
    const files = photos.map((bytes, i) => ({ name: `p${i}.jpg`, bytes }));
    const res = await send(t, user, method, url, projectForm('Chunks', files, logo));
    expect(res.status).toBe(method === 'POST' ? 201 : 200);
    return ((await res.json()) as { project: ProjectDto }).project;
  }
  const chunkRows = (projectId: string) =>
    t.db.db
      .selectFrom('project_image_chunks')
      .select(['idx', 'seq'])
      .where('project_id', '=', projectId)
      .orderBy('idx')
      .orderBy('seq')
      .execute();
  const image = async (url: string) => new Uint8Array(await (await send(t, user, 'GET', url)).arrayBuffer());

  it('stores a photo as chunk rows, not in project_images.bytes, and loads it back whole', async () => {
    const small = await jpeg(4);
    const p = await save('POST', '/api/projects', [big, small]);
    expect(await chunkRows(p.id)).toEqual([
      { idx: 0, seq: 0 },
      { idx: 0, seq: 1 },
      { idx: 0, seq: 2 },
      { idx: 1, seq: 0 },
    ]);
    const rows = await t.db.db
      .selectFrom('project_images')
      .select('bytes')
      .where('project_id', '=', p.id)
      .execute();
    expect(rows.map((r) => r.bytes.byteLength)).toEqual([0, 0]);
    expect(await image(p.image_urls[0]!)).toEqual(big);
    expect(await image(p.image_urls[1]!)).toEqual(small);
    expect((await send(t, user, 'GET', p.thumbnail_url)).headers.get('content-type')).toBe('image/webp');
  });

  it('drops the old chunks on update and delete', async () => {
    const p = await save('POST', '/api/projects', [big, big]);
    const small = await jpeg(5);
    await save('PUT', `/api/projects/${p.id}`, [small]);
    expect(await chunkRows(p.id)).toEqual([{ idx: 0, seq: 0 }]);
    expect(await image(`/api/projects/${p.id}/images/0`)).toEqual(small);
    expect((await send(t, user, 'DELETE', `/api/projects/${p.id}`)).status).toBe(204);
    expect(await chunkRows(p.id)).toEqual([]);
  });

  it('still loads a photo saved before chunks, from project_images.bytes', async () => {
    const p = await save('POST', '/api/projects', [await jpeg(6)]);
    const old = await jpeg(8);
    await t.db.db.deleteFrom('project_image_chunks').where('project_id', '=', p.id).execute();
    await t.db.db.updateTable('project_images').set({ bytes: old }).where('project_id', '=', p.id).execute();
    expect(await image(p.image_urls[0]!)).toEqual(old);
  });

  it('leaves no chunk rows when a save fails midway', async () => {
    const count = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('project_image_chunks')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const failing = createDbProjectStorage(t.db, {
      afterFirstImageRow: () => {
        throw new Error('killed after the first image');
      },
    });
    const file = { name: 'a.jpg', type: 'image/jpeg', bytes: big, width: 64, height: 48 };
    const input = {
      name: 'Interrupted',
      positions: {},
      logo: { name: 'logo.png', type: 'image/png', bytes: logo.bytes, width: null, height: null },
      images: [file, file],
    };
    await expect(failing.create(user.id, input, { maxProjects: null })).rejects.toThrow('killed');
    expect(await count()).toBe(before);
  });
});
