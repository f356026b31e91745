// A local stand-in for Lemon Squeezy: its JSON:API for checkouts and subscriptions, a hosted
// checkout page with a "Pay" button, and signed webhooks to the app, as the real service sends them.
// This file runs the server; the routes, the webhook sender and the test controls live beside it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCheckout, hostedCheckout, subscriptionRoute } from './lemonsqueezy-api';
import { controlRoute } from './lemonsqueezy-control';
import {
  JSON_API,
  apiError,
  type CannedResponse,
  type FakeContext,
  type FakeLemonSqueezyOptions,
  type FakeRequest,
} from './lemonsqueezy-context';
import { sendSubscriptionEvent, type DeliveredWebhook } from './lemonsqueezy-webhooks';

export type { CannedResponse, FakeLemonSqueezyOptions, FakeSubscription } from './lemonsqueezy-context';
export { signWebhook, subscriptionAttributes } from './lemonsqueezy-webhooks';

const ROUTES = [createCheckout, hostedCheckout, subscriptionRoute, controlRoute];

export async function startFakeLemonSqueezy(opts: FakeLemonSqueezyOptions) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const delivered: DeliveredWebhook[] = [];
  const ctx: FakeContext = {
    opts,
    base: '',
    checkouts: new Map(),
    subscriptions: new Map(),
    nextCheckoutResponse: null,
    nextSubscriptionId: 1,
    sendSubscriptionEvent: (event, s) => sendSubscriptionEvent(ctx, fake.webhookUrl, delivered, event, s),
  };

  const fake = {
    url: '',
    webhookUrl: opts.webhookUrl,
    checkouts: ctx.checkouts,
    subscriptions: ctx.subscriptions,
    requests,
    delivered,
    /** The next POST /v1/checkouts answers this instead (for error paths). */
    failNextCheckout(r: CannedResponse) {
      ctx.nextCheckoutResponse = r;
    },
    /** Posts a signed webhook about a subscription, as the provider does after every change. */
    sendSubscriptionEvent: ctx.sendSubscriptionEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', ctx.base);
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
    const request: FakeRequest = { req, res, url, body };
    for (const route of ROUTES) if (await route(ctx, request)) return;
    apiError(res, 404, 'Not found.');
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  ctx.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = ctx.base;
  return fake;
}

export type FakeLemonSqueezy = Awaited<ReturnType<typeof startFakeLemonSqueezy>>;
