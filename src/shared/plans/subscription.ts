// What a stored subscription means right now. Computed when read, so a cancelled plan turns into
// lite at its end date without any scheduled job, and every reader (me, quota, projects) agrees.
import { EXPIRING_SOON_DAYS, isTier, type Tier } from './plans';

const DAY_MS = 86_400_000;

/** Provider statuses under which the paid plan is still honoured (past_due: the provider is retrying payment). */
const LIVE_STATUSES = new Set(['active', 'on_trial', 'past_due']);

/** A subscription still billing: the paid plan holds, and it can be cancelled (not checked out again). */
export const isLiveStatus = (status: string | null | undefined): boolean => LIVE_STATUSES.has(status ?? '');

function time(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

/**
 * The tier a user has at `now`, from the columns the webhooks maintain.
 * - no subscription status: the stored plan (lite by default, or a plan granted by hand);
 * - active, on_trial, past_due: the stored plan;
 * - cancelled: the stored plan until the end date, then lite;
 * - expired, unpaid, paused or anything unknown: lite.
 */
export function effectiveTier(
  planType: string | null | undefined,
  status: string | null | undefined,
  expiresAt: string | null | undefined,
  now: Date,
): Tier {
  const plan: Tier = isTier(planType) ? planType : 'lite';
  if (!status) return plan;
  if (isLiveStatus(status)) return plan;
  if (status === 'cancelled') {
    const end = time(expiresAt);
    return end !== null && end > now.getTime() ? plan : 'lite';
  }
  return 'lite';
}

/** Whole days left before `expiresAt`, rounded up (a few hours left is "1 day"); null without a date. */
export function daysUntil(expiresAt: string | null | undefined, now: Date): number | null {
  const end = time(expiresAt);
  return end === null ? null : Math.ceil((end - now.getTime()) / DAY_MS);
}

/** A cancelled subscription with more than 0 and at most 7 days left: in time to remind and resume. */
export function isExpiringSoon(
  status: string | null | undefined,
  expiresAt: string | null | undefined,
  now: Date,
): boolean {
  if (status !== 'cancelled') return false;
  const end = time(expiresAt);
  if (end === null) return false;
  const left = end - now.getTime();
  return left > 0 && left <= EXPIRING_SOON_DAYS * DAY_MS;
}

/** The status class the account screen words: active, cancelled, or anything else ("contact support"). */
export function statusKind(status: string | null | undefined): 'none' | 'active' | 'cancelled' | 'other' {
  if (!status) return 'none';
  if (status === 'active' || status === 'on_trial') return 'active';
  if (status === 'cancelled') return 'cancelled';
  return 'other';
}
