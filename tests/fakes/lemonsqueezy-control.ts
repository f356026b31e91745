// Test control endpoints of the fake (not part of the provider's API): let e2e tests, which run the
// fake in another process, move time, fail a checkout and read the store.
import type http from 'node:http';
import {
  DAY,
  apiError,
  send,
  touch,
  type CannedResponse,
  type FakeContext,
  type FakeRequest,
} from './lemonsqueezy-context';

export async function controlRoute(
  ctx: FakeContext,
  { req, res, url, body }: FakeRequest,
): Promise<http.ServerResponse | null> {
  // Move a subscription's billing date, as if time passed.
  const renews = /^\/__control\/subscriptions\/([\w-]+)\/renews-in$/.exec(url.pathname);
  if (renews && req.method === 'POST') {
    const s = ctx.subscriptions.get(renews[1]!);
    if (!s) return apiError(res, 404, 'Not found.');
    const days = Number((body as { days?: number } | null)?.days ?? 0);
    s.renewsAt = new Date(Date.now() + days * DAY).toISOString();
    if (s.cancelled) s.endsAt = s.renewsAt;
    touch(s);
    await ctx.sendSubscriptionEvent('subscription_updated', s);
    return send(res, 200, { ok: true });
  }
  if (url.pathname === '/__control/fail-next-checkout' && req.method === 'POST') {
    ctx.nextCheckoutResponse = body as CannedResponse;
    return send(res, 200, { ok: true });
  }
  if (url.pathname === '/__control/subscriptions' && req.method === 'GET') {
    return send(res, 200, [...ctx.subscriptions.values()]);
  }
  return null;
}
