// The one reader of a user's plan on the server: /api/me, quota, projects and billing all ask here,
// so they cannot disagree about which plan counts. The rules live in src/shared/plans/subscription.ts.
import type { Kysely } from 'kysely';
import {
  PLANS,
  daysUntil,
  effectiveTier,
  isExpiringSoon,
  isLiveStatus,
  isTier,
  type Plan,
  type Tier,
} from '#shared/plans';
import type { Database, UserTable } from '../db/schema';

/** The user columns the billing webhooks maintain. */
export type PlanColumns = Pick<
  UserTable,
  'subscription_id' | 'subscription_status' | 'subscription_expires_at'
> & {
  plan_type: string;
};

export interface UserPlan {
  /** The tier that counts right now, computed when read (no job downgrades anyone). */
  tier: Tier;
  plan: Plan;
  /** The plan of the subscription itself, even when it has ended. */
  planType: Tier;
  subscriptionId: string | null;
  status: string | null;
  expiresAt: string | null;
  /** Whole days until the subscription ends (rounded up), or null without an end date. */
  daysUntilExpiry: number | null;
  /** Cancelled with more than 0 and at most 7 days left. */
  isExpiringSoon: boolean;
  /** A subscription that is still billing: it can be cancelled, and a second checkout would bill twice. */
  isRunning: boolean;
}

export function planOf(row: PlanColumns, now: Date): UserPlan {
  const status = row.subscription_status;
  const expiresAt = row.subscription_expires_at;
  const tier = effectiveTier(row.plan_type, status, expiresAt, now);
  return {
    tier,
    plan: PLANS[tier],
    planType: isTier(row.plan_type) ? row.plan_type : 'lite',
    subscriptionId: row.subscription_id,
    status,
    expiresAt,
    daysUntilExpiry: daysUntil(expiresAt, now),
    isExpiringSoon: isExpiringSoon(status, expiresAt, now),
    isRunning: !!row.subscription_id && isLiveStatus(status),
  };
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
  return row ? planOf(row, now) : null;
}
