import type { Kysely } from 'kysely';
import {
  PLANS,
  daysUntil,
  effectiveTier as sharedEffectiveTier,
  isExpiringSoon as sharedIsExpiringSoon,
  type Plan,
  type Tier,
} from '../../shared/plans';
import type { Database, UserTable } from '../db/schema';

type PlanColumns = Pick<UserTable, 'subscription_id' | 'subscription_status' | 'subscription_expires_at'> & {
  plan_type: string;
};

// Row-shaped wrappers over the one definition in src/shared/plans/subscription.ts, so /api/me,
// quota, projects and billing cannot disagree about which plan counts.

/** The tier that counts right now, computed when read (no job downgrades anyone). */
export function effectiveTier(row: PlanColumns, now: Date): Tier {
  return sharedEffectiveTier(row.plan_type, row.subscription_status, row.subscription_expires_at, now);
}

/** Whole days until the subscription ends (rounded up), or null without an end date. */
export function daysUntilExpiry(row: PlanColumns, now: Date): number | null {
  return daysUntil(row.subscription_expires_at, now);
}

/** A cancelled subscription is "expiring soon" when more than 0 and at most 7 days remain. */
export function isExpiringSoon(row: PlanColumns, now: Date): boolean {
  return sharedIsExpiringSoon(row.subscription_status, row.subscription_expires_at, now);
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
