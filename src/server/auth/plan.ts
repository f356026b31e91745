import type { Kysely } from 'kysely';
import { EXPIRING_SOON_DAYS, PLANS, isTier, type Plan, type Tier } from '../../shared/plans';
import type { Database, UserTable } from '../db/schema';

type PlanColumns = Pick<UserTable, 'subscription_id' | 'subscription_status' | 'subscription_expires_at'> & {
  plan_type: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tier that counts right now, computed when read (no job downgrades anyone): a cancelled or
 * expired subscription past its end date is lite; anything unknown is lite.
 */
export function effectiveTier(row: PlanColumns, now: Date): Tier {
  const stored = isTier(row.plan_type) ? row.plan_type : 'lite';
  if (stored === 'lite') return 'lite';
  const status = row.subscription_status;
  const ends = row.subscription_expires_at ? Date.parse(row.subscription_expires_at) : NaN;
  const ended = Number.isFinite(ends) && ends <= now.getTime();
  if (status === 'expired') return 'lite';
  if (ended && status !== 'active') return 'lite';
  return stored;
}

/** Whole days until the subscription ends (rounded up), or null without an end date. */
export function daysUntilExpiry(row: PlanColumns, now: Date): number | null {
  if (!row.subscription_expires_at) return null;
  const ends = Date.parse(row.subscription_expires_at);
  if (!Number.isFinite(ends)) return null;
  return Math.ceil((ends - now.getTime()) / DAY_MS);
}

/** A cancelled subscription is "expiring soon" when more than 0 and at most 7 days remain. */
export function isExpiringSoon(row: PlanColumns, now: Date): boolean {
  const days = daysUntilExpiry(row, now);
  return row.subscription_status === 'cancelled' && days !== null && days > 0 && days <= EXPIRING_SOON_DAYS;
}

export interface UserPlan {
  tier: Tier;
  plan: Plan;
}

/**
 * The user's plan as the server holds it: what quota, project limits and billing checks must use.
 * Returns null when the user does not exist (deleted since the session was issued).
 */
export async function loadUserPlan(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<UserPlan | null> {
  const row = await db
    .selectFrom('user')
    .select(['plan_type', 'subscription_id', 'subscription_status', 'subscription_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const tier = effectiveTier(row, now);
  return { tier, plan: PLANS[tier] };
}
