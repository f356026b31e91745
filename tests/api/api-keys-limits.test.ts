// API keys: the per-account cap, names refused, signed-out callers, and keys gone with their account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiKeyCalls, errorOf } from '../helpers/api-keys';
import { API_KEY_MAX_PER_USER } from '#shared/schemas/api-keys';

describe.each(DB_KINDS)('API key limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const { account, create, createdKey, list, revoke, withKey } = apiKeyCalls(() => t);

  it(`caps an account at ${API_KEY_MAX_PER_USER} live keys, also when they are created at once`, async () => {
    const u = await account('ultra');
    const answers = await Promise.all(
      Array.from({ length: API_KEY_MAX_PER_USER + 2 }, (_, i) => create(u, `key ${i}`)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(API_KEY_MAX_PER_USER);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([403, 403]);
    expect(await errorOf(refused[0]!)).toMatchObject({
      code: 'api_key_limit',
      details: { max: API_KEY_MAX_PER_USER },
    });
    const keys = (await list(u)).api_keys;
    expect(keys).toHaveLength(API_KEY_MAX_PER_USER);
    // A revoked key frees its place.
    expect((await revoke(u, keys[0]!.id)).status).toBe(204);
    expect((await create(u, 'one more')).status).toBe(201);
    expect((await create(u, 'too many')).status).toBe(403);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'api_key_name_required'],
    ['no name', {}, 'api_key_name_required'],
    ['a name of 101 characters', { name: 'k'.repeat(101) }, 'api_key_name_too_long'],
    ['a name with NUL', { name: 'a\u0000b' }, 'invalid_characters'],
    ['a name that is not text', { name: 42 }, 'api_key_name_required'],
  ])('refuses %s with 400', async (_, body, code) => {
    const u = await account('ultra');
    const res = await u.request('/api/me/api-keys', { json: body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe(code);
  });

  it('refuses a body that is not JSON, and signed-out callers, on every route', async () => {
    const u = await account('ultra');
    const res = await u.request('/api/me/api-keys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(400);
    for (const [method, path] of [
      ['GET', '/api/me/api-keys'],
      ['POST', '/api/me/api-keys'],
      ['DELETE', `/api/me/api-keys/${crypto.randomUUID()}`],
    ] as const) {
      const out = await t.app.request(path, { method, headers: { Origin: 'http://localhost:3000' } });
      expect(out.status).toBe(401);
      expect((await errorOf(out)).code).toBe('unauthorized');
    }
  });

  it("removes an account's keys with the account", async () => {
    const u = await account('ultra');
    const { key } = await createdKey(u);
    await t.db.db.deleteFrom('user').where('id', '=', u.id).execute();
    expect(await t.db.db.selectFrom('api_keys').select('id').where('user_id', '=', u.id).execute()).toEqual(
      [],
    );
    expect((await withKey(key)).status).toBe(401);
  });
});
