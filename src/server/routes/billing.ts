import { Hono } from 'hono';
import {
  checkoutRequestSchema,
  type BillingSubscription,
  type CheckoutResponse,
  type SubscriptionActionResponse,
} from '#shared/schemas/billing';
import type { AppDeps } from '../deps';
import { HttpError, badRequest, unauthorized } from '../http-error';
import { LemonSqueezyClient, ProviderError } from '../services/lemonsqueezy';
import { requireUser, signedIn } from '../auth/session';
import { loadUserPlan } from '../services/plan';
import { webhookPayloadSchema } from '#shared/schemas/webhook';
import { validate } from '../validate';

const invalidPlan = () =>
  badRequest('Choose the pro or ultra plan: send { "plan": "pro" } or { "plan": "ultra" }', 'invalid_plan');
const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later or contact us.';

export function billingRoutes(deps: AppDeps) {
  const { config } = deps;
  const { db } = deps.dbh;
  const client = new LemonSqueezyClient(config);

  const loadPlan = async (userId: string) => {
    const plan = await loadUserPlan(db, userId, deps.now());
    if (!plan) throw unauthorized();
    return plan;
  };

  return new Hono()
    .get('/subscription', async (c) => {
      const user = await requireUser(c);
      const held = await loadPlan(user.id);
      const now = deps.now();
      const latest = held.subscriptionId
        ? await db
            .selectFrom('billing_events')
            .select(['customer_portal_url', 'update_payment_method_url', 'payload', 'received_at'])
            .where('subscription_id', '=', held.subscriptionId)
            .where('outcome', '=', 'applied')
            .orderBy('provider_updated_at', 'desc')
            .orderBy('received_at', 'desc')
            .executeTakeFirst()
        : undefined;
      const urls = await portalUrls(client, held.subscriptionId, latest, now);
      const body: BillingSubscription = {
        tier: held.tier,
        planType: held.planType,
        subscriptionId: held.subscriptionId,
        status: held.status,
        expiresAt: held.expiresAt,
        daysUntilExpiry: held.daysUntilExpiry,
        isExpiringSoon: held.isExpiringSoon,
        ...urls,
        card: latest ? cardOf(latest.payload) : null,
      };
      return c.json(body);
    })
    .post('/checkout', signedIn, validate('json', checkoutRequestSchema, invalidPlan), async (c) => {
      const user = await requireUser(c);
      const { plan } = c.req.valid('json');
      if (!client.configured) {
        // The customer can do nothing about a missing key; the operator reads why in the log (decision 112).
        console.error('Checkout refused: LEMONSQUEEZY_API_KEY or LEMONSQUEEZY_STORE_ID is not set');
        throw new HttpError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE);
      }
      const variantId = plan === 'pro' ? config.LEMONSQUEEZY_VARIANT_PRO : config.LEMONSQUEEZY_VARIANT_ULTRA;
      if (!variantId)
        throw new HttpError(503, 'variant_not_configured', `No variant ID configured for ${plan} plan`);
      const held = await loadPlan(user.id);
      if (held.isRunning) {
        // A second checkout would bill twice; plan changes go through support (see decision 041).
        throw new HttpError(409, 'already_subscribed', 'You already have an active subscription');
      }
      try {
        const checkout = await client.createCheckout({
          variantId,
          email: user.email,
          userId: user.id,
          plan,
          redirectUrl: `${config.publicUrl}/account?success=true`,
        });
        return c.json<CheckoutResponse>({ url: checkout.url });
      } catch (e) {
        if (e instanceof ProviderError)
          throw new HttpError(
            502,
            e.kind === 'network' ? 'checkout_unavailable' : 'checkout_failed',
            e.message,
          );
        throw new HttpError(502, 'checkout_unavailable', 'Failed to start checkout process');
      }
    })
    .post('/cancel', async (c) => {
      const user = await requireUser(c);
      const held = await loadPlan(user.id);
      // Anything still billing can be cancelled (active, trial, a card being retried).
      if (!held.isRunning || !held.subscriptionId) {
        throw new HttpError(404, 'no_active_subscription', 'No active subscription found');
      }
      await changeSubscription(client, held.subscriptionId, true);
      const body: SubscriptionActionResponse = {
        code: 'cancelled',
        message:
          'Subscription cancelled successfully. You will retain access until the end of your billing period.',
      };
      return c.json(body);
    })
    .post('/resume', async (c) => {
      const user = await requireUser(c);
      const held = await loadPlan(user.id);
      if (!held.subscriptionId) throw new HttpError(404, 'no_subscription', 'No subscription found');
      await changeSubscription(client, held.subscriptionId, false);
      const body: SubscriptionActionResponse = {
        code: 'resumed',
        message: 'Subscription resumed successfully!',
      };
      return c.json(body);
    });
}

/** PATCH cancelled true/false at the provider; the plan itself changes when its signed webhook arrives. */
async function changeSubscription(client: LemonSqueezyClient, id: string, cancel: boolean) {
  const verb = cancel ? 'cancel' : 'resume';
  let ok: boolean;
  try {
    ok = client.configured && (await client.setCancelled(id, cancel));
  } catch {
    throw new HttpError(
      502,
      `${verb}_error`,
      `Failed to ${verb} subscription. Please try again or contact support.`,
    );
  }
  if (!ok)
    throw new HttpError(502, `${verb}_failed`, `Failed to ${verb} subscription. Please contact support.`);
}

/** The provider signs these links for a limited time (about a day); older ones are fetched afresh. */
const URL_MAX_AGE_MS = 12 * 60 * 60 * 1000;

async function portalUrls(
  client: LemonSqueezyClient,
  subscriptionId: string | null,
  latest:
    | { customer_portal_url: string | null; update_payment_method_url: string | null; received_at: string }
    | undefined,
  now: Date,
): Promise<Pick<BillingSubscription, 'customerPortalUrl' | 'updatePaymentMethodUrl'>> {
  const stored = {
    customerPortalUrl: latest?.customer_portal_url ?? null,
    updatePaymentMethodUrl: latest?.update_payment_method_url ?? null,
  };
  const fresh = latest && now.getTime() - Date.parse(latest.received_at) < URL_MAX_AGE_MS;
  if (!subscriptionId || fresh || !client.configured) return stored;
  try {
    const urls = ((await client.getSubscription(subscriptionId)).attributes.urls ?? {}) as Record<
      string,
      unknown
    >;
    return {
      customerPortalUrl:
        typeof urls.customer_portal === 'string' ? urls.customer_portal : stored.customerPortalUrl,
      updatePaymentMethodUrl:
        typeof urls.update_payment_method === 'string'
          ? urls.update_payment_method
          : stored.updatePaymentMethodUrl,
    };
  } catch {
    return stored; // the provider is unreachable: the stored links are better than none
  }
}

function cardOf(payload: string): BillingSubscription['card'] {
  try {
    // The stored body of an applied webhook: read with the schema the webhook route checked it with.
    const a = webhookPayloadSchema.safeParse(JSON.parse(payload)).data?.data?.attributes;
    return typeof a?.card_brand === 'string' && typeof a.card_last_four === 'string'
      ? { brand: a.card_brand, lastFour: a.card_last_four }
      : null;
  } catch {
    return null;
  }
}
