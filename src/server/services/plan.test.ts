import { describe, expect, it } from 'vitest';
import { planOf } from './plan';

const now = new Date('2026-06-15T12:00:00Z');
const row = (status: string | null, expires: string | null, plan = 'pro') => ({
  plan_type: plan,
  subscription_id: status ? 'sub_1' : null,
  subscription_status: status,
  subscription_expires_at: expires,
});

// The server's readers (me, quota, projects, billing) must agree with the shared definition.
describe('planOf as the server reads it', () => {
  it.each([
    [null, null, 'pro'],
    ['active', '2026-07-15T00:00:00Z', 'pro'],
    ['past_due', '2026-06-01T00:00:00Z', 'pro'],
    ['cancelled', '2026-06-20T00:00:00Z', 'pro'],
    ['cancelled', '2026-06-10T00:00:00Z', 'lite'],
    ['cancelled', null, 'lite'],
    ['paused', '2026-07-15T00:00:00Z', 'lite'],
    ['unpaid', null, 'lite'],
    ['expired', '2026-07-15T00:00:00Z', 'lite'],
  ])('status %s ending %s counts as %s', (status, expires, tier) => {
    expect(planOf(row(status, expires), now).tier).toBe(tier);
  });

  it('is expiring soon only when cancelled with 0 < days <= 7', () => {
    expect(planOf(row('cancelled', '2026-06-20T00:00:00Z'), now).isExpiringSoon).toBe(true);
    expect(planOf(row('cancelled', '2026-06-30T00:00:00Z'), now).isExpiringSoon).toBe(false);
    expect(planOf(row('active', '2026-06-20T00:00:00Z'), now).isExpiringSoon).toBe(false);
  });

  it('counts a subscription as running (cancellable, no second checkout) while it still bills', () => {
    expect(['active', 'on_trial', 'past_due'].map((s) => planOf(row(s, null), now).isRunning)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['cancelled', 'expired', null].map((s) => planOf(row(s, null), now).isRunning)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
