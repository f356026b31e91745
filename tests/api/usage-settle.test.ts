import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client, signUp, type Client } from '../helpers/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function reserve(u: Client, count: number): Promise<string> {
  const res = await u.request('/api/usage/reserve', { json: { count } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { reservationId: string };
  expect(body.reservationId).toMatch(UUID);
  return body.reservationId;
}

const settle = (u: Client, reservationId: unknown, delivered: unknown) =>
  u.request('/api/usage/settle', { json: { reservationId, delivered } });

const usageToday = async (u: Client) =>
  ((await (await u.request('/api/me')).json()) as { usageToday: number }).usageToday;

describe.each(DB_KINDS)('settling a reservation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refunds what was not delivered, and history shows the delivered count', async () => {
    const u = await signUp(t);
    await reserve(u, 10);
    const id = await reserve(u, 24);
    expect(await usageToday(u)).toBe(34);
    const res = await settle(u, id, 2);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      reservationId: id,
      reserved: 24,
      delivered: 2,
      refunded: 22,
      usageToday: 12,
      usageLimit: 50,
      remaining: 38,
    });
    expect(await usageToday(u)).toBe(12);
    expect(await (await u.request('/api/usage/history')).json()).toMatchObject({
      history: [{ usage_count: 12, percentage: 24 }],
    });
  });

  it('settles exactly once: a second settle changes nothing', async () => {
    const u = await signUp(t);
    const id = await reserve(u, 20);
    expect((await settle(u, id, 5)).status).toBe(200);
    const again = await settle(u, id, 0);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ delivered: 5, refunded: 15, usageToday: 5 });
    expect(await usageToday(u)).toBe(5);
  });

  it('a full delivery refunds nothing', async () => {
    const u = await signUp(t);
    const id = await reserve(u, 7);
    expect(await (await settle(u, id, 7)).json()).toMatchObject({ refunded: 0, usageToday: 7 });
  });

  it("answers 404 for another user's reservation and leaves it untouched", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const id = await reserve(a, 30);
    const res = await settle(b, id, 0);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'reservation_not_found' } });
    expect(await usageToday(a)).toBe(30);
    // Still open for its owner.
    expect(await (await settle(a, id, 0)).json()).toMatchObject({ refunded: 30, usageToday: 0 });
    expect((await settle(b, '00000000-0000-4000-8000-000000000000', 0)).status).toBe(404);
  });

  it('refuses more delivered than reserved, and bad bodies', async () => {
    const u = await signUp(t);
    const id = await reserve(u, 3);
    const res = await settle(u, id, 4);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_delivered' } });
    for (const [rid, d] of [
      [id, -1],
      [id, 1.5],
      [id, '1'],
      ['not-an-id', 1],
      [null, 1],
    ]) {
      const bad = await settle(u, rid, d);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: 'invalid_settle' } });
    }
    expect(await usageToday(u)).toBe(3);
    expect((await settle(client(t), id, 0)).status).toBe(401);
  });

  it('refunds exactly once under 20 concurrent settles', async () => {
    const u = await signUp(t);
    await reserve(u, 5);
    const id = await reserve(u, 40);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => settle(u, id, i % 3)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { delivered: number }[];
    const delivered = new Set(bodies.map((b) => b.delivered));
    expect(delivered.size).toBe(1);
    expect(await usageToday(u)).toBe(5 + [...delivered][0]!);
  });

  it("refunds the reservation's own day when midnight passed", async () => {
    const u = await signUp(t);
    t.setNow(new Date('2033-03-01T23:59:00Z'));
    const id = await reserve(u, 30);
    t.setNow(new Date('2033-03-02T00:01:00Z'));
    await reserve(u, 10);
    const res = await settle(u, id, 4);
    expect(await res.json()).toMatchObject({ day: '2033-03-01', refunded: 26, usageToday: 10 });
    expect(await (await u.request('/api/usage/history')).json()).toEqual({
      history: [
        { date: '2033-03-02', usage_count: 10, percentage: 20 },
        { date: '2033-03-01', usage_count: 4, percentage: 8 },
      ],
    });
    t.setNow(new Date());
  });

  it('the refunded images can be reserved again the same day', async () => {
    const u = await signUp(t);
    const id = await reserve(u, 50);
    expect((await u.request('/api/usage/reserve', { json: { count: 1 } })).status).toBe(429);
    await settle(u, id, 20);
    await reserve(u, 30);
    expect(await usageToday(u)).toBe(50);
  });
});
