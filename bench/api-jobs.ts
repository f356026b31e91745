// Issue 15's figures for API jobs (`npm run bench:api` runs it after bench/api.ts): through the real
// HTTP API (server and worker processes, an API key, POST a job, poll, download the zip):
//  - throughput on 24 photos of 12 MP against sharp alone doing the same work in the same run
//    (bench/export/sharp-run.ts; target >= 0.9x), on the default deployment (SQLite, one process);
//  - on PostgreSQL, two `npm run worker` processes against one on the same cores (4 jobs of 6 photos);
//  - the latency of submitting a 10-photo job (100 submissions a run, to a server that only takes them);
//  - memory per engine thread, from the worker processes.
// Three interleaved runs, median and spread; CPU time beside wall time (the machine is shared).
// PostgreSQL comes from BENCH_DATABASE_URL or TEST_DATABASE_URL; without it those rows are skipped.
// BENCH_PHOTOS=camera takes camera-like q85 photos; BENCH_SUBMISSIONS=0 skips the latency rows.
import path from 'node:path';
import { engineThreads } from '#server/engine/threads';
import { OUT, PHOTO_H, PHOTO_W, benchPlacement, ensureInputs } from './export/inputs';
import { runSharp } from './export/sharp-run';
import { show } from './export/stats';
import {
  cancel,
  deploy,
  download,
  memoryMB,
  postgresAdminUrl,
  submit,
  waitDone,
  type Deployment,
} from './lib/api-deploy';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHOTOS = 24;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100);
const PHOTO = { width: PHOTO_W, height: PHOTO_H };
const PLACEMENT = benchPlacement(PHOTO);
/** The logo where runSharp puts it, JPEG 95 as runSharp encodes (every pixel decoded and encoded). */
const SETTINGS = { placements: { logo: PLACEMENT }, export: { quality: 95, originalQuality: false } };
/** The API's default: "Original quality" keeps the blocks away from the logo (decision 281). */
const DEFAULT_SETTINGS = { placements: { logo: PLACEMENT }, export: { quality: 95 } };

interface Run {
  /** From the first byte sent to the last zip downloaded. */
  ms: number;
  /** From the last 202 to the last job done: the queue, storage, engine and zip, no HTTP transfer. */
  serverMs: number;
  /** The deployment's processes (server, workers and their threads). */
  cpuMs: number;
  /** This process: uploading, polling and downloading. */
  clientCpuMs: number;
}

/** Submits the photos as `groups` jobs at once, waits for all, downloads every zip. */
async function throughput(
  d: Deployment,
  groups: string[][],
  logo: string,
  settings: object = SETTINGS,
): Promise<Run> {
  const cpu0 = d.cpuMs();
  const own0 = process.cpuUsage();
  const t0 = performance.now();
  const ids = (await Promise.all(groups.map((g) => submit(d, g, logo, settings)))).map((j) => j.id);
  const accepted = performance.now();
  await waitDone(d, ids);
  const serverMs = performance.now() - accepted;
  for (const [i, id] of ids.entries()) await download(d, id, path.join(OUT, `api-jobs-${i + 1}.zip`));
  const ms = performance.now() - t0;
  const own = process.cpuUsage(own0);
  return { ms, serverMs, cpuMs: d.cpuMs() - cpu0, clientCpuMs: (own.user + own.system) / 1000 };
}

/** Milliseconds from sending a 10-photo job to its 202, one at a time; each is cancelled after. */
async function submissionTimes(d: Deployment, photos: string[], logo: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SUBMISSIONS; i++) {
    const t0 = performance.now();
    const job = await submit(d, photos, logo, SETTINGS);
    times.push(performance.now() - t0);
    await cancel(d, job.id);
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)]!;
};

const split = <T>(items: T[], parts: number): T[][] =>
  Array.from({ length: parts }, (_, i) => items.filter((_, j) => j % parts === i));

interface Rows {
  sharp: Run[];
  sqlite: Run[];
  kept: Run[];
  one: Run[];
  two: Run[];
  latencySqlite: number[][];
  latencyPg: number[][];
}

