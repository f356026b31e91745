// A job accepted while the queue's connection drops: it is committed, charged and stored before it is
// queued, so the client gets its 202 and its id (not a 503 that has it send and pay twice), and the
// sweep queues the job later; it runs once and is charged once (decision 347).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedJobDto } from '#shared/schemas/api-jobs';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  apiAccount,
  failNextSend,
  jpegPhoto,
  pngLogo,
  submit,
  usageToday,
  waitForJob,
  type KeyHolder,
} from '../helpers/api-jobs';

describe.each(DB_KINDS)('a job whose queueing fails on %s', (kind) => {
  let t: TestApp;
  let who: KeyHolder;
  beforeAll(async () => {
    t = await createTestApp(kind, { API_RATE_LIMIT_PER_MINUTE: '1000' }, { jobs: true });
    who = await apiAccount(t);
  });
  afterAll(() => t.close());

  it('is accepted with its id, queued by the sweep, run and charged once', async () => {
    failNextSend(t, 'api-job');
    const photos = [await jpegPhoto('a.jpg'), await jpegPhoto('b.jpg')];
    const res = await submit(t, who, { photos, logo: await pngLogo() });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as CreatedJobDto;
    expect(await usageToday(t, who.user.id)).toBe(2);
    // The sweep of a few minutes later finds the job still queued and sends it again.
    t.setNow(new Date(Date.now() + 3 * 60_000));
    try {
      expect((await t.jobs!.jobs.sweep()).requeued).toBe(1);
    } finally {
      t.setNow(null);
    }
    const job = await waitForJob(t, who, id);
    expect(job).toMatchObject({ status: 'done', done: 2 });
    expect(await usageToday(t, who.user.id)).toBe(2);
  });
});
