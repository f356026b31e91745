// Scale-out on PostgreSQL with real processes: one API server (RUN_JOBS=false) and two `npm run worker`
// processes share pg-boss and an S3-compatible store (s3rver), composing with the server engine. 200
// photos in 10 jobs; one worker is killed with SIGKILL mid-job: its job comes back once its run falls
// silent, long before its lease ends, and every job ends done with every photo exactly once in its zip.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDto } from '#shared/schemas/api-jobs';
import { createTestDb, type TestDb } from '../helpers/test-db';
import {
  apiKeyOver,
  startServerProcess,
  startWorkerProcess,
  signUpOver,
  type ServerProcess,
} from '../helpers/server-process';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { pngLogo } from '../helpers/api-jobs';
import { everyPhotoOnce, jobOver, resultOver, submitOver, widthTagged } from '../helpers/api-jobs-over';

const JOBS = 10;
const PHOTOS = 20;
/** Photos of 1.6 MP: a job of 20 is most of a second of the engine's work here, long enough to catch mid-way. */
const WIDTH = 1600;
const HEIGHT = 1000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('API jobs across processes (PostgreSQL)', () => {
  let db: TestDb;
  let s3: LocalS3;
  let api: ServerProcess;
  let workers: ChildProcess[] = [];
  let worker: Record<string, string> = {};
  beforeAll(async () => {
    db = await createTestDb('postgres');
    s3 = await startLocalS3();
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      STORAGE_URL: s3.url,
      AUTH_SECRET: 'a'.repeat(40),
      API_RATE_LIMIT_PER_MINUTE: '100000',
      // The default lease stands (120 s + 10 s a photo): the killed worker's job comes back because its
      // run fell silent for 3 s (a live run beats every 0.75 s), not because the lease ran out.
      JOBS_SILENT_SECONDS: '3',
      ...s3.env,
    };
    api = await startServerProcess({ ...env, RUN_JOBS: 'false' });
    worker = { ...env, JOBS_PHOTO_CONCURRENCY: '2' };
    // One worker first: the job it is running when killed is surely its own (decided below).
    workers = [await startWorkerProcess(worker)];
  }, 120_000);
  afterAll(async () => {
    api?.stop();
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await s3?.stop();
    await db?.drop();
  });

  it('ends every job done with every photo exactly once after a worker is killed mid-job', async () => {
    const cookie = await signUpOver(api.base, `scale-${Date.now()}@example.com`);
    await db.db.updateTable('user').set({ plan_type: 'ultra' }).execute();
    const client = {
      base: api.base,
      auth: { Authorization: `Bearer ${await apiKeyOver(api.base, cookie)}` },
    };
    const photos = await widthTagged(PHOTOS, WIDTH, HEIGHT);
    const logo = await pngLogo();
    const ids: string[] = [];
    for (let j = 0; j < JOBS; j++) ids.push(await submitOver(client, photos, logo));
    const job = (id: string) => jobOver(client, id);

    // Kill the only worker mid-job (some photos done, several left), then a second one takes over:
    // the killed job must come back once its run is silent, and the queued ones go on meanwhile.
    for (let i = 0; ; i++) {
      const running = (await Promise.all(ids.map(job))).filter(
        (j) => j.status === 'running' && j.done > 0 && j.done < PHOTOS - 4,
      );
      if (running.length >= 1) break;
      if (i > 600) throw new Error('the worker never got mid-job');
      await new Promise((r) => setTimeout(r, 20));
    }
    workers[0]!.kill('SIGKILL');
    workers.push(await startWorkerProcess(worker));

    const until = Date.now() + 120_000;
    let states: JobDto[] = [];
    while (Date.now() < until) {
      states = await Promise.all(ids.map(job));
      if (states.every((s) => s.status === 'done' || s.status === 'failed')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(states.map((s) => [s.status, s.done, s.failed.length])).toEqual(
      ids.map(() => ['done', PHOTOS, 0]),
    );
    const attempts = await db.db.selectFrom('api_jobs').select('attempt').execute();
    expect(attempts.some((a) => Number(a.attempt) >= 2)).toBe(true);

    for (const id of ids) expect(await resultOver(client, id)).toEqual(everyPhotoOnce(photos, WIDTH));
  }, 240_000);
});
