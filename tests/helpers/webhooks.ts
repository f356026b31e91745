// Shared by the webhook test files: an app wired to a fake Lemon Squeezy, and the subscription
// payloads the provider would sign.
import { afterAll, beforeAll } from 'vitest';
import type { DbKind } from '#server/db';
import { createTestApp, type TestApp } from './test-app';
import { signWebhook, startFakeLemonSqueezy, type FakeLemonSqueezy } from '../fakes/lemonsqueezy';

export const SECRET = 'whsec-test-secret';
const ENV = {
  LEMONSQUEEZY_WEBHOOK_SECRET: SECRET,
  LEMONSQUEEZY_API_KEY: 'ls-test-key',
  LEMONSQUEEZY_STORE_ID: '11',
  LEMONSQUEEZY_VARIANT_PRO: '101',
  LEMONSQUEEZY_VARIANT_ULTRA: '202',
};
export const DAY = 86_400_000;
export const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export interface SubEvent {
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

export function payload(e: SubEvent): string {
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

export interface WebhookApp {
  t: TestApp;
  ls: FakeLemonSqueezy;
  close(): Promise<void>;
}

export async function startWebhookApp(kind: DbKind): Promise<WebhookApp> {
  const ls = await startFakeLemonSqueezy({
    apiKey: ENV.LEMONSQUEEZY_API_KEY,
    webhookSecret: SECRET,
    storeId: '11',
    variants: ['101', '202'],
  });
  const t = await createTestApp(kind, { ...ENV, LEMONSQUEEZY_API_URL: ls.url });
  return {
    t,
    ls,
    close: async () => {
      await t.close();
      await ls.close();
    },
  };
}

/** Posts a webhook as the provider would; a null signature leaves the header out. */
export const deliverWebhook = (
  t: TestApp,
  body: string,
  signature: string | null = signWebhook(body, SECRET),
) =>
  t.app.request('/api/webhooks/lemonsqueezy', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature !== null ? { 'X-Signature': signature } : {}),
    },
    body,
  });

export const billingEvents = (t: TestApp) => t.db.db.selectFrom('billing_events').selectAll().execute();

/**
 * A describe block's webhook app: started before its tests and closed after them. `t` and `ls`
 * are read when a test runs (they exist only after beforeAll).
 */
export function useWebhookApp(kind: DbKind) {
  let app: WebhookApp | undefined;
  beforeAll(async () => {
    app = await startWebhookApp(kind);
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('useWebhookApp: the app starts in beforeAll');
    return app;
  };
  return {
    get t() {
      return current().t;
    },
    get ls() {
      return current().ls;
    },
    deliver: (body: string, signature?: string | null) => deliverWebhook(current().t, body, signature),
    events: () => billingEvents(current().t),
  };
}
