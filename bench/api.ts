// `npm run bench:api`: load on GET /api/me (with a session cookie) and POST /api/usage/reserve,
// 100 connections for 20 s each, against a real server process on SQLite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. Prints req/s, p99 and the ratio to the
// target of 2,000 req/s (issue 5). BENCH_DURATION=5 shortens the runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import autocannon, { type Request as AcRequest, type Result } from 'autocannon';
import { openDatabase } from '#server/db';
import { freePort } from '../tests/helpers/free-port';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 100;
const TARGET = 2000;
const USERS = 50;

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      AUTH_RATE_LIMIT: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      const stop = () =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      return { base, stop };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function signUp(base: string, i: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({
      email: `bench-${i}-${randomUUID().slice(0, 6)}@example.com`,
      password: 'bench-pass-1',
      name: `Bench ${i}`,
    }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function report(label: string, r: Result) {
  const rps = r.requests.average;
  const codes = Object.entries(r.statusCodeStats)
    .map(([k, v]) => `${k}:${v.count}`)
    .join(' ');
  console.log(
    `  ${label.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
      `ratio to ${TARGET} req/s: ${(rps / TARGET).toFixed(2)}  [${codes}${r.errors ? ` errors:${r.errors}` : ''}]`,
  );
}

async function benchOn(kind: 'sqlite' | 'postgres', databaseUrl: string, dataDir: string) {
  const { base, stop } = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) cookies.push(await signUp(base, i));
    // Ultra users (5,000 a day each), so reservations succeed for the whole run instead of hitting 429.
    const dbh = await openDatabase(databaseUrl, dataDir);
    await dbh.db.updateTable('user').set({ plan_type: 'ultra' }).execute();
    await dbh.close();

    console.log(`\n${kind}: ${CONNECTIONS} connections, ${DURATION} s each, ${USERS} signed-in users`);
    // The ceiling of this machine right now (one trivial query, no session): read the others against it.
    report(
      'GET /api/health (baseline)',
      await autocannon({
        url: `${base}/api/health`,
        connections: CONNECTIONS,
        duration: Math.min(DURATION, 10),
      }),
    );
    let n = 0;
    const rotate = (req: AcRequest) => ({
      ...req,
      headers: { ...req.headers, cookie: cookies[n++ % USERS]! },
    });
    report(
      'GET /api/me',
      await autocannon({
        url: `${base}/api/me`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{ setupRequest: rotate }],
      }),
    );
    report(
      'POST /api/usage/reserve {count:1}',
      await autocannon({
        url: `${base}/api/usage/reserve`,
        connections: CONNECTIONS,
        duration: DURATION,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ count: 1 }),
        requests: [{ setupRequest: rotate }],
      }),
    );
  } finally {
    await stop();
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-bench-'));
try {
  await benchOn('sqlite', path.join(tmp, 'bench.db'), tmp);
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `lb_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    try {
      await benchOn('postgres', u.toString(), fs.mkdtempSync(path.join(tmp, 'pg-')));
    } finally {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    }
  } else {
    console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
