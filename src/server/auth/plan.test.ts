import { describe, expect, it } from 'vitest';
import { effectiveTier, isExpiringSoon } from './plan';

const now = new Date('2026-06-15T12:00:00Z');
const row = (status: string | null, expires: string | null, plan = 'pro') => ({
  plan_type: plan,
  subscription_id: status ? 'sub_1' : null,
  subscription_status: status,
  subscription_expires_at: expires,
});

// The server's readers (me, quota, projects) must agree with billing's shared definition.
describe('effectiveTier as the server reads it', () => {
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
    expect(effectiveTier(row(status, expires), now)).toBe(tier);
  });

  it('is expiring soon only when cancelled with 0 < days <= 7', () => {
    expect(isExpiringSoon(row('cancelled', '2026-06-20T00:00:00Z'), now)).toBe(true);
    expect(isExpiringSoon(row('cancelled', '2026-06-30T00:00:00Z'), now)).toBe(false);
    expect(isExpiringSoon(row('active', '2026-06-20T00:00:00Z'), now)).toBe(false);
  });
});
