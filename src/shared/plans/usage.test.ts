import { describe, expect, it } from 'vitest';
import { accountUsageLevel, editorUsageLevel, historyStatus, usagePercent } from './usage';
import { PLANS, PLAN_LIST, formatPrice, isTier } from './plans';

describe('usage thresholds', () => {
  it.each([
    [0, 'ok'],
    [60, 'ok'],
    [60.1, 'warn'],
    [80, 'warn'],
    [80.1, 'danger'],
  ] as const)('editor %s%% is %s', (p, level) => expect(editorUsageLevel(p)).toBe(level));

  it.each([
    [80, 'ok'],
    [80.1, 'warn'],
    [99.9, 'warn'],
    [100, 'danger'],
  ] as const)('account %s%% is %s', (p, level) => expect(accountUsageLevel(p)).toBe(level));

  it.each([
    [69.9, 'normal'],
    [70, 'medium'],
    [89.9, 'medium'],
    [90, 'high'],
  ] as const)('history %s%% is %s', (p, status) => expect(historyStatus(p)).toBe(status));

  it('computes percentages and treats a zero limit as full', () => {
    expect(usagePercent(25, 50)).toBe(50);
    expect(usagePercent(0, 0)).toBe(100);
  });
});

describe('plans table', () => {
  it('holds the spec quotas, prices and project limits', () => {
    expect(PLAN_LIST.map((p) => [p.tier, p.dailyQuota, p.priceCents, p.maxProjects])).toEqual([
      ['lite', 50, 0, 2],
      ['pro', 500, 999, null],
      ['ultra', 5000, 3999, null],
    ]);
    expect(formatPrice(PLANS.pro.priceCents)).toBe('$9.99');
    expect(PLANS.pro.photoExtensions).toContain('.webp');
    expect(PLANS.lite.photoExtensions).not.toContain('.webp');
    for (const tier of ['pro', 'ultra'] as const)
      expect(PLANS[tier].photoExtensions).toEqual(expect.arrayContaining(['.heic', '.heif', '.avif']));
    expect(PLANS.lite.photoExtensions).toEqual(['.jpg', '.jpeg', '.png']);
  });
  it('gives API access to Ultra alone, and says so on its card', () => {
    expect(PLAN_LIST.filter((p) => p.apiAccess).map((p) => p.tier)).toEqual(['ultra']);
    for (const p of PLAN_LIST) expect(p.featureKeys.includes('apiAccess')).toBe(p.apiAccess);
  });
  it('recognises tiers', () => {
    expect(isTier('pro')).toBe(true);
    expect(isTier('gold')).toBe(false);
  });
});
