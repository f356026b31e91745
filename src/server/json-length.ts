// JSON answers with their Content-Length. Hono's c.json gives none, and compress() then gzips every
// answer whatever its size: a 300-byte job status polled ten times a second cost a compression stream,
// two socket writes and their garbage each time (decision 284). With the length known, compress()
// leaves answers under its threshold as they are and still compresses the large ones.
import type { MiddlewareHandler } from 'hono';

export const jsonLength = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  if (
    !res.body ||
    res.headers.has('Content-Length') ||
    !res.headers.get('Content-Type')?.startsWith('application/json')
  )
    return;
  const body = await res.arrayBuffer();
  c.res = new Response(body, res);
  c.res.headers.set('Content-Length', String(body.byteLength));
};
