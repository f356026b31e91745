import { describe, expect, it } from 'vitest';
import type { AppUser } from './me';
import { gateStep } from './download-gate';

const user = (usageToday: number, usageLimit = 50) => ({ usageToday, usageLimit }) as AppUser;

describe('download gate order', () => {
  it.each([
    ['signed out, no logo, over quota', null, 99, false, 'signIn'],
    ['quota comes before the logo, as the spec lists them', user(48), 5, false, 'quota'],
    ['no logo within quota', user(10), 5, false, 'noLogo'],
    ['no photos, after the logo check', user(0), 0, true, 'noImages'],
    ['48 + 5 > 50', user(48), 5, true, 'quota'],
    ['48 + 2 = 50 is allowed', user(48), 2, true, 'reserve'],
    ['pro limit', user(100, 500), 400, true, 'reserve'],
  ] as const)('%s', (_label, u, count, hasLogo, step) => {
    expect(gateStep(u, count, hasLogo)).toBe(step);
  });
});
