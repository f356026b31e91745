// /api/v1/jobs: submit a batch, follow it, fetch its zip, cancel it (issue 15). Every query is filtered
// by the key's account: another account's job answers exactly as a missing one.
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { ZIP_NAME } from '#shared/export-settings';
import { API_JOB_ERRORS, jobQuotaMessage, type CreatedJobDto, type JobDto } from '#shared/schemas/api-jobs';
import type { AppDeps } from '../../deps';
import { apiCaller, type ApiEnv } from '../../auth/api-key';
import { HttpError } from '../../http-error';
import { idParam } from '../../id-param';
import { literalAllowed } from '../../jobs/callback-address';
import type { JobsService } from '../../jobs/service';
import { jobKeys } from '../../jobs/spec';
import { chargedPhotos } from '../../jobs/store';
import { usageOn, utcDay } from '../../services/quota';
import { createPresetStorage } from '../../services/preset-storage';
import { withJobUpload, type JobUpload } from '../../services/job-upload';
import { resolveJobWatermark } from '../../services/job-watermark';

const fail = (status: 400 | 404 | 409 | 410 | 503, e: { code: string; message: string }) =>
  new HttpError(status, e.code, e.message);
const notFound = () => fail(404, API_JOB_ERRORS.notFound);
const jobId = (c: Context) => idParam(c, notFound);

export function v1JobRoutes(deps: AppDeps) {
  const presets = createPresetStorage(deps.dbh, deps.now);
  const service = (): JobsService => {
    if (!deps.jobs)
      throw new HttpError(503, 'jobs_unavailable', 'API jobs are not available on this server.');
    return deps.jobs;
  };
  async function dtoOf(jobs: JobsService, userId: string, id: string): Promise<JobDto> {
    const job = await jobs.store.get(userId, id);
    if (!job) throw notFound();
    return jobs.store.toDto(job, await jobs.store.photos(id), jobs.resultUrl(id));
  }

  return new Hono<ApiEnv>()
    .post('/', async (c) => {
      const jobs = service();
      const { user, plan, keyId } = apiCaller(c);
      return withJobUpload(c, plan.plan, async (upload) => {
        const { spec, files } = await resolveJobWatermark({
          settings: upload.settings,
          logo: upload.logo,
          presetId: upload.presetId,
          userId: user.id,
          presets,
          photoCount: upload.photos.length,
        });
        if (upload.callbackUrl && !literalAllowed(upload.callbackUrl, deps.config.CALLBACK_ADDRESSES))
          throw fail(400, API_JOB_ERRORS.refusedCallback);
        const id = randomUUID();
        const secret = upload.callbackUrl ? randomBytes(32).toString('hex') : null;
        const limit = plan.plan.dailyQuota;
        const created = await jobs.store.create(
          {
            id,
            userId: user.id,
            keyId,
            spec,
            photos: upload.photos.map(({ name, type, failed }) => ({ name, type, failed })),
            callbackUrl: upload.callbackUrl,
            callbackSecret: secret,
          },
          limit,
        );
        if (!created) await refuseQuota(deps, user.id, limit, chargedPhotos(upload.photos));
        await storeFiles(jobs, id, upload, files);
        // The job is committed, charged and its files stored: from here it is the client's. A queue
        // that fails now (its connection dropped) only delays it, since the sweep sends a job left
        // queued again; a 503 would have the client send the batch twice and pay twice (decision 347).
        await jobs.enqueue(id, upload.photos.length).catch((e: unknown) => {
          console.warn(`API job ${id} not queued yet (the sweep will queue it): ${String(e)}`);
        });
        const body: CreatedJobDto = { id, status: 'queued', total: upload.photos.length };
        if (secret) body.callback_secret = secret;
        c.header('Location', `/api/v1/jobs/${id}`);
        c.header('Cache-Control', 'no-store');
        return c.json(body, 202);
      });
    })
    .get('/:id', async (c) => {
      const jobs = service();
      c.header('Cache-Control', 'private, no-store');
      return c.json(await dtoOf(jobs, apiCaller(c).user.id, jobId(c)));
    })
    .get('/:id/result', async (c) => {
      const jobs = service();
      const job = await jobs.store.get(apiCaller(c).user.id, jobId(c));
      if (!job) throw notFound();
      if (job.status === 'queued' || job.status === 'running') throw fail(409, API_JOB_ERRORS.notDone);
      if (job.status !== 'done' || !job.result_key) throw fail(409, API_JOB_ERRORS.noResult);
      if (job.expired_at) throw fail(410, API_JOB_ERRORS.expired);
      const obj = await jobs.storage.get(job.result_key);
      if (!obj) throw fail(410, API_JOB_ERRORS.expired);
      // A web stream over the file: a client that hangs up cancels it, which closes the file.
      return c.body(Readable.toWeb(obj.stream) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(obj.size),
        'Content-Disposition': `attachment; filename="${ZIP_NAME}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .delete('/:id', async (c) => {
      const jobs = service();
      const userId = apiCaller(c).user.id;
      const id = jobId(c);
      const outcome = await jobs.store.cancel(userId, id);
      if (outcome === null) throw notFound();
      if (outcome === 'ended') throw fail(409, API_JOB_ERRORS.finished);
      // A repeated cancel (its first answer lost with the connection) is answered as the first was.
      if (outcome === 'cancelled') await jobs.ended(id);
      return c.json(await dtoOf(jobs, userId, id));
    });
}

async function refuseQuota(deps: AppDeps, userId: string, limit: number, requested: number): Promise<never> {
  const usageToday = await usageOn(deps.dbh.db, userId, utcDay(deps.now()));
  const remaining = Math.max(0, limit - usageToday);
  throw new HttpError(
    429,
    'quota_exceeded',
    jobQuotaMessage(requested, remaining, limit),
    { limit, usageToday, requested, remaining },
    { remaining },
  );
}

/** Copies the photos and logos to storage; a storage failure ends the job at once and says so. */
async function storeFiles(jobs: JobsService, id: string, upload: JobUpload, files: Uint8Array[]) {
  const keys = jobKeys(id);
  try {
    for (const [n, bytes] of files.entries()) await jobs.storage.put(keys.logo(n), bytes);
    for (const [i, p] of upload.photos.entries()) {
      if (!p.failed) await jobs.storage.putFile(keys.input(i), p.file.bytes.path);
    }
  } catch (e) {
    console.error(`Storing the files of job ${id} failed:`, e);
    if (await jobs.store.abandon(id, 'Storage failed while the job was submitted.')) await jobs.ended(id);
    throw fail(503, API_JOB_ERRORS.storage);
  }
}
