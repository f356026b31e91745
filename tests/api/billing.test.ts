import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { client, setPlan, signUp } from '../helpers/auth';
import { readUser } from '../helpers/billing-users';
import { startFakeLemonSqueezy, type FakeLemonSqueezy } from '../fakes/lemonsqueezy';

const ENV = {
  LEMONSQUEEZY_WEBHOOK_SECRET: 'whsec-billing',
  LEMONSQUEEZY_API_KEY: 'ls-billing-key',
  LEMONSQUEEZY_STORE_ID: '11',
  LEMONSQUEEZY_VARIANT_PRO: '101',
  LEMONSQUEEZY_VARIANT_ULTRA: '202',
};

describe.each(DB_KINDS)('billing routes on %s', (kind) => {
  let t: TestApp;
  let ls: FakeLemonSqueezy;
  let server: ServerType;
  beforeAll(async () => {
    ls = await startFakeLemonSqueezy({
      apiKey: ENV.LEMONSQUEEZY_API_KEY,
      webhookSecret: ENV.LEMONSQUEEZY_WEBHOOK_SECRET,
      storeId: '11',
      variants: ['101', '202'],
    });
    t = await createTestApp(kind, { ...ENV, LEMONSQUEEZY_API_URL: ls.url });
    // The fake provider delivers its webhooks over HTTP, as the real one does.
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    ls.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/lemonsqueezy`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
    await ls.close();
  });

  /** Pays the checkout at its URL, as the browser would: the fake posts subscription_created. */
  async function pay(url: string) {
    const res = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    return res.headers.get('location');
  }

  it('needs a signed-in user', async () => {
    for (const path of ['/api/billing/checkout', '/api/billing/cancel', '/api/billing/resume']) {
      const res = await client(t).request(path, { json: { plan: 'pro' } });
      expect(res.status).toBe(401);
    }
    expect((await client(t).request('/api/billing/subscription')).status).toBe(401);
  });

  it('buys Pro through the provider checkout; the signed webhook upgrades the user', async () => {
    const u = await signUp(t);
    const res = await u.request('/api/billing/checkout', { json: { plan: 'pro' } });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { url: string };
    // One shape (decision 145): the page opens `url`, and nothing else is repeated beside it.
    expect(Object.keys(answer)).toEqual(['url']);
    const { url } = answer;
    expect(url).toMatch(new RegExp(`^${ls.url}/checkout/buy/`));
    const sent = ls.requests.filter((r) => r.path === '/v1/checkouts').at(-1)!.body as {
      data: { attributes: { checkout_data: unknown; product_options: { redirect_url: string } } };
    };
    expect(sent.data.attributes.checkout_data).toEqual({
      email: u.email,
      custom: { user_id: u.id, plan_type: 'pro' },
    });
    expect(await pay(url)).toBe('http://localhost:3000/account?success=true');

    expect(await readUser(t.db.db, u.id)).toMatchObject({ plan_type: 'pro', subscription_status: 'active' });
    const me = (await (await u.request('/api/me')).json()) as { tier: string; usageLimit: number };
    expect(me).toMatchObject({ tier: 'pro', usageLimit: 500 });
    const sub = (await (await u.request('/api/billing/subscription')).json()) as Record<string, unknown>;
    expect(sub).toMatchObject({ tier: 'pro', status: 'active', card: { brand: 'visa', lastFour: '4242' } });
    expect(sub.customerPortalUrl).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect(sub.updatePaymentMethodUrl).toMatch(/update-payment-method/);

    // A second checkout while subscribed would bill twice.
    const again = await u.request('/api/billing/checkout', { json: { plan: 'ultra' } });
    expect(again.status).toBe(409);
  });

  it('fetches fresh portal links from the provider once the stored ones are old', async () => {
    const u = await signUp(t);
    const { url } = (await (await u.request('/api/billing/checkout', { json: { plan: 'pro' } })).json()) as {
      url: string;
    };
    await pay(url);
    const subId = (await readUser(t.db.db, u.id)).subscription_id!;
    const reads = () =>
      ls.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subId}`).length;
    await u.request('/api/billing/subscription');
    expect(reads()).toBe(0);
    t.setNow(new Date(Date.now() + 13 * 3600_000));
    try {
      const sub = (await (await u.request('/api/billing/subscription')).json()) as {
        customerPortalUrl: string;
      };
      expect(reads()).toBe(1);
      expect(sub.customerPortalUrl).toContain(`subscription=${subId}`);
    } finally {
      t.setNow(new Date());
    }
  });

  it('cancels and resumes through the provider, with the spec texts', async () => {
    const u = await signUp(t);
    const { url } = (await (
      await u.request('/api/billing/checkout', { json: { plan: 'ultra' } })
    ).json()) as { url: string };
    await pay(url);

    const cancel = await u.request('/api/billing/cancel', { json: {} });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toEqual({
      code: 'cancelled',
      message:
        'Subscription cancelled successfully. You will retain access until the end of your billing period.',
    });
    const after = await readUser(t.db.db, u.id);
    expect(after).toMatchObject({ plan_type: 'ultra', subscription_status: 'cancelled' });
    expect(((await (await u.request('/api/me')).json()) as { tier: string }).tier).toBe('ultra');

    const again = await u.request('/api/billing/cancel', { json: {} });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({
      error: { code: 'no_active_subscription', message: 'No active subscription found' },
    });

    const resume = await u.request('/api/billing/resume', { json: {} });
    expect(await resume.json()).toEqual({ code: 'resumed', message: 'Subscription resumed successfully!' });
    expect(await readUser(t.db.db, u.id)).toMatchObject({ subscription_status: 'active' });
  });

  it('answers "No subscription found" to a resume without one, and the failure texts when the provider refuses', async () => {
    const u = await signUp(t);
    const res = await u.request('/api/billing/resume', { json: {} });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: 'No subscription found' } });

    await setPlan(t, u.id, {
      plan_type: 'pro',
      subscription_id: 'unknown-at-provider',
      subscription_status: 'active',
    });
    const cancel = await u.request('/api/billing/cancel', { json: {} });
    expect(cancel.status).toBe(502);
    expect(await cancel.json()).toMatchObject({
      error: { message: 'Failed to cancel subscription. Please contact support.' },
    });
    const resume = await u.request('/api/billing/resume', { json: {} });
    expect(await resume.json()).toMatchObject({
      error: { message: 'Failed to resume subscription. Please contact support.' },
    });
  });

  it('words every checkout failure as the spec does', async () => {
    const u = await signUp(t);
    const checkout = async () => {
      const res = await u.request('/api/billing/checkout', { json: { plan: 'pro' } });
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    ls.failNextCheckout({
      status: 422,
      body: JSON.stringify({ errors: [{ detail: 'The store is not active.' }] }),
    });
    expect(await checkout()).toBe('The store is not active.');
    ls.failNextCheckout({ status: 503, body: 'Service Unavailable', contentType: 'text/html' });
    expect(await checkout()).toBe('HTTP 503: Service Unavailable');
    ls.failNextCheckout({ status: 500, body: JSON.stringify({ message: 'oops' }) });
    expect(await checkout()).toBe('Failed to create checkout');

    const bad = await u.request('/api/billing/checkout', { json: { plan: 'gold' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: expect.stringContaining('"plan": "pro"') } });
  });

  it('says which plan has no variant id, and that checkout cannot start when the provider is unreachable', async () => {
    const other = await createTestApp(kind, {
      ...ENV,
      LEMONSQUEEZY_VARIANT_ULTRA: '',
      LEMONSQUEEZY_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const u = await signUp(other);
      const ultra = await u.request('/api/billing/checkout', { json: { plan: 'ultra' } });
      expect(await ultra.json()).toMatchObject({
        error: { message: 'No variant ID configured for ultra plan' },
      });
      const pro = await u.request('/api/billing/checkout', { json: { plan: 'pro' } });
      expect(pro.status).toBe(502);
      expect(await pro.json()).toMatchObject({ error: { message: 'Failed to start checkout process' } });
    } finally {
      await other.close();
    }
  });

  it('tells the customer payments are unavailable when the provider key is missing, and logs why', async () => {
    const other = await createTestApp(kind, { ...ENV, LEMONSQUEEZY_API_KEY: '' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const u = await signUp(other);
      const res = await u.request('/api/billing/checkout', { json: { plan: 'pro' } });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: 'payments_unavailable',
          message: 'Payments are not available right now. Please try again later or contact us.',
        },
      });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('LEMONSQUEEZY_API_KEY'));
    } finally {
      log.mockRestore();
      await other.close();
    }
  });

  it('counts a cancelled plan as lite after its end date, in /api/me and the subscription', async () => {
    const u = await signUp(t);
    const now = new Date();
    t.setNow(now);
    const end = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    await setPlan(t, u.id, {
      plan_type: 'pro',
      subscription_id: 'sub-x',
      subscription_status: 'cancelled',
      subscription_expires_at: end,
    });
    const sub = (await (await u.request('/api/billing/subscription')).json()) as Record<string, unknown>;
    expect(sub).toMatchObject({ tier: 'pro', isExpiringSoon: true, daysUntilExpiry: 2 });
    t.setNow(new Date(now.getTime() + 3 * 86_400_000));
    try {
      const later = (await (await u.request('/api/billing/subscription')).json()) as Record<string, unknown>;
      expect(later).toMatchObject({ tier: 'lite', planType: 'pro', isExpiringSoon: false });
    } finally {
      t.setNow(new Date());
    }
  });
});
