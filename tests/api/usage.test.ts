import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ORIGIN, client, setPlan, signUp } from '../helpers/auth';

const reserve = (u: { request: (p: string, i: { json: unknown }) => Promise<Response> }, count: unknown) =>
  u.request('/api/usage/reserve', { json: { count } });

describe.each(DB_KINDS)('usage and quota on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reserves within the quota and reports the new total', async () => {
    const u = await signUp(t);
    const res = await reserve(u, 5);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      usageToday: 5,
      usageLimit: 50,
      remaining: 45,
      reservationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await (await u.request('/api/me')).json()).toMatchObject({ usageToday: 5, usageLimit: 50 });
  });

  it("refuses what would pass the limit with 429, the spec's message, and changes nothing", async () => {
    const u = await signUp(t);
    expect((await reserve(u, 48)).status).toBe(200);
    const res = await reserve(u, 5);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: {
        code: 'quota_exceeded',
        message: "You've reached your daily quota of 50 images. Please upgrade to continue.",
        details: { limit: 50, usageToday: 48, requested: 5 },
      },
    });
    expect((await reserve(u, 2)).status).toBe(200);
    expect((await reserve(u, 1)).status).toBe(429);
    expect(await (await u.request('/api/me')).json()).toMatchObject({ usageToday: 50 });
  });

  it('refuses a first reservation larger than the whole quota', async () => {
    const u = await signUp(t);
    expect((await reserve(u, 51)).status).toBe(429);
    expect(await (await u.request('/api/me')).json()).toMatchObject({ usageToday: 0 });
  });

  it('uses the tier the server holds', async () => {
    const u = await signUp(t);
    await setPlan(t, u.id, { plan_type: 'pro', subscription_status: 'active', subscription_id: 's' });
    expect(await (await reserve(u, 500)).json()).toEqual({
      usageToday: 500,
      usageLimit: 500,
      remaining: 0,
      reservationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await reserve(u, 1)).status).toBe(429);
  });

  it.each([0, -1, 1.5, '3', null])('rejects count %s', async (count) => {
    const u = await signUp(t);
    const res = await reserve(u, count);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_count' } });
  });

  it('answers a body that is not JSON with invalid_count, not a parser error', async () => {
    const u = await signUp(t);
    const res = await t.app.request('/api/usage/reserve', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: u.cookie, 'Content-Type': 'application/json' },
      body: '{"count": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_count' } });
  });

  it('answers 401 when signed out', async () => {
    expect((await reserve(client(t), 1)).status).toBe(401);
    // Signed out comes first, even when the body is wrong too.
    expect((await reserve(client(t), -1)).status).toBe(401);
    expect((await client(t).request('/api/usage/history')).status).toBe(401);
  });

  it('gives exactly 50 of 200 concurrent reserve(1) calls to a lite user', async () => {
    const u = await signUp(t);
    const results = await Promise.all(Array.from({ length: 200 }, () => reserve(u, 1)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150);
    const row = await t.db.db
      .selectFrom('usage_daily')
      .select('count')
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(50);
  });

  it('starts a new count at midnight UTC', async () => {
    const u = await signUp(t);
    t.setNow(new Date('2031-05-10T23:59:59.000Z'));
    expect((await reserve(u, 50)).status).toBe(200);
    expect((await reserve(u, 1)).status).toBe(429);
    t.setNow(new Date('2031-05-11T00:00:00.000Z'));
    expect(await (await u.request('/api/me')).json()).toMatchObject({ usageToday: 0 });
    expect(await (await reserve(u, 1)).json()).toMatchObject({ usageToday: 1 });
    t.setNow(new Date());
  });

  it('lists the last 30 days with use, newest first, as a share of that day', async () => {
    const u = await signUp(t);
    const days = ['2032-01-01', '2032-01-15', '2032-01-30', '2032-01-31'];
    const counts = [10, 45, 35, 20];
    for (const [i, day] of days.entries()) {
      t.setNow(new Date(`${day}T08:00:00Z`));
      await reserve(u, counts[i]);
    }
    t.setNow(new Date('2032-01-31T20:00:00Z'));
    const res = await u.request('/api/usage/history');
    expect(res.status).toBe(200);
    // 2032-01-01 is 31 days back: out of the window.
    expect(await res.json()).toEqual({
      history: [
        { date: '2032-01-31', usage_count: 20, percentage: 40 },
        { date: '2032-01-30', usage_count: 35, percentage: 70 },
        { date: '2032-01-15', usage_count: 45, percentage: 90 },
      ],
    });
    t.setNow(new Date());
  });

  it("never answers with another user's data", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await reserve(a, 7);
    expect(await (await b.request('/api/me')).json()).toMatchObject({
      id: b.id,
      email: b.email,
      usageToday: 0,
    });
    expect(await (await b.request('/api/usage/history')).json()).toEqual({ history: [] });
    expect(await (await a.request('/api/usage/history')).json()).toMatchObject({
      history: [{ usage_count: 7 }],
    });
    // A user id in the body or query is ignored: the session decides.
    await b.request(`/api/usage/reserve?user_id=${a.id}`, { json: { count: 1 } });
    expect(await (await a.request('/api/me')).json()).toMatchObject({ usageToday: 7 });
    const patched = await b.request('/api/me', { method: 'PATCH', json: { name: 'B' } });
    expect(await patched.json()).toMatchObject({ id: b.id });
    expect(await (await a.request('/api/me')).json()).toMatchObject({ name: 'Test User' });
  });
});
