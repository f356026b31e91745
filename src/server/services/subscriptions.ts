// Applies the provider's subscription events to the user's plan columns: once per event, never
// rolling a user back to an older state, and never letting an old subscription override a new one.
import type { Kysely } from 'kysely';
import type { Tier } from '#shared/plans';
import type { Config } from '../config';
import type { DbKind } from '../db';
import type { Database } from '../db/schema';

export interface SubscriptionState {
  subscriptionId: string;
  variantId: string;
  status: string;
  renewsAt: string | null;
  endsAt: string | null;
  /** The provider's updated_at, normalised to ISO milliseconds so it sorts as text. */
  updatedAt: string | null;
  email: string | null;
  customerPortalUrl: string | null;
  updatePaymentMethodUrl: string | null;
}

export interface IncomingEvent {
  id: string;
  name: string;
  customData: Record<string, unknown>;
  /** Null for events that do not describe a subscription (they are logged and acknowledged). */
  subscription: SubscriptionState | null;
  payload: string;
}

export type StoredOutcome = 'applied' | 'ignored' | 'stale' | 'unmatched';
export type Outcome = StoredOutcome | 'duplicate';

const str = (v: unknown): string | null =>
  typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null;
const iso = (v: unknown): string | null => {
  const s = str(v);
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

/** Reads a provider subscription object ({ id, attributes }) into the fields we keep. */
export function subscriptionState(id: unknown, attrs: Record<string, unknown>): SubscriptionState | null {
  const subscriptionId = str(id);
  const status = str(attrs.status);
  if (!subscriptionId || !status) return null;
  const urls = (attrs.urls ?? {}) as Record<string, unknown>;
  return {
    subscriptionId,
    variantId: str(attrs.variant_id) ?? '',
    status,
    renewsAt: iso(attrs.renews_at),
    endsAt: iso(attrs.ends_at),
    updatedAt: iso(attrs.updated_at),
    email: str(attrs.user_email),
    customerPortalUrl: str(urls.customer_portal),
    updatePaymentMethodUrl: str(urls.update_payment_method),
  };
}

/**
 * Only the variants this install sells grant a plan. The checkout's custom data is not trusted for it:
 * any product of the store could carry `plan_type: "ultra"` (decision 106).
 */
export function planForVariant(
  config: Pick<Config, 'LEMONSQUEEZY_VARIANT_PRO' | 'LEMONSQUEEZY_VARIANT_ULTRA'>,
  variantId: string,
): Exclude<Tier, 'lite'> | null {
  if (variantId && variantId === config.LEMONSQUEEZY_VARIANT_PRO) return 'pro';
  if (variantId && variantId === config.LEMONSQUEEZY_VARIANT_ULTRA) return 'ultra';
  return null;
}

/** Statuses that belong to a subscription that is still running; such a subscription may replace another. */
const RUNNING = new Set(['active', 'on_trial', 'past_due']);
const ENDED = new Set(['expired', 'unpaid']);

export async function applyEvent(
  rawDb: Kysely<Database>,
  kind: DbKind,
  config: Config,
  ev: IncomingEvent,
  now: Date,
): Promise<Outcome> {
  return rawDb.transaction().execute(async (db) => {
    const s = ev.subscription;
    // Claim the event id first: a repeated or concurrent delivery finds it taken and changes nothing.
    const inserted = await db
      .insertInto('billing_events')
      .values({
        id: ev.id,
        event_name: ev.name,
        subscription_id: s?.subscriptionId ?? null,
        user_id: null,
        provider_updated_at: s?.updatedAt ?? null,
        customer_portal_url: s?.customerPortalUrl ?? null,
        update_payment_method_url: s?.updatePaymentMethodUrl ?? null,
        outcome: 'ignored',
        payload: ev.payload,
        received_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (!inserted.numInsertedOrUpdatedRows) return 'duplicate';
    if (!s) return 'ignored';

    const plan = planForVariant(config, s.variantId);
    const user = await findUser(db, kind, ev.customData.user_id, s);
    // A variant we do not sell is another product's subscription: recorded, never applied.
    let outcome: StoredOutcome = 'ignored';
    if (plan) outcome = user ? await applyToUser(db, s, plan, user) : 'unmatched';
    await db
      .updateTable('billing_events')
      .set({ outcome, user_id: user?.id ?? null })
      .where('id', '=', ev.id)
      .execute();
    return outcome;
  });
}

type Tx = Kysely<Database>;
type UserRow = { id: string; plan_type: string; subscription_id: string | null };

async function findUser(
  db: Tx,
  kind: DbKind,
  customUserId: unknown,
  s: SubscriptionState,
): Promise<UserRow | null> {
  const base = () => {
    const q = db.selectFrom('user').select(['id', 'plan_type', 'subscription_id']);
    // Row lock on PostgreSQL: two events for one user are applied one after the other.
    return kind === 'postgres' ? q.forUpdate() : q;
  };
  const byId = str(customUserId);
  if (byId) {
    const u = await base().where('id', '=', byId).executeTakeFirst();
    if (u) return u;
  }
  const bySub = await base().where('subscription_id', '=', s.subscriptionId).executeTakeFirst();
  if (bySub) return bySub;
  if (s.email) return (await base().where('email', '=', s.email.toLowerCase()).executeTakeFirst()) ?? null;
  return null;
}

/**
 * Whether a state newer than this event's is already applied for its subscription. The provider's
 * updated_at orders events; one without it cannot be placed among dated ones (it may be an old event
 * delivered late), so it yields to any dated state and otherwise takes its place by arrival (decision 106).
 */
async function newerStateHeld(db: Tx, s: SubscriptionState): Promise<boolean> {
  const applied = db
    .selectFrom('billing_events')
    .select('id')
    .where('subscription_id', '=', s.subscriptionId)
    .where('outcome', '=', 'applied');
  const newer = s.updatedAt
    ? applied.where('provider_updated_at', '>', s.updatedAt)
    : applied.where('provider_updated_at', 'is not', null);
  return (await newer.executeTakeFirst()) !== undefined;
}

async function applyToUser(
  db: Tx,
  s: SubscriptionState,
  variantPlan: Exclude<Tier, 'lite'>,
  user: UserRow,
): Promise<StoredOutcome> {
  // An event delivered late must not roll back a newer state of this subscription.
  if (await newerStateHeld(db, s)) return 'stale';
  // An event about another (older) subscription must not override the one the user has now,
  // unless this one is running, e.g. a new purchase after a cancelled one.
  if (user.subscription_id && user.subscription_id !== s.subscriptionId && !RUNNING.has(s.status))
    return 'stale';

  const plan: Tier = ENDED.has(s.status) ? 'lite' : variantPlan;
  await db
    .updateTable('user')
    .set({
      plan_type: plan,
      subscription_id: s.subscriptionId,
      subscription_status: s.status,
      subscription_expires_at: s.endsAt ?? s.renewsAt,
    })
    .where('id', '=', user.id)
    .execute();
  return 'applied';
}