async function main() {
  // BENCH_PHOTOS=camera: camera-like photos at quality 85 (standard tables) instead of sharp's q92.
  const { photos, logo } = await ensureInputs(PHOTOS, process.env.BENCH_PHOTOS === 'camera');
  const pg = postgresAdminUrl() !== null;
  const sqlite = await deploy('sqlite', 'sqlite');
  const sqliteApi = await deploy('sqlite-api', 'sqlite', { runJobs: false });
  const one = pg ? await deploy('pg-1-worker', 'postgres', { workers: 1 }) : null;
  const two = pg ? await deploy('pg-2-workers', 'postgres', { workers: 2 }) : null;
  const pgApi = pg ? await deploy('pg-api', 'postgres', { runJobs: false }) : null;
  const deployments = [sqlite, sqliteApi, one, two, pgApi].filter((d): d is Deployment => d !== null);
  try {
    // Memory of a server that runs no engine.
    const apiOnly = memoryMB(pgApi?.pids[0] ?? sqliteApi.pids[0]!).rss;
    // A running service is warm: threads started, modules loaded, fonts registered.
    for (const d of [sqlite, one, two]) if (d) await throughput(d, split(photos.slice(0, 4), 4), logo);
    const warm = memoryMB((one ?? sqlite).pids.at(-1)!).rss;

    const rows: Rows = {
      sharp: [],
      sqlite: [],
      kept: [],
      one: [],
      two: [],
      latencySqlite: [],
      latencyPg: [],
    };
    for (let run = 1; run <= RUNS; run++) {
      const s = await runSharp(photos, logo, PLACEMENT, PHOTO);
      rows.sharp.push({ ms: s.ms, serverMs: s.ms, cpuMs: s.cpuMs, clientCpuMs: 0 });
      // The second of two jobs in a row runs on a warmer engine: the order alternates run by run.
      const pixel = () => throughput(sqlite, [photos], logo);
      const kept = () => throughput(sqlite, [photos], logo, DEFAULT_SETTINGS);
      const [first, second] = run % 2 ? [pixel, kept] : [kept, pixel];
      const a = await first();
      const b = await second();
      rows.sqlite.push(run % 2 ? a : b);
      rows.kept.push(run % 2 ? b : a);
      if (one && two) {
        rows.one.push(await throughput(one, split(photos, 4), logo));
        rows.two.push(await throughput(two, split(photos, 4), logo));
      }
      if (SUBMISSIONS > 0)
        rows.latencySqlite.push(await submissionTimes(sqliteApi, photos.slice(0, 10), logo));
      if (pgApi && SUBMISSIONS > 0)
        rows.latencyPg.push(await submissionTimes(pgApi, photos.slice(0, 10), logo));
      const last = (r: Run[]) =>
        r.length
          ? `${(r.at(-1)!.ms / 1000).toFixed(1)} s (${(r.at(-1)!.serverMs / 1000).toFixed(1)} s)`
          : '-';
      console.log(
        `run ${run}: sharp alone ${last(rows.sharp)}, API on SQLite ${last(rows.sqlite)}, ` +
          `original quality ${last(rows.kept)}, ` +
          `PostgreSQL 1 worker ${last(rows.one)}, 2 workers ${last(rows.two)} (server side in brackets)`,
      );
    }
    report(rows, { apiOnly, warm, workerPeaks: [one, two].flatMap((d) => d?.pids.slice(1) ?? []) });
  } finally {
    await Promise.all(deployments.map((d) => d.stop()));
  }
}

function report(rows: Rows, memory: { apiOnly: number; warm: number; workerPeaks: number[] }) {
  const rate = (r: Run[], f: (x: Run) => number) => r.map((x) => PHOTOS / (f(x) / 1000));
  const ratio = (a: Run[], b: Run[], f: (x: Run) => number) => a.map((x, i) => f(b[i]!) / f(x));
  const perPhoto = (r: Run[], f: (x: Run) => number) =>
    show(
      r.map((x) => f(x) / PHOTOS),
      0,
      ' ms',
    );
  const line = (label: string, r: Run[]) => {
    console.log(
      `  ${label.padEnd(38)} ${show(rate(r, (x) => x.ms))} images/s end to end, ` +
        `${show(rate(r, (x) => x.serverMs))} server side`,
    );
    console.log(
      `  ${''.padEnd(38)} CPU ${perPhoto(r, (x) => x.cpuMs)}/photo` +
        (r[0]?.clientCpuMs ? `; the client's ${perPhoto(r, (x) => x.clientCpuMs)}/photo` : ''),
    );
  };
  console.log(
    `\nAPI jobs, ${PHOTOS} photos of 12 MP (${PHOTO_W}x${PHOTO_H}), JPEG 95, zipped; median (min-max):`,
  );
  line('sharp alone (one process)', rows.sharp);
  line('API on SQLite (1 process, 1 job)', rows.sqlite);
  line('  the same, default "Original quality"', rows.kept);
  const vsSharp = (label: string, api: Run[], f: (x: Run) => number) =>
    console.log(`  ${label.padEnd(36)} ${show(ratio(api, rows.sharp, f))}`);
  for (const [what, api] of [
    ['API / sharp alone', rows.sqlite],
    ['API, original quality / sharp alone', rows.kept],
  ] as const) {
    vsSharp(`${what}, server side`, api, (x) => x.serverMs);
    vsSharp(`${what}, end to end`, api, (x) => x.ms);
    vsSharp(`${what}, CPU`, api, (x) => x.cpuMs);
  }
  console.log('  (target >= 0.9; server side: from the 202 to done, the queue, storage, engine and zip)');
  if (rows.one.length) {
    line('PostgreSQL, 1 worker (4 jobs of 6)', rows.one);
    line('PostgreSQL, 2 workers (4 jobs of 6)', rows.two);
    console.log(`  2 workers / 1 worker, end to end     ${show(ratio(rows.two, rows.one, (x) => x.ms))}`);
    console.log(
      `  2 workers / 1 worker, server side    ${show(ratio(rows.two, rows.one, (x) => x.serverMs))}`,
    );
  } else console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  const latency = (label: string, runs: number[][]) => {
    if (!runs.length) return;
    const p = (q: number) =>
      show(
        runs.map((t) => percentile(t, q)),
        0,
        ' ms',
      );
    console.log(`  submit a 10-photo job, ${label.padEnd(10)} p50 ${p(0.5)}, p99 ${p(0.99)}`);
  };
  console.log(
    `\nSubmission latency (${SUBMISSIONS} a run, one at a time, to a server that only takes them):`,
  );
  latency('SQLite', rows.latencySqlite);
  latency('PostgreSQL', rows.latencyPg);
  const threads = engineThreads();
  const peaks = memory.workerPeaks.map((pid) => memoryMB(pid).peak);
  const perThread = (mb: number) => ((mb - memory.apiOnly) / threads).toFixed(0);
  console.log(
    `\nMemory per engine thread (${threads} threads a worker), above a server that runs no engine ` +
      `(${memory.apiOnly.toFixed(0)} MB): warm (after its first photos) ${perThread(memory.warm)} MB; ` +
      `high-water after the runs ` +
      (peaks.length ? peaks.map((p) => `${perThread(p)} MB`).join(', ') : '(needs PostgreSQL workers)'),
  );
}

await main();
