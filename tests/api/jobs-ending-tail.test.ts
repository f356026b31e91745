// An ending commits (status and quota) before its tail (working files deleted, callback queued). A
// database connection lost in between must not lose the callback or leave the files for good: the
// sweep finishes the tail of an ending cut short, and the callback goes once (decision 346).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedJobDto } from '#shared/schemas/api-jobs';
import { jobKeys } from '#server/jobs/spec';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  apiAccount,
  failNextSend,
  jpegPhoto,
  pngLogo,
  submit,
  waitForJob,
  waitForProgress,
  workPhoto,
  type KeyHolder,
} from '../helpers/api-jobs';

describe.each(DB_KINDS)('the tail of a job ending cut short on %s', (kind) => {
  let t: TestApp;
  let who: KeyHolder;
  let server: http.Server;
  let hookUrl = '';
  const received: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { API_RATE_LIMIT_PER_MINUTE: '1000' }, { jobs: true });
    who = await apiAccount(t);
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        received.push((JSON.parse(body) as { id: string }).id);
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  /** The sweep as it runs a few minutes later, when the tail would long have been done. */
  async function sweepLater() {
    t.setNow(new Date(Date.now() + 3 * 60_000));
    try {
      return await t.jobs!.jobs.sweep();
    } finally {
      t.setNow(null);
    }
  }

  const callbacksOf = async (id: string) => {
    await new Promise((r) => setTimeout(r, 500));
    return received.filter((r) => r === id).length;
  };
  const filesOf = async (id: string) => (await t.jobs!.jobs.storage.read(jobKeys(id).input(0))) !== null;

  it("sends the callback of a run's ending whose callback was lost, once", async () => {
    failNextSend(t, 'api-callback');
    const form = { photos: [await jpegPhoto('a.jpg')], logo: await pngLogo(), callbackUrl: hookUrl };
    const { id } = (await (await submit(t, who, form)).json()) as CreatedJobDto;
    expect((await waitForJob(t, who, id)).status).toBe('done');
    expect(await callbacksOf(id)).toBe(0);
    expect((await sweepLater()).tidied).toBe(1);
    await expect.poll(() => callbacksOf(id), { timeout: 10_000 }).toBe(1);
    expect((await sweepLater()).tidied).toBe(0);
    expect(await callbacksOf(id)).toBe(1);
  });

  it('finishes a cancel whose tail was lost: files deleted, callback sent once', async () => {
    const work = await workPhoto();
    const photos = Array.from({ length: 8 }, (_, i) => ({ ...work, name: `p${i}.jpg` }));
    const { id } = (await (
      await submit(t, who, { photos, logo: await pngLogo(), callbackUrl: hookUrl })
    ).json()) as CreatedJobDto;
    await waitForProgress(t, who, id, (job) => job.done >= 1);
    failNextSend(t, 'api-callback');
    const res = await t.app.request(`/api/v1/jobs/${id}`, { method: 'DELETE', headers: who.auth });
    expect(res.status).toBe(503);
    expect((await waitForJob(t, who, id)).status).toBe('cancelled');
    await sweepLater();
    await expect.poll(() => callbacksOf(id), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => filesOf(id), { timeout: 10_000 }).toBe(false);
  });
});
