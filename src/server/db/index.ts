import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema';
import type { ClientConfig } from 'pg';
import { droppingLostClients } from './pg-pool';

export type DbKind = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The PostgreSQL connection string (pg-boss opens its own pool on the same database). */
  url?: string;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** SQLite file path for a DATABASE_URL that is not PostgreSQL (or the default under dataDir). */
export function sqlitePath(url: string | undefined, dataDir: string): string {
  if (!url) return path.join(dataDir, 'logobatch.db');
  return url.replace(/^(sqlite:|file:)(\/\/)?/, '');
}

const CONNECT_TIMEOUT_MS = 3000;

export async function openDatabase(url: string | undefined, dataDir: string): Promise<DbHandle> {
  if (isPostgresUrl(url)) {
    const { default: pg } = await import('pg');
    // COUNT and BIGINT come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    // A connect attempt gives up after 3 s, so an unreachable server fails fast instead of hanging.
    // Waiting for a free pooled connection under a burst is not an outage: it gets a longer bound
    // (pg-pool uses one option for both, so the connect bound is set on each client).
    class Client extends pg.Client {
      constructor(config?: ClientConfig) {
        super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        // A checked-out client between queries has no pool listener: a cluster shutting down
        // (57P01) would emit an unhandled 'error' and end the process. The client is already
        // marked unusable, so its next query fails as unavailable (503) and the pool drops it.
        this.on('error', () => {});
      }
    }
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 30_000, Client });
    // An idle client whose connection dies (pg_terminate_backend, a restart) is dropped by the pool;
    // without a listener its 'error' event would end the process. The next checkout reconnects.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: droppingLostClients(pool) }) });
    return { db, kind: 'postgres', url, close: () => db.destroy() };
  }
  const file = sqlitePath(url, dataDir);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query afresh, and preparing costs more than running our small queries
 * (profiled on /api/me). Queries are built from a fixed set of shapes, so reusing prepared
 * statements by SQL text is safe and bounded; better-sqlite3 runs them synchronously.
 */
function withStatementCache<T extends { prepare: (sql: string) => unknown }>(sqlite: T, max = 500): T {
  const cache = new Map<string, unknown>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (sql: string) => {
        let stmt = cache.get(sql);
        if (!stmt) {
          stmt = prepare(sql);
          if (cache.size >= max) cache.delete(cache.keys().next().value!);
          cache.set(sql, stmt);
        }
        return stmt;
      };
    },
  });
}

/** A real round trip to the database, for the health check. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1 as one`.execute(db);
}
