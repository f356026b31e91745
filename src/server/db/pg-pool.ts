// Kysely hands a client back to pg's pool without the error its last query failed with. A backend
// that ends in the middle of a query (pg_terminate_backend, a restart) answers FATAL to that query
// and closes its socket a moment later; released in between, the client looked healthy, and the
// next checkout (a request waiting for a connection gets it at once) failed on the dead socket.
// This pool tells pg-pool that such a client is lost, so pg-pool drops it instead (decision 370).
import type { Pool, PoolClient } from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { isDatabaseUnavailable } from './unavailable';

interface Tracked {
  client: PostgresPoolClient;
  lost: Error | undefined;
}

export function droppingLostClients(pool: Pool): PostgresPool {
  const tracked = new WeakMap<PoolClient, Tracked>();
  const track = (raw: PoolClient): Tracked => {
    const t: Tracked = {
      lost: undefined,
      client: {
        query: ((...args: Parameters<PoolClient['query']>) => {
          const result = (raw.query as (...a: unknown[]) => unknown)(...args);
          // A cursor (streaming) is not a promise; only plain queries are watched.
          if (result instanceof Promise) {
            return result.catch((err: unknown) => {
              if (isDatabaseUnavailable(err)) t.lost = err instanceof Error ? err : new Error(String(err));
              throw err;
            });
          }
          return result;
        }) as PostgresPoolClient['query'],
        release: () => {
          const lost = t.lost;
          t.lost = undefined;
          raw.release(lost);
        },
      },
    };
    tracked.set(raw, t);
    return t;
  };
  return {
    async connect() {
      const raw = await pool.connect();
      // The same wrapper for the same client, so Kysely keeps one connection object per client.
      return (tracked.get(raw) ?? track(raw)).client;
    },
    end: () => pool.end(),
  };
}
