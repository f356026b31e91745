// The signed webhooks the fake sends to the app, shaped as the real service sends them.
import { createHmac } from 'node:crypto';
import type { FakeContext, FakeSubscription } from './lemonsqueezy-context';

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

export interface DeliveredWebhook {
  event: string;
  status: number;
  body: string;
}

/** Posts a signed webhook about a subscription, as the provider does after every change. */
export async function sendSubscriptionEvent(
  ctx: Pick<FakeContext, 'opts' | 'base'>,
  webhookUrl: string | undefined,
  delivered: DeliveredWebhook[],
  event: string,
  s: FakeSubscription,
) {
  const body = JSON.stringify({
    meta: { event_name: event, custom_data: s.customData, test_mode: true, webhook_id: 'fake-webhook' },
    data: {
      type: 'subscriptions',
      id: s.id,
      attributes: subscriptionAttributes(s, ctx.base, ctx.opts.storeId),
      links: { self: `${ctx.base}/v1/subscriptions/${s.id}` },
    },
  });
  if (!webhookUrl) throw new Error('fake Lemon Squeezy has no webhook URL');
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Event-Name': event,
      'X-Signature': signWebhook(body, ctx.opts.webhookSecret),
    },
    body,
  });
  delivered.push({ event, status: res.status, body });
  return res;
}
