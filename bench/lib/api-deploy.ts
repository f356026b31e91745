// A real deployment of the jobs API for the benchmarks: a fresh database (SQLite, or PostgreSQL when an
// admin URL is set), the server and `npm run worker` processes (tests/helpers/server-process.ts), an
// Ultra account with an API key; and a client that submits photos from disk, follows the jobs and
// downloads their zips, as an API user's script would.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CreatedJobDto, JobDto } from '#shared/schemas/api-jobs';
import { createTestDb, type TestDb } from '../../tests/helpers/test-db';
import { ORIGIN } from '../../tests/helpers/auth';
import {
  signUpOver,
  startServerProcess,
  startWorkerProcess,
  type ServerProcess,
} from '../../tests/helpers/server-process';
import { statusMB, treeCpuMs } from '../export/proc-stats';

export interface Deployment {
  label: string;
  base: string;
  auth: { Authorization: string };
  /** The server first, then the workers. */
  pids: number[];
  /** CPU time (user + system, every thread) the deployment's processes have used so far. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** PostgreSQL for the benches: BENCH_DATABASE_URL, else TEST_DATABASE_URL; null when neither is set. */
export function postgresAdminUrl(): string | null {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  // createTestDb reads TEST_DATABASE_URL.
  if (url) process.env.TEST_DATABASE_URL = url;
  return url;
}

/**
 * One server (running jobs itself unless `workers` > 0, as RUN_JOBS=false beside `npm run worker`) and
 * `workers` worker processes on a database of its own. `runJobs: false` with no workers: an API that
 * only takes submissions.
 */
export async function deploy(
  label: string,
  kind: 'sqlite' | 'postgres',
  options: { workers?: number; runJobs?: boolean } = {},
): Promise<Deployment> {
  const db: TestDb = await createTestDb(kind);
  const workers = options.workers ?? 0;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    AUTH_SECRET: 'b'.repeat(40),
    API_RATE_LIMIT_PER_MINUTE: '100000',
    // To compare settings of the job runner: passed on where set.
    ...(process.env.JOBS_PHOTO_CONCURRENCY && { JOBS_PHOTO_CONCURRENCY: process.env.JOBS_PHOTO_CONCURRENCY }),
  };
  const runJobs = workers === 0 && options.runJobs !== false;
  const server: ServerProcess = await startServerProcess({ ...env, RUN_JOBS: String(runJobs) });
  const children: ChildProcess[] = [];
  for (let i = 0; i < workers; i++) children.push(await startWorkerProcess(env));

  const cookie = await signUpOver(
    server.base,
    `bench-${label.replace(/\W+/g, '-')}-${Date.now()}@example.com`,
  );
  await db.db.updateTable('user').set({ plan_type: 'ultra' }).execute();
  const res = await fetch(`${server.base}/api/me/api-keys`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (res.status !== 201) throw new Error(`API key: ${res.status}`);
  const { key } = (await res.json()) as { key: string };
  const pids = [server.child.pid!, ...children.map((c) => c.pid!)];
  return {
    label,
    base: server.base,
    auth: { Authorization: `Bearer ${key}` },
    pids,
    cpuMs: () => pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0),
    async stop() {
      const exits = [server.child, ...children].map(
        (c) => new Promise<void>((r) => (c.exitCode !== null ? r() : c.once('exit', () => r()))),
      );
      server.stop();
      for (const c of children) c.kill('SIGTERM');
      await Promise.all(exits);
      await db.drop();
    },
  };
}

/** POST /api/v1/jobs with photos read from disk as the request streams (the files are not held). */
export async function submit(d: Deployment, photos: string[], logo: string, settings: unknown) {
  const form = new FormData();
  for (const p of photos)
    form.append('photos', await fs.openAsBlob(p, { type: 'image/jpeg' }), path.basename(p));
  form.append('logo', await fs.openAsBlob(logo, { type: 'image/png' }), 'logo.png');
  form.append('settings', JSON.stringify(settings));
  const res = await fetch(`${d.base}/api/v1/jobs`, { method: 'POST', headers: d.auth, body: form });
  if (res.status !== 202) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedJobDto;
}

export async function cancel(d: Deployment, id: string): Promise<void> {
  const res = await fetch(`${d.base}/api/v1/jobs/${id}`, { method: 'DELETE', headers: d.auth });
  if (res.status !== 200) throw new Error(`cancel: ${res.status}`);
}

/** Polls every `pollMs` until each job has ended; throws unless every photo was composed. */
export async function waitDone(d: Deployment, ids: string[], pollMs = 100): Promise<void> {
  for (;;) {
    const jobs = await Promise.all(
      ids.map(
        async (id) =>
          (await (await fetch(`${d.base}/api/v1/jobs/${id}`, { headers: d.auth })).json()) as JobDto,
      ),
    );
    const bad = jobs.find((j) => j.status === 'failed' || j.status === 'cancelled' || j.failed.length);
    if (bad) throw new Error(`job ${bad.id} ${bad.status}: ${JSON.stringify(bad.failed)}`);
    if (jobs.every((j) => j.status === 'done')) return;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Streams a job's zip to `file`; returns its size. */
export async function download(d: Deployment, id: string, file: string): Promise<number> {
  const res = await fetch(`${d.base}/api/v1/jobs/${id}/result`, { headers: d.auth });
  if (res.status !== 200 || !res.body) throw new Error(`result: ${res.status}`);
  await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(file));
  return fs.statSync(file).size;
}

/** The resident set now and its high-water mark, in MB, of one process (all its threads). */
export function memoryMB(pid: number): { rss: number; peak: number } {
  return { rss: statusMB(pid, 'VmRSS'), peak: statusMB(pid, 'VmHWM') };
}
