// Saved projects keep full-size photos on Pro and Ultra (issue 15 item 5, decision 279): the photo's own
// bytes, whatever its size up to the full-size limit and in any of the plan's types, in object storage
// (the folder store and S3 through s3rver), on each database; Lite keeps the spec's reduced photos in
// the database. Replaced and deleted photos leave storage, a failed save leaves nothing, and the sweep
// removes what a save that never committed left behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type ObjectStorage } from '#server/storage';
import { createDbProjectStorage } from '#server/services/project-storage-db';
import { SWEEP_AFTER_MS, sweepProjectObjects, uploadPhotos } from '#server/services/project-photo-objects';
import {
  PROJECT_MAX_FILE_BYTES,
  PROJECT_MAX_ORIGINAL_BYTES,
  type ProjectDto,
} from '#shared/schemas/projects';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlan } from '../helpers/auth';
import { STORE_CASES, startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { fixture, jpeg, projectForm, send, signedInUser, type UploadFile } from '../helpers/projects';

describe.each(STORE_CASES)('full-size project photos on %s with %s storage', (kind, store) => {
  let t: TestApp;
  let s3: LocalS3 | null = null;
  let objects: ObjectStorage;
  /** A real camera-sized JPEG: a JPEG header the checks read, then 12 MB of distinct bytes. */
  let camera: Uint8Array;
  const logo = { name: 'logo.png', bytes: fixture('logo.png') };
  const heic = { name: 'phone.heic', bytes: fixture('quadrants-p3.heic'), type: 'image/heic' };

  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : null;
    t = await createTestApp(kind, s3 ? { STORAGE_URL: s3.url } : {});
    objects = openStorage(t.config);
    camera = new Uint8Array(12 * 1024 * 1024);
    for (let i = 0; i < camera.length; i++) camera[i] = (i * 31 + (i >> 11)) & 0xff;
    camera.set(await jpeg(7, 64, 48));
  });
  afterAll(async () => {
    await objects.close();
    await t.close();
    await s3?.stop();
  });

  const save = async (who: Awaited<ReturnType<typeof signedInUser>>, files: UploadFile[], url?: string) => {
    const res = await send(
      t,
      who,
      url ? 'PUT' : 'POST',
      url ?? '/api/projects',
      projectForm('Shoot', files, logo),
    );
    return { res, project: res.ok ? ((await res.json()) as { project: ProjectDto }).project : null };
  };
  const rows = (projectId: string) =>
    t.db.db
      .selectFrom('project_images')
      .select(['idx', 'type', 'object_key', 'size'])
      .where('project_id', '=', projectId)
      .orderBy('idx')
      .execute();
  const chunks = async (projectId: string) =>
    (
      await t.db.db
        .selectFrom('project_image_chunks')
        .select('idx')
        .where('project_id', '=', projectId)
        .execute()
    ).length;
  const bytesAt = async (who: Awaited<ReturnType<typeof signedInUser>>, url: string) => {
    const res = await send(t, who, 'GET', url);
    expect(res.status).toBe(200);
    return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it('keeps a Pro photo as it was sent, beyond what Lite may store, and gives the same bytes back', async () => {
    const pro = await signedInUser(t, 'pro');
    const { res, project } = await save(pro, [{ name: 'camera.jpg', bytes: camera }, heic]);
    expect(res.status).toBe(201);
    expect(camera.length).toBeGreaterThan(PROJECT_MAX_FILE_BYTES);
    const stored = await rows(project!.id);
    expect(stored.map((r) => [r.type, r.size])).toEqual([
      ['image/jpeg', camera.length],
      ['image/heic', heic.bytes.length],
    ]);
    expect(stored.every((r) => r.object_key?.startsWith(`projects/${project!.id}/`))).toBe(true);
    expect(await chunks(project!.id)).toBe(0);
    for (const r of stored) expect(await objects.exists(r.object_key!)).toBe(true);

    const first = await bytesAt(pro, project!.image_urls[0]!);
    expect(first.type).toBe('image/jpeg');
    expect(Buffer.compare(first.bytes, camera)).toBe(0);
    const second = await bytesAt(pro, project!.image_urls[1]!);
    expect(second.type).toBe('image/heic');
    expect(Buffer.compare(second.bytes, heic.bytes)).toBe(0);
    expect((await send(t, pro, 'GET', project!.thumbnail_url)).headers.get('content-type')).toBe(
      'image/webp',
    );
    // Another account sees none of it.
    const other = await signedInUser(t, 'pro');
    expect((await send(t, other, 'GET', project!.image_urls[0]!)).status).toBe(404);
  });

  it("refuses a full-size photo past its limit, and keeps Lite's photos in the database as the spec says", async () => {
    const ultra = await signedInUser(t, 'ultra');
    const huge = new Uint8Array(PROJECT_MAX_ORIGINAL_BYTES + 1);
    huge.set(await jpeg(2, 64, 48));
    const tooBig = await save(ultra, [{ name: 'huge.jpg', bytes: huge }]);
    expect(tooBig.res.status).toBe(413);
    expect(((await tooBig.res.json()) as { error: { code: string } }).error.code).toBe('file_too_large');

    const lite = await signedInUser(t, 'lite');
    const big = await save(lite, [{ name: 'camera.jpg', bytes: camera }]);
    expect(big.res.status).toBe(413);
    expect(((await big.res.json()) as { error: { message: string } }).error.message).toBe(
      '"camera.jpg" is larger than 10 MB.',
    );
    const phone = await save(lite, [heic]);
    expect(phone.res.status).toBe(400);
    const body = (await phone.res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'invalid_image_type' });
    expect(body.error.message).toContain('JPEG, PNG or WEBP');
    const small = await jpeg(3);
    const { project } = await save(lite, [{ name: 'reduced.jpg', bytes: small }]);
    expect((await rows(project!.id)).map((r) => r.object_key)).toEqual([null]);
    expect(await chunks(project!.id)).toBe(1);
    expect((await bytesAt(lite, project!.image_urls[0]!)).bytes).toEqual(small);
  });

  it('deletes the replaced photos after an update, and every photo with the project', async () => {
    const pro = await signedInUser(t, 'pro');
    const { project } = await save(pro, [
      { name: 'a.jpg', bytes: await jpeg(4) },
      { name: 'b.jpg', bytes: await jpeg(5) },
    ]);
    const before = (await rows(project!.id)).map((r) => r.object_key!);
    const replacement = await jpeg(6);
    const updated = await save(pro, [{ name: 'c.jpg', bytes: replacement }], `/api/projects/${project!.id}`);
    expect(updated.res.status).toBe(200);
    const after = (await rows(project!.id)).map((r) => r.object_key!);
    expect(after).toHaveLength(1);
    for (const key of before) expect(await objects.exists(key)).toBe(false);
    expect(await objects.exists(after[0]!)).toBe(true);
    expect((await bytesAt(pro, `/api/projects/${project!.id}/images/0`)).bytes).toEqual(replacement);

    expect((await send(t, pro, 'DELETE', `/api/projects/${project!.id}`)).status).toBe(204);
    expect(await objects.exists(after[0]!)).toBe(false);
    expect(await t.db.db.selectFrom('project_object_sweeps').selectAll().execute()).toEqual([]);
  });

  it('opens after a downgrade to Lite, and a Lite save over it moves its photos back to the database', async () => {
    const user = await signedInUser(t, 'ultra');
    const { project } = await save(user, [{ name: 'camera.jpg', bytes: camera }]);
    const key = (await rows(project!.id))[0]!.object_key!;
    await setPlan(t, user.id, { plan_type: 'lite' });
    expect(Buffer.compare((await bytesAt(user, project!.image_urls[0]!)).bytes, camera)).toBe(0);
    const small = await jpeg(8);
    const resaved = await save(user, [{ name: 'small.jpg', bytes: small }], `/api/projects/${project!.id}`);
    expect(resaved.res.status).toBe(200);
    expect((await rows(project!.id)).map((r) => r.object_key)).toEqual([null]);
    expect(await objects.exists(key)).toBe(false);
  });

  it('leaves no objects and no rows when a save fails after its photos were uploaded', async () => {
    const pro = await signedInUser(t, 'pro');
    const failing = createDbProjectStorage(t.db, {
      objects,
      afterFirstImageRow: () => {
        throw new Error('killed after the first photo row');
      },
    });
    const file = { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg(9), width: 16, height: 12 };
    const input = {
      name: 'Interrupted',
      positions: {},
      logo: { name: 'logo.png', type: 'image/png', bytes: logo.bytes, width: null, height: null },
      images: [file, file],
      fullSize: true,
    };
    await expect(failing.create(pro.id, input, { maxProjects: null })).rejects.toThrow('killed');
    expect(await t.db.db.selectFrom('projects').select('id').where('user_id', '=', pro.id).execute()).toEqual(
      [],
    );
    // A folder's mark goes only once the folder is deleted: no mark left, no photo left.
    expect(await t.db.db.selectFrom('project_object_sweeps').selectAll().execute()).toEqual([]);
  });

  it('sweeps the photos of a save that never committed, once they are an hour old', async () => {
    const file = { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg(10), width: 16, height: 12 };
    const at = new Date();
    // A server that died between uploading and committing leaves this behind.
    const left = await uploadPhotos(t.db.db, objects, crypto.randomUUID(), [file, file], at);
    expect(await sweepProjectObjects(t.db.db, objects, new Date(at.getTime() + SWEEP_AFTER_MS - 1000))).toBe(
      0,
    );
    expect(await objects.exists(left.keys[1]!)).toBe(true);
    expect(await sweepProjectObjects(t.db.db, objects, new Date(at.getTime() + SWEEP_AFTER_MS + 1000))).toBe(
      1,
    );
    for (const key of left.keys) expect(await objects.exists(key)).toBe(false);
    expect(await t.db.db.selectFrom('project_object_sweeps').selectAll().execute()).toEqual([]);
  });
});
