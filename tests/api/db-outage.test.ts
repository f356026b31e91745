// The real server process on PostgreSQL, reached through a TCP proxy this test can cut: dropped
// connections and an unreachable database must answer 503 fast, never 500 or a dead process,
// and the same process must serve again within 5 s of the database coming back.
import net from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { ORIGIN } from '../helpers/auth';
import { isDatabaseUnavailable } from '#server/db/unavailable';
import { signUpOver, startServerProcess, type ServerProcess } from '../helpers/server-process';

const ADMIN = process.env.TEST_DATABASE_URL;

/** Forwards to PostgreSQL until cut: then it closes every socket and stops listening. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

interface Outcome {
  status: number;
  ms: number;
}

describe.skipIf(!ADMIN)('PostgreSQL connection loss (server process through a cuttable proxy)', () => {
  let db: TestDb;
  let proxy: ReturnType<typeof cuttableProxy>;
  let server: ServerProcess;
  let base = '';
  let cookie = '';
  const outcomes: Outcome[] = [];

  async function call(p: string, init: RequestInit = {}): Promise<Outcome & { body: unknown }> {
    const start = Date.now();
    const res = await fetch(base + p, { ...init, signal: AbortSignal.timeout(10_000) });
    const body: unknown = await res.json().catch(() => null);
    const o = { status: res.status, ms: Date.now() - start };
    outcomes.push(o);
    return { ...o, body };
  }

  /** Health and a signed-in read, over and over for `ms`. */
  async function load(ms: number): Promise<Outcome[]> {
    const seen: Outcome[] = [];
    const until = Date.now() + ms;
    while (Date.now() < until) {
      seen.push(await call('/api/health'), await call('/api/me', { headers: { cookie } }));
      await new Promise((r) => setTimeout(r, 25));
    }
    return seen;
  }

  async function msUntilHealthy(limit: number): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < limit) {
      if ((await call('/api/health')).status === 200) return Date.now() - start;
      await new Promise((r) => setTimeout(r, 50));
    }
    return Infinity;
  }

  async function terminateBackends() {
    const admin = new pg.Client({ connectionString: ADMIN });
    await admin.connect();
    const name = new URL(db.url).pathname.slice(1);
    const r = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    return r.rowCount ?? 0;
  }

  beforeAll(async () => {
    db = await createTestDb('postgres');
    proxy = cuttableProxy(new URL(db.url));
    await proxy.listen();
    const url = new URL(db.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    server = await startServerProcess({ DATA_DIR: db.dataDir, DATABASE_URL: url.toString() });
    base = server.base;
    cookie = await signUpOver(base, 'outage@example.com');
  }, 60_000);

  afterAll(async () => {
    server?.stop();
    await proxy?.cut();
    await db?.drop();
  });

  it('serves signed-in requests before any fault', async () => {
    const seen = await load(500);
    expect(seen.every((o) => o.status === 200)).toBe(true);
  });

  it('survives pg_terminate_backend on its connections and keeps serving', async () => {
    expect(await terminateBackends()).toBeGreaterThan(0);
    await load(1000);
    expect(await msUntilHealthy(5000)).toBeLessThan(5000);
    expect(server.exitCode()).toBe('running');
  }, 20_000);

  // Reproduces a crash the cluster restart test found: the FATAL notice reached a client that was
  // checked out but had no query running, and its unheard 'error' event ended the process.
  it('survives the backend of a checked-out connection being terminated between queries', async () => {
    await db.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
      const admin = new pg.Client({ connectionString: ADMIN });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      await expect(sql`select 1`.execute(conn)).rejects.toSatisfy(isDatabaseUnavailable);
    });
    await expect(sql`select 1 as one`.execute(db.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('answers 503 database_unavailable fast while the database is unreachable', async () => {
    await proxy.cut();
    const seen = await load(1500);
    expect(seen.length).toBeGreaterThan(4);
    expect(seen.every((o) => o.status === 503)).toBe(true);
    expect(Math.max(...seen.map((o) => o.ms))).toBeLessThan(4000);
    const health = await call('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ ok: false, error: { code: 'database_unavailable' } });
    const me = await call('/api/me', { headers: { cookie } });
    expect(me.body).toMatchObject({ error: { code: 'database_unavailable' } });
    // Better Auth's own handler must not turn the outage into a 500 either.
    const signIn = await call('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'outage@example.com', password: 'a long enough password 1' }),
    });
    expect(signIn.status).toBe(503);
    // The CMYK table's limiter counts in the database but guards only CPU: the table still comes.
    const form = new FormData();
    form.append('profile', new Blob([Uint8Array.of(9, 9, 9, 9)]));
    const table = await fetch(`${base}/api/colour-profiles/cmyk-table`, {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    expect(table.status).toBe(200);
    expect((await table.arrayBuffer()).byteLength).toBe(17 ** 4 * 3);
  }, 20_000);

  it('serves again within 5 s of the database coming back, in the same process', async () => {
    await proxy.listen();
    expect(await msUntilHealthy(5000)).toBeLessThan(5000);
    const seen = await load(500);
    expect(seen.every((o) => o.status === 200)).toBe(true);
    await terminateBackends();
    await proxy.cut();
    await load(300);
    await proxy.listen();
    expect(await msUntilHealthy(5000)).toBeLessThan(5000);
  }, 30_000);

  it('never exited and never answered 500', () => {
    expect(server.exitCode()).toBe('running');
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
  });
});
