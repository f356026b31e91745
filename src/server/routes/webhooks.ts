import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../http-error';
import { LemonSqueezyClient } from '../services/lemonsqueezy';
import {
  applyEvent,
  subscriptionState,
  type IncomingEvent,
  type SubscriptionState,
} from '../services/subscriptions';
import { webhookPayloadSchema, type WebhookPayload } from '#shared/schemas/webhook';

const SUBSCRIPTION_EVENTS = new Set([
  'subscription_created',
  'subscription_updated',
  'subscription_cancelled',
  'subscription_resumed',
  'subscription_expired',
  'subscription_paused',
  'subscription_unpaused',
]);
// Their payload is an invoice; the subscription itself is read back from the provider.
const PAYMENT_EVENTS = new Set([
  'subscription_payment_success',
  'subscription_payment_failed',
  'subscription_payment_recovered',
]);

/** HMAC-SHA256 of the exact bytes received, compared in constant time. */
export function validSignature(
  raw: string,
  signature: string | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(raw, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function webhookRoutes(deps: AppDeps) {
  const client = new LemonSqueezyClient(deps.config);
  return new Hono().post('/lemonsqueezy', bodyLimit({ maxSize: 1024 * 1024 }), async (c) => {
    const raw = await c.req.text();
    if (!validSignature(raw, c.req.header('x-signature'), deps.config.LEMONSQUEEZY_WEBHOOK_SECRET)) {
      throw new HttpError(401, 'invalid_signature', 'Invalid signature');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw badRequest('Body is not JSON', 'invalid_json');
    }
    const parsed = webhookPayloadSchema.safeParse(json);
    if (!parsed.success) throw badRequest('Not a webhook payload', 'invalid_payload');
    const body = parsed.data;
    const name = body.meta?.event_name ?? c.req.header('x-event-name') ?? 'unknown';
    const attrs = body.data?.attributes ?? {};
    let subscription: SubscriptionState | null = null;
    if (SUBSCRIPTION_EVENTS.has(name) && body.data?.type === 'subscriptions') {
      subscription = subscriptionState(body.data.id, attrs);
    } else if (PAYMENT_EVENTS.has(name) && attrs.subscription_id && client.configured) {
      // Fails with 500 before anything is stored, so the provider delivers the event again later.
      const s = await client.getSubscription(String(attrs.subscription_id));
      subscription = subscriptionState(s.id, s.attributes);
    }
    const event: IncomingEvent = {
      id: eventIdentity(name, body, raw),
      name,
      customData: body.meta?.custom_data ?? {},
      subscription,
      payload: raw,
    };
    const outcome = await applyEvent(deps.dbh.db, deps.dbh.kind, deps.config, event, deps.now());
    return c.json({ ok: true, outcome });
  });
}

/**
 * The provider sends no event id; a redelivery repeats the same event name, object and updated_at,
 * so those identify an event. Bodies without them fall back to a hash of the bytes.
 */
function eventIdentity(name: string, body: WebhookPayload, raw: string): string {
  const d = body.data;
  const updated = d?.attributes?.updated_at;
  if (d?.type && d.id !== undefined && typeof updated === 'string')
    return `${name}:${d.type}:${d.id}:${updated}`.slice(0, 255);
  return `${name}:sha256:${createHash('sha256').update(raw).digest('hex')}`;
}
