import { Hono } from 'hono';
import { ping } from '../db';
import type { AppDeps } from '../deps';

export function healthRoutes({ dbh }: AppDeps) {
  return new Hono().get('/', async (c) => {
    await ping(dbh.db);
    return c.json({ ok: true, db: dbh.kind });
  });
}
