// A job's life beyond the happy path, on each database: a run that loses its job stops and the next run
// skips finished photos (each photo composed once, each once in the zip); a preset and tokens reach the
// engine; results expire after 24 hours; the signed callback is retried until accepted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedJobDto, JobCallback } from '#shared/schemas/api-jobs';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { imageLayer, presetForm, textLayer } from '../helpers/presets';
import { ORIGIN } from '../helpers/auth';
import {
  apiAccount,
  jpegPhoto,
  pngLogo,
  recordingEngine,
  submit,
  waitForJob,
  waitForProgress,
  waitForRunEnd,
  workPhoto,
  type KeyHolder,
} from '../helpers/api-jobs';

describe.each(DB_KINDS)('API job lifecycle on %s', (kind) => {
  let t: TestApp;
  let who: KeyHolder;
  const rec = recordingEngine();
  beforeAll(async () => {
    // Polling a job's progress is many requests a minute from one key.
    t = await createTestApp(
      kind,
      { CALLBACK_RETRY_SECONDS: '1', API_RATE_LIMIT_PER_MINUTE: '1000' },
      { jobs: true, engine: rec.engine },
    );
    who = await apiAccount(t);
  });
  afterAll(() => t.close());

  const created = async (res: Response) => {
    expect(res.status).toBe(202);
    return (await res.json()) as CreatedJobDto;
  };

  it('stops a run that lost its job, and the next run composes only what is left', async () => {
    // Eight 6 MP photos are nearly a second of work: the run is taken over with most still to do.
    const work = await workPhoto();
    const photos = Array.from({ length: 8 }, (_, i) => ({ ...work, name: `p${i}.jpg` }));
    const { id } = await created(await submit(t, who, { photos, logo: await pngLogo() }));
    await waitForProgress(t, who, id, (job) => job.done >= 2);
    // Another worker takes the job over (as after an expired lease): this run must stop writing.
    await t.db.db
      .updateTable('api_jobs')
      .set((eb) => ({ attempt: eb('attempt', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await waitForRunEnd(t, id);
    const mid = await waitForJob(t, who, id, ['running']);
    expect(mid.done).toBeLessThan(8);
    const doneBefore = await t.db.db
      .selectFrom('api_job_photos')
      .select('name')
      .where('job_id', '=', id)
      .where('state', '=', 'done')
      .execute();
    // The zip it was writing as photos ended is not kept.
    expect(await t.jobs!.jobs.storage.exists(`jobs/${id}/result.zip`)).toBe(false);
    // The queue hands the job out again (what pg-boss does after a lease runs out).
    await t.db.db.deleteFrom('api_tasks').execute();
    await t.jobs!.jobs.queue.send(
      'api-job',
      { jobId: id },
      { id: crypto.randomUUID(), leaseSeconds: 60, retryLimit: 0, retryDelaySeconds: 1 },
    );
    const job = await waitForJob(t, who, id);
    expect(job).toMatchObject({ status: 'done', done: 8, failed: [] });
    // Photos recorded before the takeover are not composed again; one the lost run had in hand was
    // not recorded (its run no longer held the job), so the next run composes it too.
    const composed = rec.calls.filter((c) => /^p\d\.jpg$/.test(c.name)).map((c) => c.name);
    expect(new Set(composed)).toEqual(new Set(photos.map((p) => p.name)));
    for (const { name } of doneBefore) expect(composed.filter((n) => n === name)).toHaveLength(1);
    const zip = await JSZip.loadAsync(
      await (await t.app.request(`/api/v1/jobs/${id}/result`, { headers: who.auth })).arrayBuffer(),
    );
    expect(Object.keys(zip.files)).toEqual(photos.map((_, i) => `image-${i + 1}.jpg`));
  });

  it("uses a preset's layers and files, per-photo placements and filled tokens", async () => {
    const logo = await pngLogo();
    const layers = [imageLayer('mark', 'mark-file'), textLayer('credit', '© {artist} {n}/{total}')];
    const meta = {
      name: 'Studio',
      watermark: { layers, placements: {} },
      exportSettings: { format: 'png', fileNames: 'original' },
    };
    const saved = await t.app.request('/api/presets', {
      method: 'POST',
      body: presetForm(meta, [{ fileId: 'mark-file', bytes: logo.bytes }]),
      headers: { Origin: ORIGIN, Cookie: who.user.cookie },
    });
    expect(saved.status).toBe(201);
    const presetId = ((await saved.json()) as { preset: { id: string } }).preset.id;
    const photos = [await jpegPhoto('beach.jpg', { artist: 'Dana' }), await jpegPhoto('beach.JPG')];
    const own = { x: 0.7, y: 0.7, scale: 0.1, opacity: 0.5, rotation: 0 };
    const { id } = await created(
      await submit(t, who, { photos, preset: presetId, settings: { photos: { '1': { mark: own } } } }),
    );
    const job = await waitForJob(t, who, id);
    expect(job.status).toBe('done');
    const calls = rec.calls.filter((c) => c.name.startsWith('beach'));
    expect(calls.map((c) => c.watermark?.texts.credit).sort()).toEqual(['© Dana 1/2', '© Noa 2/2']);
    expect(calls.every((c) => Buffer.compare(Buffer.from(c.images['mark-file']!), logo.bytes) === 0)).toBe(
      true,
    );
    expect(calls.find((c) => c.name === 'beach.JPG')?.watermark?.placements.mark).toMatchObject({
      x: 0.7,
      scale: 0.1,
    });
    expect(calls[0]!.output).toMatchObject({ format: 'png', fileNames: 'original' });
    const zip = await JSZip.loadAsync(
      await (await t.app.request(`/api/v1/jobs/${id}/result`, { headers: who.auth })).arrayBuffer(),
    );
    expect(Object.keys(zip.files)).toEqual(['beach.png', 'beach-1.png']);
  });

  it('deletes a result 24 hours after the job ended and answers 410 for it', async () => {
    const { id } = await created(
      await submit(t, who, { photos: [await jpegPhoto('x.jpg')], logo: await pngLogo() }),
    );
    const job = await waitForJob(t, who, id);
    expect(Date.parse(job.expires_at!) - Date.parse(job.finished_at!)).toBe(24 * 3600_000);
    expect(await t.jobs!.jobs.storage.exists(`jobs/${id}/result.zip`)).toBe(true);
    // The working files go right after the job ends: the run deletes them after it has written the
    // job's end, so a slow machine may still have them when the job reads done.
    await expect.poll(() => t.jobs!.jobs.storage.exists(`jobs/${id}/in/0`), { timeout: 10_000 }).toBe(false);
    t.setNow(new Date(Date.parse(job.expires_at!) - 1000));
    await t.jobs!.jobs.sweep();
    expect(await t.jobs!.jobs.storage.exists(`jobs/${id}/result.zip`)).toBe(true);
    t.setNow(new Date(Date.parse(job.expires_at!) + 1000));
    try {
      expect((await t.jobs!.jobs.sweep()).expired).toBeGreaterThanOrEqual(1);
      expect(await t.jobs!.jobs.storage.exists(`jobs/${id}/result.zip`)).toBe(false);
      const gone = await t.app.request(`/api/v1/jobs/${id}/result`, { headers: who.auth });
      expect(gone.status).toBe(410);
      expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('result_expired');
      expect((await waitForJob(t, who, id)).result_url).toBeNull();
    } finally {
      t.setNow(null);
    }
  });

  it('posts a signed callback when the job ends, again until it is accepted', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        received.push({ body, signature: req.headers['x-logobatch-signature'] as string | undefined });
        res.statusCode = received.length === 1 ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/logobatch`;
      const sent = await created(
        await submit(t, who, { photos: [await jpegPhoto('c.jpg')], logo: await pngLogo(), callbackUrl: url }),
      );
      expect(sent.callback_secret).toMatch(/^[0-9a-f]{64}$/);
      await waitForJob(t, who, sent.id);
      for (let i = 0; i < 100 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
      expect(received).toHaveLength(2);
      for (const r of received) {
        const expected = `sha256=${createHmac('sha256', sent.callback_secret!).update(r.body).digest('hex')}`;
        expect(r.signature).toBe(expected);
        expect(JSON.parse(r.body) as JobCallback).toMatchObject({
          event: 'job.finished',
          id: sent.id,
          status: 'done',
          done: 1,
        });
      }
      const wrong = createHmac('sha256', 'another secret').update(received[0]!.body).digest('hex');
      expect(received[0]!.signature).not.toContain(wrong);
      // The sender records an attempt after the receiver has answered, so the row can trail it.
      const row = () =>
        t.db.db
          .selectFrom('api_jobs')
          .select(['callback_attempts', 'callback_delivered_at'])
          .where('id', '=', sent.id)
          .executeTakeFirstOrThrow();
      await expect.poll(async () => (await row()).callback_delivered_at, { timeout: 10_000 }).not.toBeNull();
      expect((await row()).callback_attempts).toBe(2);
    } finally {
      server.close();
    }
  });
});
