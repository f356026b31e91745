// A local stand-in for Lemon Squeezy: its JSON:API for checkouts and subscriptions, a hosted
// checkout page with a "Pay" button, and signed webhooks to the app, as the real service sends them.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLemonSqueezyOptions {
  apiKey: string;
  webhookSecret: string;
  storeId: string;
  /** Variant ids the store sells. */
  variants: string[];
  /** Where webhooks go, e.g. http://127.0.0.1:3000/api/webhooks/lemonsqueezy. Can be set later. */
  webhookUrl?: string;
  port?: number;
}

export interface FakeSubscription {
  id: string;
  variantId: string;
  status: string;
  cancelled: boolean;
  userEmail: string;
  userName: string;
  customData: Record<string, unknown>;
  renewsAt: string;
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Checkout {
  id: string;
  variantId: string;
  email: string;
  custom: Record<string, unknown>;
  redirectUrl: string;
  body: unknown;
}

export interface CannedResponse {
  status: number;
  body: string;
  contentType?: string;
  /** Only for a checkout for this email (tests running in parallel share one fake). */
  forEmail?: string;
}

const JSON_API = 'application/vnd.api+json';
const DAY = 86_400_000;

export function signWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function subscriptionAttributes(s: FakeSubscription, base: string, storeId: string) {
  return {
    store_id: Number(storeId) || storeId,
    customer_id: 1000 + Number(s.id),
    order_id: 2000 + Number(s.id),
    product_id: 77,
    variant_id: Number(s.variantId) || s.variantId,
    product_name: 'LogoBatch',
    variant_name: `Variant ${s.variantId}`,
    user_name: s.userName,
    user_email: s.userEmail,
    status: s.status,
    status_formatted: s.status.charAt(0).toUpperCase() + s.status.slice(1),
    card_brand: 'visa',
    card_last_four: '4242',
    pause: null,
    cancelled: s.cancelled,
    trial_ends_at: null,
    billing_anchor: new Date(s.createdAt).getUTCDate(),
    urls: {
      update_payment_method: `${base}/billing/${s.id}/update-payment-method?signature=fake`,
      customer_portal: `${base}/billing?subscription=${s.id}&signature=fake`,
    },
    renews_at: s.renewsAt,
    ends_at: s.endsAt,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    test_mode: true,
  };
}

export async function startFakeLemonSqueezy(opts: FakeLemonSqueezyOptions) {
  const checkouts = new Map<string, Checkout>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const delivered: { event: string; status: number; body: string }[] = [];
  let nextCheckoutResponse: CannedResponse | null = null;
  let nextSubscriptionId = 1;
  let base = '';

  const fake = {
    url: '',
    webhookUrl: opts.webhookUrl,
    checkouts,
    subscriptions,
    requests,
    delivered,
    /** The next POST /v1/checkouts answers this instead (for error paths). */
    failNextCheckout(r: CannedResponse) {
      nextCheckoutResponse = r;
    },
    /** Posts a signed webhook about a subscription, as the provider does after every change. */
    async sendSubscriptionEvent(event: string, s: FakeSubscription) {
      const body = JSON.stringify({
        meta: { event_name: event, custom_data: s.customData, test_mode: true, webhook_id: 'fake-webhook' },
        data: {
          type: 'subscriptions',
          id: s.id,
          attributes: subscriptionAttributes(s, base, opts.storeId),
          links: { self: `${base}/v1/subscriptions/${s.id}` },
        },
      });
      if (!fake.webhookUrl) throw new Error('fake Lemon Squeezy has no webhook URL');
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Event-Name': event,
          'X-Signature': signWebhook(body, opts.webhookSecret),
        },
        body,
      });
      delivered.push({ event, status: res.status, body });
      return res;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const touch = (s: FakeSubscription) => {
    // Strictly increasing, so quick successive changes still order correctly.
    const now = Math.max(Date.now(), new Date(s.updatedAt).getTime() + 1);
    s.updatedAt = new Date(now).toISOString();
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      handle(req, res, raw).catch((e: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(e));
      });
    });
  });

  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': JSON_API }).end(JSON.stringify(body));
  const apiError = (res: http.ServerResponse, status: number, detail: string) =>
    send(res, status, {
      jsonapi: { version: '1.0' },
      errors: [{ status: String(status), title: http.STATUS_CODES[status], detail }],
    });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', path: url.pathname, body });

    if (url.pathname.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${opts.apiKey}`)
        return apiError(res, 401, 'Unauthenticated.');
      if (req.headers.accept !== JSON_API) return apiError(res, 406, 'Not Acceptable.');
    }

    if (req.method === 'POST' && url.pathname === '/v1/checkouts') {
      const forEmail = (body as { data?: { attributes?: { checkout_data?: { email?: string } } } } | null)
        ?.data?.attributes?.checkout_data?.email;
      if (
        nextCheckoutResponse &&
        (!nextCheckoutResponse.forEmail || nextCheckoutResponse.forEmail === forEmail)
      ) {
        const r = nextCheckoutResponse;
        nextCheckoutResponse = null;
        return res.writeHead(r.status, { 'Content-Type': r.contentType ?? JSON_API }).end(r.body);
      }
      if (req.headers['content-type'] !== JSON_API) return apiError(res, 415, 'Unsupported Media Type.');
      const data = (body as { data?: Record<string, any> } | null)?.data; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (data?.type !== 'checkouts') return apiError(res, 422, 'The data.type field must be checkouts.');
      const storeId = data.relationships?.store?.data?.id;
      const variantId = data.relationships?.variant?.data?.id;
      if (storeId !== opts.storeId) return apiError(res, 404, `The store ${storeId} was not found.`);
      if (!opts.variants.includes(variantId)) return apiError(res, 422, 'The selected variant is invalid.');
      const cd = data.attributes?.checkout_data ?? {};
      const redirectUrl = data.attributes?.product_options?.redirect_url;
      if (typeof redirectUrl !== 'string') return apiError(res, 422, 'The redirect url field is required.');
      const checkout: Checkout = {
        id: randomUUID(),
        variantId,
        email: cd.email ?? '',
        custom: cd.custom ?? {},
        redirectUrl,
        body,
      };
      checkouts.set(checkout.id, checkout);
      return send(res, 201, {
        jsonapi: { version: '1.0' },
        data: {
          type: 'checkouts',
          id: checkout.id,
          attributes: {
            store_id: Number(storeId),
            variant_id: Number(variantId),
            url: `${base}/checkout/buy/${checkout.id}`,
            test_mode: true,
          },
        },
      });
    }

    const buy = /^\/checkout\/buy\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (buy) {
      const checkout = checkouts.get(buy[1]!);
      if (!checkout) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Checkout not found');
      if (req.method === 'GET' && !buy[2]) {
        return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(checkoutPage(checkout));
      }
      if (req.method === 'POST' && buy[2]) {
        const now = new Date().toISOString();
        const s: FakeSubscription = {
          id: String(nextSubscriptionId++),
          variantId: checkout.variantId,
          status: 'active',
          cancelled: false,
          userEmail: checkout.email,
          userName: checkout.email.split('@')[0] ?? 'Customer',
          customData: checkout.custom,
          renewsAt: new Date(Date.now() + 30 * DAY).toISOString(),
          endsAt: null,
          createdAt: now,
          updatedAt: now,
        };
        subscriptions.set(s.id, s);
        await fake.sendSubscriptionEvent('subscription_created', s);
        return res.writeHead(303, { Location: checkout.redirectUrl }).end();
      }
    }

    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (sub) {
      const s = subscriptions.get(sub[1]!);
      if (!s) return apiError(res, 404, 'Not found.');
      if (req.method === 'PATCH') {
        const attrs = (body as { data?: { attributes?: { cancelled?: unknown } } } | null)?.data?.attributes;
        if (typeof attrs?.cancelled !== 'boolean') return apiError(res, 422, 'Nothing to update.');
        s.cancelled = attrs.cancelled;
        s.status = attrs.cancelled ? 'cancelled' : 'active';
        s.endsAt = attrs.cancelled ? s.renewsAt : null;
        touch(s);
        await fake.sendSubscriptionEvent(
          attrs.cancelled ? 'subscription_cancelled' : 'subscription_resumed',
          s,
        );
      }
      return send(res, 200, {
        data: { type: 'subscriptions', id: s.id, attributes: subscriptionAttributes(s, base, opts.storeId) },
      });
    }

    // Test control (not part of the provider's API): move a subscription's billing date, as if time passed.
    const ctl = /^\/__control\/subscriptions\/([\w-]+)\/renews-in$/.exec(url.pathname);
    if (ctl && req.method === 'POST') {
      const s = subscriptions.get(ctl[1]!);
      if (!s) return apiError(res, 404, 'Not found.');
      const days = Number((body as { days?: number } | null)?.days ?? 0);
      s.renewsAt = new Date(Date.now() + days * DAY).toISOString();
      if (s.cancelled) s.endsAt = s.renewsAt;
      touch(s);
      await fake.sendSubscriptionEvent('subscription_updated', s);
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__control/fail-next-checkout' && req.method === 'POST') {
      fake.failNextCheckout(body as CannedResponse);
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__control/subscriptions' && req.method === 'GET') {
      return send(res, 200, [...subscriptions.values()]);
    }
    return apiError(res, 404, 'Not found.');
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}

export type FakeLemonSqueezy = Awaited<ReturnType<typeof startFakeLemonSqueezy>>;

function checkoutPage(c: Checkout): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Test checkout</h1>
<p>Variant ${esc(c.variantId)} for <strong>${esc(c.email)}</strong></p>
<form method="post" action="/checkout/buy/${esc(c.id)}/pay"><button type="submit">Pay</button></form>
</body></html>`;
}
