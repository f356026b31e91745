// The fake's part of the provider's JSON:API (checkouts, subscriptions) and its hosted checkout page.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  DAY,
  JSON_API,
  apiError,
  send,
  touch,
  type Checkout,
  type FakeContext,
  type FakeRequest,
  type FakeSubscription,
} from './lemonsqueezy-context';
import { subscriptionAttributes } from './lemonsqueezy-webhooks';

/** null when the request is not for these routes. */
type Handled = Promise<http.ServerResponse | null>;

export async function createCheckout(ctx: FakeContext, { req, res, url, body }: FakeRequest): Handled {
  if (req.method !== 'POST' || url.pathname !== '/v1/checkouts') return null;
  const forEmail = (body as { data?: { attributes?: { checkout_data?: { email?: string } } } } | null)?.data
    ?.attributes?.checkout_data?.email;
  const canned = ctx.nextCheckoutResponse;
  if (canned && (!canned.forEmail || canned.forEmail === forEmail)) {
    ctx.nextCheckoutResponse = null;
    return res.writeHead(canned.status, { 'Content-Type': canned.contentType ?? JSON_API }).end(canned.body);
  }
  if (req.headers['content-type'] !== JSON_API) return apiError(res, 415, 'Unsupported Media Type.');
  const data = (body as { data?: Record<string, any> } | null)?.data; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (data?.type !== 'checkouts') return apiError(res, 422, 'The data.type field must be checkouts.');
  const storeId = data.relationships?.store?.data?.id;
  const variantId = data.relationships?.variant?.data?.id;
  if (storeId !== ctx.opts.storeId) return apiError(res, 404, `The store ${storeId} was not found.`);
  if (!ctx.opts.variants.includes(variantId)) return apiError(res, 422, 'The selected variant is invalid.');
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
  ctx.checkouts.set(checkout.id, checkout);
  return send(res, 201, {
    jsonapi: { version: '1.0' },
    data: {
      type: 'checkouts',
      id: checkout.id,
      attributes: {
        store_id: Number(storeId),
        variant_id: Number(variantId),
        url: `${ctx.base}/checkout/buy/${checkout.id}`,
        test_mode: true,
      },
    },
  });
}

/** The hosted checkout: a page with a "Pay" button whose POST starts a subscription. */
export async function hostedCheckout(ctx: FakeContext, { req, res, url }: FakeRequest): Handled {
  const buy = /^\/checkout\/buy\/([\w-]+)(\/pay)?$/.exec(url.pathname);
  if (!buy) return null;
  const checkout = ctx.checkouts.get(buy[1]!);
  if (!checkout) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Checkout not found');
  if (req.method === 'GET' && !buy[2]) {
    return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(checkoutPage(checkout));
  }
  if (req.method === 'POST' && buy[2]) {
    const now = new Date().toISOString();
    const s: FakeSubscription = {
      id: String(ctx.nextSubscriptionId++),
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
    ctx.subscriptions.set(s.id, s);
    await ctx.sendSubscriptionEvent('subscription_created', s);
    return res.writeHead(303, { Location: checkout.redirectUrl }).end();
  }
  return null;
}

/** GET a subscription, or PATCH it to cancel or resume. */
export async function subscriptionRoute(ctx: FakeContext, { req, res, url, body }: FakeRequest): Handled {
  const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
  if (!sub) return null;
  const s = ctx.subscriptions.get(sub[1]!);
  if (!s) return apiError(res, 404, 'Not found.');
  if (req.method === 'PATCH') {
    const attrs = (body as { data?: { attributes?: { cancelled?: unknown } } } | null)?.data?.attributes;
    if (typeof attrs?.cancelled !== 'boolean') return apiError(res, 422, 'Nothing to update.');
    s.cancelled = attrs.cancelled;
    s.status = attrs.cancelled ? 'cancelled' : 'active';
    s.endsAt = attrs.cancelled ? s.renewsAt : null;
    touch(s);
    await ctx.sendSubscriptionEvent(attrs.cancelled ? 'subscription_cancelled' : 'subscription_resumed', s);
  }
  return send(res, 200, {
    data: {
      type: 'subscriptions',
      id: s.id,
      attributes: subscriptionAttributes(s, ctx.base, ctx.opts.storeId),
    },
  });
}

function checkoutPage(c: Checkout): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Test checkout</h1>
<p>Variant ${esc(c.variantId)} for <strong>${esc(c.email)}</strong></p>
<form method="post" action="/checkout/buy/${esc(c.id)}/pay"><button type="submit">Pay</button></form>
</body></html>`;
}
