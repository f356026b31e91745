import { Hono } from 'hono';
import { ping } from '../db';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable';
import type { AppDeps } from '../deps';

export function healthRoutes({ dbh }: AppDeps) {
  return new Hono().get('/', async (c) => {
    try {
      await ping(dbh.db);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      // Load balancers read the status; people read the body.
      const { code, message } = databaseUnavailable();
      return c.json({ ok: false, db: dbh.kind, error: { code, message } }, 503);
    }
    return c.json({ ok: true, db: dbh.kind });
  });
}
