// The API's per-key rate limit through the real app: past the limit a key hears 429 with Retry-After,
// another key does not, and the key is served again a minute later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAccount } from '../helpers/api-jobs';

describe('the per-key rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { API_RATE_LIMIT_PER_MINUTE: '3' }, { jobs: true });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, per key', async () => {
    const a = await apiAccount(t);
    const b = await apiAccount(t);
    for (let i = 0; i < 3; i++)
      expect((await t.app.request('/api/v1/me', { headers: a.auth })).status).toBe(200);
    const refused = await t.app.request('/api/v1/me', { headers: a.auth });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect((await t.app.request('/api/v1/me', { headers: b.auth })).status).toBe(200);
    t.setNow(new Date(Date.now() + 61_000));
    expect((await t.app.request('/api/v1/me', { headers: a.auth })).status).toBe(200);
  });
});
