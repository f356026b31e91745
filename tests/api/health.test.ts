import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { migrateToLatest } from '#server/db/migrate';

describe.each(DB_KINDS)('health and API basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers ok with the engine after a real query', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: kind });
  });

  it('answers unknown API paths with JSON 404, never the app shell', async () => {
    for (const path of ['/api/does-not-exist', '/api/auth/does-not-exist']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    // WebAssembly may compile (HEIC decoding); eval may not.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  it('runs migrations again without error (idempotent)', async () => {
    await expect(migrateToLatest(t.db.db)).resolves.toBeUndefined();
  });
});
