import { describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { readUser } from '../helpers/billing-users';
import { signUp } from '../helpers/auth';
import { signWebhook } from '../fakes/lemonsqueezy';
import { SECRET, at, payload, useWebhookApp } from '../helpers/webhooks';

describe.each(DB_KINDS)('Lemon Squeezy webhooks: signature, shape and provider reads on %s', (kind) => {
  const w = useWebhookApp(kind);
  const { deliver, events } = w;

  it('refuses a forged or missing signature and changes nothing', async () => {
    const uForged = (await signUp(w.t)).id;
    const body = payload({ name: 'subscription_created', sub: '900', user: uForged, updated: at(0) });
    const before = (await events()).length;
    for (const sig of [signWebhook(body, 'wrong-secret'), null, 'abc', signWebhook(`${body} `, SECRET)]) {
      const res = await deliver(body, sig);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    }
    expect((await events()).length).toBe(before);
    expect(await readUser(w.t.db.db, uForged)).toMatchObject({ plan_type: 'lite', subscription_id: null });
  });

  it('applies a signed subscription_created: plan from the variant, status, expiry and portal links', async () => {
    const uNew = (await signUp(w.t)).id;
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
    expect(await readUser(w.t.db.db, uNew)).toEqual({
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
    const uPay = (await signUp(w.t)).id;
    const now = new Date().toISOString();
    w.ls.subscriptions.set('50', {
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
    expect(await readUser(w.t.db.db, uPay)).toMatchObject({
      plan_type: 'pro',
      subscription_id: '50',
      subscription_status: 'active',
    });
  });
});
