// Quota at submission (atomic, 429 with what remains) and what is given back: failed photos of a done
// job, the whole of a cancelled one, on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '#shared/plans';
import type { CreatedJobDto, JobDto } from '#shared/schemas/api-jobs';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  apiAccount,
  jpegPhoto,
  pngLogo,
  submit,
  usageToday,
  waitForJob,
  waitForProgress,
  waitForRunEnd,
  workPhoto,
  type KeyHolder,
  type PhotoFile,
} from '../helpers/api-jobs';

const LIMIT = PLANS.ultra.dailyQuota;
type QuotaError = {
  error: { code: string; message: string; remaining: number; details: Record<string, number> };
};

describe.each(DB_KINDS)('API job quota on %s', (kind) => {
  let t: TestApp;
  let photo: PhotoFile;
  let logo: PhotoFile;
  beforeAll(async () => {
    // Polling a job's progress is many requests a minute from one key.
    t = await createTestApp(kind, { API_RATE_LIMIT_PER_MINUTE: '1000' }, { jobs: true });
    photo = await jpegPhoto('a.jpg');
    logo = await pngLogo();
  });
  afterAll(() => t.close());

  async function usedUpTo(who: KeyHolder, count: number) {
    const day = new Date().toISOString().slice(0, 10);
    await t.db.db
      .insertInto('usage_daily')
      .values({ user_id: who.user.id, day, count, quota: LIMIT })
      .execute();
  }

  it('charges the photos at submission and refuses past the limit with what remains', async () => {
    const who = await apiAccount(t);
    await usedUpTo(who, LIMIT - 2);
    const refused = await submit(t, who, { photos: [photo, photo, photo], logo });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as QuotaError;
    expect(body.error).toMatchObject({
      code: 'quota_exceeded',
      remaining: 2,
      // Not the editor's "You've reached your daily quota… Please upgrade": 2 are left, on the top plan.
      message: `This job has 3 photos to brand, but only 2 of today's ${LIMIT} are left. The quota resets at midnight UTC.`,
    });
    expect(body.error.details).toMatchObject({
      limit: LIMIT,
      usageToday: LIMIT - 2,
      requested: 3,
      remaining: 2,
    });
    expect(await usageToday(t, who.user.id)).toBe(LIMIT - 2);
    expect(
      await t.db.db.selectFrom('api_jobs').select('id').where('user_id', '=', who.user.id).execute(),
    ).toEqual([]);

    const ok = await submit(t, who, { photos: [photo, photo], logo });
    expect(ok.status).toBe(202);
    expect(await usageToday(t, who.user.id)).toBe(LIMIT);
    await waitForJob(t, who, ((await ok.json()) as CreatedJobDto).id);
    expect(await usageToday(t, who.user.id)).toBe(LIMIT);
  });

  it('says all are used when none is left', async () => {
    const who = await apiAccount(t);
    await usedUpTo(who, LIMIT);
    const refused = await submit(t, who, { photos: [photo], logo });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as QuotaError).error.message).toBe(
      `This job has 1 photo to brand, but all of today's ${LIMIT} are used. The quota resets at midnight UTC.`,
    );
  });

  it('lets only as many photos through as remain when submissions race', async () => {
    const who = await apiAccount(t);
    await usedUpTo(who, LIMIT - 3);
    const answers = await Promise.all([0, 1, 2].map(() => submit(t, who, { photos: [photo, photo], logo })));
    expect(answers.map((r) => r.status).sort()).toEqual([202, 429, 429]);
    expect(await usageToday(t, who.user.id)).toBe(LIMIT - 1);
  });

  it('gives back the photos that failed once the job is done', async () => {
    const who = await apiAccount(t);
    const cut = { name: 'cut.jpg', bytes: photo.bytes.slice(0, 300) };
    const res = await submit(t, who, { photos: [photo, cut, photo, cut], logo });
    expect(await usageToday(t, who.user.id)).toBe(4);
    const job = await waitForJob(t, who, ((await res.json()) as CreatedJobDto).id);
    expect(job).toMatchObject({ status: 'done', done: 2 });
    expect(await usageToday(t, who.user.id)).toBe(2);
    const row = await t.db.db
      .selectFrom('api_jobs')
      .select('refunded')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.refunded).toBe(2);
  });

  it('does not charge, nor count against what is left, a photo refused at submission', async () => {
    const who = await apiAccount(t);
    await usedUpTo(who, LIMIT - 1);
    const notAPhoto = { name: 'notes.jpg', bytes: new TextEncoder().encode('nope') };
    const empty = { name: 'empty.jpg', bytes: new Uint8Array(0) };
    const res = await submit(t, who, { photos: [notAPhoto, photo, empty], logo });
    expect(res.status).toBe(202);
    expect(await usageToday(t, who.user.id)).toBe(LIMIT);
    const job = await waitForJob(t, who, ((await res.json()) as CreatedJobDto).id);
    expect(job).toMatchObject({ status: 'done', done: 1 });
    expect(job.failed.map((f) => [f.name, f.code])).toEqual([
      ['notes.jpg', 'unsupported_type'],
      ['empty.jpg', 'invalid_image'],
    ]);
    expect(await usageToday(t, who.user.id)).toBe(LIMIT);
  });

  it('gives back every photo of a job where none could be composed', async () => {
    const who = await apiAccount(t);
    const bad = { name: 'bad.jpg', bytes: photo.bytes.slice(0, 300) };
    const res = await submit(t, who, { photos: [bad, bad], logo });
    const job = await waitForJob(t, who, ((await res.json()) as CreatedJobDto).id);
    expect(job).toMatchObject({
      status: 'failed',
      done: 0,
      result_url: null,
      failure_reason: 'No photo could be composed.',
    });
    expect(job.failed).toHaveLength(2);
    expect(await usageToday(t, who.user.id)).toBe(0);
  });

  it('gives back every photo of a cancelled job, once, and stops it between photos', async () => {
    const who = await apiAccount(t);
    // Twelve 6 MP photos are over a second of work: cancelled after the first, most are left.
    const work = await workPhoto();
    const res = await submit(t, who, { photos: Array.from({ length: 12 }, () => work), logo });
    const { id } = (await res.json()) as CreatedJobDto;
    await waitForProgress(t, who, id, (job) => job.done >= 1);
    const cancel = await t.app.request(`/api/v1/jobs/${id}`, { method: 'DELETE', headers: who.auth });
    expect(cancel.status).toBe(200);
    const cancelled = (await cancel.json()) as JobDto;
    expect(cancelled).toMatchObject({ id, status: 'cancelled', failure_reason: null });
    expect(await usageToday(t, who.user.id)).toBe(0);
    // The run stops between photos; once it has returned, nothing more is composed or charged.
    await waitForRunEnd(t, id);
    const after = await waitForJob(t, who, id);
    expect(after.status).toBe('cancelled');
    // A photo in hand when the job was cancelled is not recorded after: the job stays as DELETE said.
    expect(after.done).toBe(cancelled.done);
    expect(after.done).toBeGreaterThanOrEqual(1);
    expect(after.done).toBeLessThan(12);
    expect(await usageToday(t, who.user.id)).toBe(0);
    expect(await t.jobs!.jobs.storage.exists(`jobs/${id}/in/11`)).toBe(false);
    // A client that lost the first answer cancels again: the same answer, nothing given back twice.
    const again = await t.app.request(`/api/v1/jobs/${id}`, { method: 'DELETE', headers: who.auth });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id, status: 'cancelled', done: cancelled.done });
    expect(await usageToday(t, who.user.id)).toBe(0);
  });
});
