import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlan } from '../helpers/auth';
import { apiKeyCalls, errorOf } from '../helpers/api-keys';
import { API_KEY_MAX_PER_USER, type ApiV1MeDto, type CreatedApiKeyDto } from '#shared/schemas/api-keys';

describe.each(DB_KINDS)('API keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const { account, create, createdKey, list, revoke, v1Me, withKey } = apiKeyCalls(() => t);

  it('creates a key for Ultra, shows it once and keeps only its SHA-256', async () => {
    const u = await account('ultra');
    const res = await create(u, '  CI pipeline  ');
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const created = (await res.json()) as CreatedApiKeyDto;
    expect(Object.keys(created).sort()).toEqual(['created_at', 'id', 'key', 'name', 'prefix']);
    expect(created.key).toMatch(/^lb_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    expect(created.name).toBe('CI pipeline');

    const rows = await t.db.db.selectFrom('api_keys').selectAll().where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(12));

    const listed = await list(u);
    expect(listed.max_api_keys).toBe(API_KEY_MAX_PER_USER);
    expect(listed.api_keys).toEqual([
      {
        id: created.id,
        name: 'CI pipeline',
        prefix: created.prefix,
        created_at: created.created_at,
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(12));
  });

  it.each(['lite', 'pro'] as const)('refuses to create a key on %s with 403 plan_no_api', async (tier) => {
    const u = await account(tier);
    const res = await create(u);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'plan_no_api', details: { plan: tier } });
    // Even with a body it could not accept: the plan is the answer.
    expect((await errorOf(await create(u, ''))).code).toBe('plan_no_api');
    expect((await list(u)).api_keys).toEqual([]);
  });

  it('authenticates /api/v1/me with the key and records its use at most once a minute', async () => {
    const u = await account('ultra');
    const { key, id } = await createdKey(u);
    const start = new Date('2030-01-01T10:00:00.000Z');
    t.setNow(start);
    try {
      const res = await withKey(key);
      expect(res.status).toBe(200);
      expect((await res.json()) as ApiV1MeDto).toEqual({ id: u.id, email: u.email, plan: 'ultra' });
      const lastUsed = async () => (await list(u)).api_keys.find((k) => k.id === id)!.last_used_at;
      expect(await lastUsed()).toBe(start.toISOString());

      t.setNow(new Date(start.getTime() + 59_000));
      expect((await withKey(key)).status).toBe(200);
      expect(await lastUsed()).toBe(start.toISOString());

      const later = new Date(start.getTime() + 61_000);
      t.setNow(later);
      expect((await withKey(key)).status).toBe(200);
      expect(await lastUsed()).toBe(later.toISOString());
    } finally {
      t.setNow(null);
    }
  });

  it('answers 401 invalid_api_key to a revoked key, and revoking twice is 404', async () => {
    const u = await account('ultra');
    const keep = await createdKey(u, 'keep');
    const gone = await createdKey(u, 'gone');
    expect((await withKey(gone.key)).status).toBe(200);
    const res = await revoke(u, gone.id);
    expect(res.status).toBe(204);
    expect((await list(u)).api_keys.map((k) => k.name)).toEqual(['keep']);
    const refused = await withKey(gone.key);
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe('invalid_api_key');
    expect(refused.headers.get('www-authenticate')).toBe(
      'Bearer realm="LogoBatch API", error="invalid_token"',
    );
    expect((await errorOf(await revoke(u, gone.id))).code).toBe('api_key_not_found');
    expect((await withKey(keep.key)).status).toBe(200);
  });

  it.each([
    ['no Authorization header', undefined, 'Bearer realm="LogoBatch API"'],
    ['another scheme', 'Basic dXNlcjpwYXNz', 'Bearer realm="LogoBatch API", error="invalid_request"'],
    ['"Bearer" alone', 'Bearer', 'Bearer realm="LogoBatch API", error="invalid_request"'],
    [
      'two tokens',
      `Bearer lb_live_${'a'.repeat(43)} more`,
      'Bearer realm="LogoBatch API", error="invalid_request"',
    ],
    [
      'a key of the wrong shape',
      'Bearer lb_live_short',
      'Bearer realm="LogoBatch API", error="invalid_token"',
    ],
    [
      'a well-formed unknown key',
      `Bearer lb_live_${randomBytes(32).toString('base64url')}`,
      'Bearer realm="LogoBatch API", error="invalid_token"',
    ],
  ])('answers 401 invalid_api_key to %s', async (_, header, challenge) => {
    const res = await v1Me(header);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_api_key', message: expect.any(String) });
    expect(res.headers.get('www-authenticate')).toBe(challenge);
  });

  it('takes no session cookie on /api/v1: a signed-in browser without a key gets 401', async () => {
    const u = await account('ultra');
    await createdKey(u);
    const res = await v1Me(undefined, { Cookie: u.cookie });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('invalid_api_key');
  });

  it("cannot revoke another account's key: 404, and the key keeps working", async () => {
    const alice = await account('ultra');
    const bob = await account('ultra');
    const { key, id } = await createdKey(alice);
    const res = await revoke(bob, id);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('api_key_not_found');
    expect((await errorOf(await revoke(bob, 'not-a-uuid'))).code).toBe('api_key_not_found');
    expect((await list(bob)).api_keys).toEqual([]);
    expect((await withKey(key)).status).toBe(200);
  });

  it('answers 403 plan_no_api once the account is no longer Ultra, and works again after', async () => {
    const u = await account('ultra');
    const { key, id } = await createdKey(u);
    await setPlan(t, u.id, { plan_type: 'pro' });
    let res = await withKey(key);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'plan_no_api', details: { plan: 'pro' } });
    // A cancelled Ultra past its end date is lite, though plan_type still says ultra.
    await setPlan(t, u.id, {
      plan_type: 'ultra',
      subscription_id: 'sub-1',
      subscription_status: 'cancelled',
      subscription_expires_at: '2020-01-01T00:00:00.000Z',
    });
    res = await withKey(key);
    expect(await errorOf(res)).toMatchObject({ code: 'plan_no_api', details: { plan: 'lite' } });
    // The downgraded account still sees its key and may revoke it.
    expect((await list(u)).api_keys.map((k) => k.id)).toEqual([id]);
    expect((await list(u)).api_keys[0]!.last_used_at).toBeNull();
    await setPlan(t, u.id, {
      plan_type: 'ultra',
      subscription_status: 'active',
      subscription_expires_at: null,
    });
    expect((await withKey(key)).status).toBe(200);
  });
});
