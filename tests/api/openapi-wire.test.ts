// What the OpenAPI document promises beyond bodies, checked against the real app on each database: the
// headers a client reads (Location, Retry-After, Content-Disposition), a 503 on every operation (the
// database or the job service can be away), and job ids in any case a UUID may be written in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedJobDto } from '#shared/schemas/api-jobs';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAccount, jpegPhoto, pngLogo, submit, waitForJob, type KeyHolder } from '../helpers/api-jobs';

type Response_ = { headers?: Record<string, unknown>; content?: Record<string, unknown> };
type Doc = { paths: Record<string, Record<string, { responses?: Record<string, Response_> }>> };

describe.each(DB_KINDS)('the OpenAPI document and the wire on %s', (kind) => {
  let t: TestApp;
  let who: KeyHolder;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp(kind, { API_RATE_LIMIT_PER_MINUTE: '1000' }, { jobs: true });
    who = await apiAccount(t);
    doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as Doc;
  });
  afterAll(() => t.close());

  /** Each operation of the document, as [path, method] (a path item also holds "parameters"). */
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'delete', 'put', 'patch'].includes(m))
        .map((method) => [path, method] as const),
    );
  const documented = (path: string, method: string, status: number) =>
    doc.paths[path]?.[method]?.responses?.[String(status)];
  /** Every header the document lists for this answer is on it. */
  const expectHeaders = (res: Response, path: string, method: string) => {
    const headers = Object.keys(documented(path, method, res.status)?.headers ?? {});
    for (const h of headers) expect(res.headers.get(h), `${h} on ${method} ${path}`).not.toBeNull();
    return headers;
  };

  it('documents the headers the answers carry', async () => {
    const created = await submit(t, who, { photos: [await jpegPhoto('a.jpg')], logo: await pngLogo() });
    expect(created.status).toBe(202);
    expect(expectHeaders(created, '/jobs', 'post')).toContain('Location');
    const { id } = (await created.json()) as CreatedJobDto;
    await waitForJob(t, who, id);
    const zip = await t.app.request(`/api/v1/jobs/${id}/result`, { headers: who.auth });
    expect(zip.status).toBe(200);
    expect(expectHeaders(zip, '/jobs/{id}/result', 'get')).toEqual(
      expect.arrayContaining(['Content-Disposition', 'Content-Length']),
    );
    await zip.arrayBuffer();
    for (const [path, method] of operations())
      expect(Object.keys(documented(path, method, 429)?.headers ?? {}), `${method} ${path}`).toContain(
        'Retry-After',
      );
  });

  it('documents a 503 on every operation, and answers it where the job service is away', async () => {
    for (const [path, method] of operations())
      expect(documented(path, method, 503), `503 of ${method} ${path}`).toBeDefined();
    const bare = await createTestApp(kind);
    try {
      const holder = await apiAccount(bare);
      const res = await bare.app.request(`/api/v1/jobs/${crypto.randomUUID()}`, { headers: holder.auth });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('jobs_unavailable');
    } finally {
      await bare.close();
    }
  });

  it('finds a job by its id written in capitals, as a valid UUID may be', async () => {
    const created = await submit(t, who, { photos: [await jpegPhoto('b.jpg')], logo: await pngLogo() });
    const { id } = (await created.json()) as CreatedJobDto;
    const upper = id.toUpperCase();
    const res = await t.app.request(`/api/v1/jobs/${upper}`, { headers: who.auth });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(id);
    await waitForJob(t, who, id);
    const zip = await t.app.request(`/api/v1/jobs/${upper}/result`, { headers: who.auth });
    expect(zip.status).toBe(200);
    await zip.arrayBuffer();
  });

  it('answers 405 with Allow, not 404, for a method a documented path does not offer', async () => {
    const id = crypto.randomUUID();
    const cases = [
      ['GET', '/jobs', 'POST'],
      ['PUT', `/jobs/${id}`, 'GET, HEAD, DELETE'],
      ['POST', `/jobs/${id}/result`, 'GET, HEAD'],
      ['DELETE', '/me', 'GET, HEAD'],
      ['POST', '/openapi.json', 'GET, HEAD'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const res = await t.app.request(`/api/v1${path}`, { method, headers: who.auth });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    }
    // A path the API does not have is still not found.
    expect((await t.app.request('/api/v1/nope', { headers: who.auth })).status).toBe(404);
  });
});
