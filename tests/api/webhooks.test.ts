import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { readUser } from '../helpers/billing-users';
import { signUp } from '../helpers/auth';
import { signWebhook, startFakeLemonSqueezy, type FakeLemonSqueezy } from '../fakes/lemonsqueezy';
import { effectiveTier } from '#shared/plans';

const SECRET = 'whsec-test-secret';
const ENV = {
  LEMONSQUEEZY_WEBHOOK_SECRET: SECRET,
  LEMONSQUEEZY_API_KEY: 'ls-test-key',
  LEMONSQUEEZY_STORE_ID: '11',
  LEMONSQUEEZY_VARIANT_PRO: '101',
  LEMONSQUEEZY_VARIANT_ULTRA: '202',
};
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

interface SubEvent {
  name: string;
  sub: string;
  user?: string;
  variant?: number;
  status?: string;
  renews?: string;
  ends?: string | null;
  /** null leaves updated_at out of the payload. */
  updated: string | null;
  email?: string;
  planType?: string;
}

function payload(e: SubEvent): string {
  return JSON.stringify({
    meta: {
      event_name: e.name,
      custom_data: e.user ? { user_id: e.user, plan_type: e.planType ?? 'pro' } : undefined,
    },
    data: {
      type: 'subscriptions',
      id: e.sub,
      attributes: {
        variant_id: e.variant ?? 101,
        status: e.status ?? 'active',
        user_email: e.email ?? 'someone@example.com',
        renews_at: e.renews ?? at(30),
        ends_at: e.ends ?? null,
        ...(e.updated !== null && { updated_at: e.updated }),
        urls: {
          customer_portal: `https://portal.test/${e.sub}`,
          update_payment_method: `https://portal.test/${e.sub}/card`,
        },
      },
    },
  });
}

