// A job end to end through the real HTTP app on each database: submit, follow, fetch the zip (named as
// the browser export names it), with the queue of the database (table queue on SQLite, pg-boss on
// PostgreSQL) and the sharp stand-in engine.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import sharp from 'sharp';
import { STORE_CASES, startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  apiAccount,
  jpegPhoto,
  pngLogo,
  png16Photo,
  cmykPhoto,
  submit,
  waitForJob,
} from '../helpers/api-jobs';
import type { CreatedJobDto } from '#shared/schemas/api-jobs';

/** Files of this process open under the job's folder (Linux's view of its descriptors). */
function openResultFiles(jobId: string): string[] {
  return fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.includes(jobId));
}

describe.each(STORE_CASES)('API jobs on %s with %s storage', (kind, store) => {
  let t: TestApp;
  let s3: LocalS3 | null = null;
  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : null;
    t = await createTestApp(kind, s3 ? { STORAGE_URL: s3.url } : {}, { jobs: true });
    expect(t.jobs!.jobs.storage.kind).toBe(store);
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  it('composes every photo and streams the zip with the browser export names', async () => {
    const who = await apiAccount(t);
    const photos = [
      ...(await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((o) => jpegPhoto(`o${o}.jpg`, { orientation: o })))),
      await png16Photo('deep.png'),
      await cmykPhoto('print.jpg'),
    ];
    const res = await submit(t, who, { photos, logo: await pngLogo() });
    expect(res.status).toBe(202);
    const created = (await res.json()) as CreatedJobDto;
    expect(created).toEqual({ id: expect.any(String), status: 'queued', total: 10 });
    const job = await waitForJob(t, who, created.id);
    expect(job).toMatchObject({ status: 'done', total: 10, done: 10, failed: [] });
    expect(job.result_url).toBe(`http://localhost:3000/api/v1/jobs/${created.id}/result`);

    const zipRes = await t.app.request(`/api/v1/jobs/${created.id}/result`, { headers: who.auth });
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get('content-type')).toBe('application/zip');
    expect(zipRes.headers.get('content-disposition')).toContain('logobatch-images.zip');
    const zip = await JSZip.loadAsync(await zipRes.arrayBuffer());
    const names = Object.keys(zip.files);
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `image-${i + 1}.jpg`));
    // Orientation 6 (rotated 90°) comes out upright: 64 x 96.
    const six = await sharp(await zip.file('image-6.jpg')!.async('nodebuffer')).metadata();
    expect([six.width, six.height]).toEqual([64, 96]);
  });
  it('keeps names in any script, as sent, under "Original names"', async () => {
    const who = await apiAccount(t);
    const names = ['café.jpg', 'Ünïcødé 写真.jpg', 'צילום.jpg'];
    const photos = await Promise.all(names.map((n) => jpegPhoto(n)));
    const settings = { export: { fileNames: 'original' } };
    const res = await submit(t, who, { photos, logo: await pngLogo(), settings });
    const job = await waitForJob(t, who, ((await res.json()) as CreatedJobDto).id);
    expect(job).toMatchObject({ status: 'done', done: 3, failed: [] });
    const zipRes = await t.app.request(`/api/v1/jobs/${job.id}/result`, { headers: who.auth });
    const zip = await JSZip.loadAsync(await zipRes.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(names);
  });

  it('closes the stored zip when the client hangs up mid-download', async () => {
    const who = await apiAccount(t);
    const photos = await Promise.all(
      [1, 2, 3].map((n) => jpegPhoto(`big${n}.jpg`, { width: 2400, height: 1600 })),
    );
    const created = (await (await submit(t, who, { photos, logo: await pngLogo() })).json()) as CreatedJobDto;
    await waitForJob(t, who, created.id);
    const res = await t.app.request(`/api/v1/jobs/${created.id}/result`, { headers: who.auth });
    // More than the store reads at once, so the hang-up comes while the file is being read.
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(2 * 1024 * 1024);
    const reader = res.body!.getReader();
    expect((await reader.read()).value!.byteLength).toBeGreaterThan(0);
    if (store === 'folder') expect(openResultFiles(created.id)).toHaveLength(1);
    await reader.cancel();
    // The folder store reads from a file: nothing of this process may hold it open after the hang-up.
    // The stream closes it after the cancel returns, which a loaded machine can take over a second for.
    if (store === 'folder')
      await expect.poll(() => openResultFiles(created.id), { timeout: 10_000 }).toEqual([]);
  });
});
