import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client, setPlan, signUp } from '../helpers/auth';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)('GET /api/me on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 200 with no user when signed out, without caching', async () => {
    const res = await client(t).request('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ user: null });
  });

  it('still refuses a signed-out profile change with 401', async () => {
    const res = await client(t).request('/api/me', { method: 'PATCH', json: { name: 'X' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it.each([
    ['lite', 50],
    ['pro', 500],
    ['ultra', 5000],
  ] as const)('gives the %s tier its quota of %i', async (tier, limit) => {
    const u = await signUp(t, { name: 'Tier User' });
    await setPlan(t, u.id, {
      plan_type: tier,
      subscription_id: tier === 'lite' ? null : 'sub_1',
      subscription_status: tier === 'lite' ? null : 'active',
      subscription_expires_at: tier === 'lite' ? null : new Date(Date.now() + 20 * DAY).toISOString(),
    });
    const me = await (await u.request('/api/me')).json();
    expect(me).toEqual({
      id: u.id,
      email: u.email,
      name: 'Tier User',
      fullName: 'Tier User',
      emailVerified: false,
      language: 'en',
      tier,
      usageToday: 0,
      usageLimit: limit,
      subscription_id: tier === 'lite' ? null : 'sub_1',
      subscription_status: tier === 'lite' ? null : 'active',
      subscription_expires_at: tier === 'lite' ? null : expect.any(String),
      isExpiringSoon: false,
      daysUntilExpiry: tier === 'lite' ? null : 20,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('counts a cancelled plan until its end date, flags the last 7 days, then falls back to lite', async () => {
    const u = await signUp(t);
    const start = new Date('2030-03-01T12:00:00Z');
    await setPlan(t, u.id, {
      plan_type: 'pro',
      subscription_id: 'sub_2',
      subscription_status: 'cancelled',
      subscription_expires_at: new Date(start.getTime() + 10 * DAY).toISOString(),
    });
    t.setNow(start);
    expect(await (await u.request('/api/me')).json()).toMatchObject({
      tier: 'pro',
      isExpiringSoon: false,
      daysUntilExpiry: 10,
    });
    t.setNow(new Date(start.getTime() + 4 * DAY));
    expect(await (await u.request('/api/me')).json()).toMatchObject({
      tier: 'pro',
      isExpiringSoon: true,
      daysUntilExpiry: 6,
    });
    t.setNow(new Date(start.getTime() + 11 * DAY));
    expect(await (await u.request('/api/me')).json()).toMatchObject({
      tier: 'lite',
      usageLimit: 50,
      isExpiringSoon: false,
      subscription_status: 'cancelled',
    });
    t.setNow(new Date());
  });

  it('names the user by full name, else the email before @', async () => {
    const u = await signUp(t, { name: '   ', email: 'maya.levi@example.com' });
    expect(await (await u.request('/api/me')).json()).toMatchObject({ name: 'maya.levi', fullName: '' });
    const res = await u.request('/api/me', {
      method: 'PATCH',
      json: { name: '  Maya Levi ', language: 'he' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Maya Levi', fullName: 'Maya Levi', language: 'he' });
  });

  it('refuses an empty name and fields it does not own', async () => {
    const u = await signUp(t);
    expect((await u.request('/api/me', { method: 'PATCH', json: { name: '' } })).status).toBe(400);
    expect((await u.request('/api/me', { method: 'PATCH', json: { plan_type: 'ultra' } })).status).toBe(400);
  });

  it('never lets a user raise their own tier through the auth API', async () => {
    const u = await signUp(t);
    await u.request('/api/auth/update-user', {
      json: { name: 'Sneaky', plan_type: 'ultra', planType: 'ultra' },
    });
    const me = (await (await u.request('/api/me')).json()) as { tier: string; usageLimit: number };
    expect(me.tier).toBe('lite');
    expect(me.usageLimit).toBe(50);
    const sneaky = await client(t).request('/api/auth/sign-up/email', {
      json: { email: 'sneaky@example.com', password: 'secret-pass', name: 'S', plan_type: 'ultra' },
    });
    if (sneaky.status === 200) {
      const row = await t.db.db
        .selectFrom('user')
        .select('plan_type')
        .where('email', '=', 'sneaky@example.com')
        .executeTakeFirstOrThrow();
      expect(row.plan_type).toBe('lite');
    }
  });
});