describe.each(DB_KINDS)('Lemon Squeezy webhooks on %s', (kind) => {
  let t: TestApp;
  let ls: FakeLemonSqueezy;
  beforeAll(async () => {
    ls = await startFakeLemonSqueezy({
      apiKey: ENV.LEMONSQUEEZY_API_KEY,
      webhookSecret: SECRET,
      storeId: '11',
      variants: ['101', '202'],
    });
    t = await createTestApp(kind, { ...ENV, LEMONSQUEEZY_API_URL: ls.url });
  });
  afterAll(async () => {
    await t.close();
    await ls.close();
  });

  const deliver = (body: string, signature: string | null = signWebhook(body, SECRET)) =>
    t.app.request('/api/webhooks/lemonsqueezy', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature !== null ? { 'X-Signature': signature } : {}),
      },
      body,
    });
  const events = () => t.db.db.selectFrom('billing_events').selectAll().execute();

  it('refuses a forged or missing signature and changes nothing', async () => {
    const uForged = (await signUp(t)).id;
    const body = payload({ name: 'subscription_created', sub: '900', user: uForged, updated: at(0) });
    const before = (await events()).length;
    for (const sig of [signWebhook(body, 'wrong-secret'), null, 'abc', signWebhook(`${body} `, SECRET)]) {
      const res = await deliver(body, sig);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    }
    expect((await events()).length).toBe(before);
    expect(await readUser(t.db.db, uForged)).toMatchObject({ plan_type: 'lite', subscription_id: null });
  });

  it('applies a signed subscription_created: plan from the variant, status, expiry and portal links', async () => {
    const uNew = (await signUp(t)).id;
    const renews = at(30);
    const res = await deliver(
      payload({
        name: 'subscription_created',
        sub: '901',
        user: uNew,
        variant: 202,
        renews,
        updated: at(0),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await readUser(t.db.db, uNew)).toEqual({
      plan_type: 'ultra',
      subscription_id: '901',
      subscription_status: 'active',
      subscription_expires_at: renews,
    });
    const row = (await events()).find((e) => e.subscription_id === '901');
    expect(row).toMatchObject({
      outcome: 'applied',
      user_id: uNew,
      customer_portal_url: 'https://portal.test/901',
    });
  });

  it('applies the same event only once, even after newer ones', async () => {
    const uDup = (await signUp(t)).id;
    const created = payload({ name: 'subscription_created', sub: '902', user: uDup, updated: at(-1) });
    expect(await (await deliver(created)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(created)).json()).toMatchObject({ outcome: 'duplicate' });
    const ends = at(20);
    await deliver(
      payload({
        name: 'subscription_cancelled',
        sub: '902',
        user: uDup,
        status: 'cancelled',
        ends,
        updated: at(0),
      }),
    );
    const again = await deliver(created);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await readUser(t.db.db, uDup)).toMatchObject({
      subscription_status: 'cancelled',
      subscription_expires_at: ends,
    });
    expect((await events()).filter((e) => e.subscription_id === '902')).toHaveLength(2);
  });

  it('applies two simultaneous deliveries of one event once', async () => {
    const uSim = (await signUp(t)).id;
    const body = payload({ name: 'subscription_created', sub: '908', user: uSim, updated: at(0) });
    const outcomes = await Promise.all(
      [deliver(body), deliver(body), deliver(body)].map(
        async (r) => ((await (await r).json()) as { outcome: string }).outcome,
      ),
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await events()).filter((e) => e.subscription_id === '908')).toHaveLength(1);
  });

  it('keeps the newest state when events arrive out of order', async () => {
    const uOrder = (await signUp(t)).id;
    const ends = at(10);
    const newer = payload({
      name: 'subscription_cancelled',
      sub: '903',
      user: uOrder,
      status: 'cancelled',
      ends,
      updated: at(-1),
    });
    const older = payload({ name: 'subscription_created', sub: '903', user: uOrder, updated: at(-2) });
    expect(await (await deliver(newer)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(older)).json()).toMatchObject({ outcome: 'stale' });
    expect(await readUser(t.db.db, uOrder)).toMatchObject({
      plan_type: 'pro',
      subscription_status: 'cancelled',
      subscription_expires_at: ends,
    });
  });

  it('does not let an event without updated_at undo a newer dated state', async () => {
    const uUndated = (await signUp(t)).id;
    const renews = at(30);
    const created = payload({
      name: 'subscription_created',
      sub: '910',
      user: uUndated,
      renews,
      updated: at(0),
    });
    expect(await (await deliver(created)).json()).toMatchObject({ outcome: 'applied' });
    const expired = payload({
      name: 'subscription_expired',
      sub: '910',
      user: uUndated,
      status: 'expired',
      ends: at(-5),
      updated: null,
    });
    expect(await (await deliver(expired)).json()).toMatchObject({ outcome: 'stale' });
    expect(await readUser(t.db.db, uUndated)).toMatchObject({
      plan_type: 'pro',
      subscription_status: 'active',
      subscription_expires_at: renews,
    });
  });

  it('applies undated events in the order they arrive when nothing dated is held', async () => {
    const uSeq = (await signUp(t)).id;
    const base = { sub: '911', user: uSeq, updated: null };
    const first = payload({ ...base, name: 'subscription_created', variant: 202 });
    expect(await (await deliver(first)).json()).toMatchObject({ outcome: 'applied' });
    const later = payload({ ...base, name: 'subscription_expired', variant: 202, status: 'expired' });
    expect(await (await deliver(later)).json()).toMatchObject({ outcome: 'applied' });
    expect(await readUser(t.db.db, uSeq)).toMatchObject({
      plan_type: 'lite',
      subscription_status: 'expired',
    });
  });

  it('takes the plan only from a configured variant: an unknown one is ignored, whatever custom data says', async () => {
    const uVariant = (await signUp(t)).id;
    const res = await deliver(
      payload({
        name: 'subscription_created',
        sub: '912',
        user: uVariant,
        variant: 999,
        planType: 'ultra',
        updated: at(0),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'ignored' });
    expect(await readUser(t.db.db, uVariant)).toEqual({
      plan_type: 'lite',
      subscription_id: null,
      subscription_status: null,
      subscription_expires_at: null,
    });
    expect((await events()).find((e) => e.subscription_id === '912')).toMatchObject({ outcome: 'ignored' });
  });

  it('lets a cancelled plan run to its end date, then counts it as lite; expiry sets lite', async () => {
    const uExp = (await signUp(t)).id;
    const ends = at(3);
    await deliver(
      payload({
        name: 'subscription_cancelled',
        sub: '904',
        user: uExp,
        status: 'cancelled',
        ends,
        updated: at(-1),
      }),
    );
    const u = await readUser(t.db.db, uExp);
    expect(effectiveTier(u.plan_type, u.subscription_status, u.subscription_expires_at, new Date())).toBe(
      'pro',
    );
    expect(
      effectiveTier(
        u.plan_type,
        u.subscription_status,
        u.subscription_expires_at,
        new Date(Date.now() + 4 * DAY),
      ),
    ).toBe('lite');
    await deliver(
      payload({
        name: 'subscription_expired',
        sub: '904',
        user: uExp,
        status: 'expired',
        ends,
        updated: at(0),
      }),
    );
    expect(await readUser(t.db.db, uExp)).toMatchObject({
      plan_type: 'lite',
      subscription_status: 'expired',
    });
  });

  it('finds the user by subscription or email when custom data is missing, and leaves unknown payers unmatched', async () => {
    const uMail = (await signUp(t, { email: 'payer@example.com' })).id;
    const res = await deliver(
      payload({ name: 'subscription_created', sub: '905', email: 'payer@example.com', updated: at(0) }),
    );
    expect(await res.json()).toMatchObject({ outcome: 'applied' });
    expect(await readUser(t.db.db, uMail)).toMatchObject({ plan_type: 'pro', subscription_id: '905' });
    const stranger = await deliver(
      payload({ name: 'subscription_created', sub: '906', email: 'nobody@example.com', updated: at(0) }),
    );
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toMatchObject({ outcome: 'unmatched' });
  });

  it('does not let an old subscription override a newer running one', async () => {
    const uTwo = (await signUp(t)).id;
    await deliver(
      payload({ name: 'subscription_created', sub: '907', user: uTwo, variant: 202, updated: at(0) }),
    );
    const late = await deliver(
      payload({ name: 'subscription_expired', sub: '800', user: uTwo, status: 'expired', updated: at(0) }),
    );
    expect(await late.json()).toMatchObject({ outcome: 'stale' });
    expect(await readUser(t.db.db, uTwo)).toMatchObject({ plan_type: 'ultra', subscription_id: '907' });
  });

  it('answers 200 to events it does not handle and records them', async () => {
    const body = JSON.stringify({
      meta: { event_name: 'order_created' },
      data: { type: 'orders', id: '1', attributes: { updated_at: at(0) } },
    });
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'ignored' });
    expect((await events()).some((e) => e.event_name === 'order_created')).toBe(true);
  });

  it("refuses a signed body that is not the provider's shape, storing nothing", async () => {
    const before = (await events()).length;
    const res = await deliver(JSON.stringify({ meta: { event_name: 'subscription_created' }, data: 'x' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_payload' } });
    expect((await events()).length).toBe(before);
  });

  it('reads the subscription back from the provider on payment events', async () => {
    const uPay = (await signUp(t)).id;
    const now = new Date().toISOString();
    ls.subscriptions.set('50', {
      id: '50',
      variantId: '101',
      status: 'active',
      cancelled: false,
      userEmail: 'payer2@example.com',
      userName: 'payer2',
      customData: { user_id: uPay },
      renewsAt: at(31),
      endsAt: null,
      createdAt: now,
      updatedAt: now,
    });
    const body = JSON.stringify({
      meta: { event_name: 'subscription_payment_success', custom_data: { user_id: uPay } },
      data: {
        type: 'subscription-invoices',
        id: '7001',
        attributes: { subscription_id: 50, status: 'paid', updated_at: now },
      },
    });
    expect(await (await deliver(body)).json()).toMatchObject({ outcome: 'applied' });
    expect(await readUser(t.db.db, uPay)).toMatchObject({
      plan_type: 'pro',
      subscription_id: '50',
      subscription_status: 'active',
    });
  });
});
