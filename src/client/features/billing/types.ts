import type { Tier } from '#shared/plans';

/** The parts of the app user (GET /api/me) that billing shows; the account page passes its user. */
export interface BillingUser {
  tier: Tier;
  usageLimit: number;
  subscription_id: string | null;
  subscription_status: string | null;
  subscription_expires_at: string | null;
  isExpiringSoon: boolean;
  daysUntilExpiry: number | null;
}
