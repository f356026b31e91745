import { describe, expect, it } from 'vitest';
import { daysUntil, effectiveTier, isExpiringSoon, statusKind } from './subscription';

const now = new Date('2026-03-10T12:00:00.000Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();

describe('effectiveTier', () => {
  it.each([
    ['lite', null, null, 'lite'],
    ['pro', null, null, 'pro'],
    [null, null, null, 'lite'],
    ['gold', 'active', inDays(30), 'lite'],
    ['pro', 'active', inDays(30), 'pro'],
    ['ultra', 'on_trial', inDays(3), 'ultra'],
    ['pro', 'past_due', inDays(-1), 'pro'],
    ['pro', 'cancelled', inDays(5), 'pro'],
    ['pro', 'cancelled', inDays(0.001), 'pro'],
    ['pro', 'cancelled', inDays(0), 'lite'],
    ['pro', 'cancelled', inDays(-2), 'lite'],
    ['pro', 'cancelled', null, 'lite'],
    ['ultra', 'expired', inDays(10), 'lite'],
    ['pro', 'unpaid', inDays(10), 'lite'],
    ['pro', 'paused', inDays(10), 'lite'],
    ['pro', 'something-new', inDays(10), 'lite'],
  ] as const)('plan %s, status %s, expiry %s -> %s', (plan, status, expires, tier) => {
    expect(effectiveTier(plan, status, expires, now)).toBe(tier);
  });
});

describe('expiring soon', () => {
  it.each([
    ['cancelled', inDays(7), true],
    ['cancelled', inDays(7.01), false],
    ['cancelled', inDays(0.5), true],
    ['cancelled', inDays(0), false],
    ['cancelled', inDays(-1), false],
    ['active', inDays(3), false],
    ['cancelled', null, false],
  ] as const)('%s ending %s -> %s', (status, expires, soon) => {
    expect(isExpiringSoon(status, expires, now)).toBe(soon);
  });

  it('counts days left rounded up', () => {
    expect(daysUntil(inDays(0.2), now)).toBe(1);
    expect(daysUntil(inDays(7), now)).toBe(7);
    expect(daysUntil(inDays(-0.5), now)).toBe(-0);
    expect(daysUntil(null, now)).toBeNull();
  });

  it('classifies statuses for the account screen', () => {
    expect([null, 'active', 'on_trial', 'cancelled', 'past_due', 'paused'].map(statusKind)).toEqual([
      'none',
      'active',
      'active',
      'cancelled',
      'other',
      'other',
    ]);
  });
});
