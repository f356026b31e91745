import { describe, expect, it } from 'vitest';
import { countdownParts, msToUtcMidnight } from './countdown';

describe('reset countdown', () => {
  it.each([
    [5 * 3_600_000 + 23 * 60_000 + 59_000, 'today.hoursMinutes', 5, 23],
    [3_600_000, 'today.hoursMinutes', 1, 0],
    [59 * 60_000 + 30_000, 'today.minutes', 0, 59],
    [30_000, 'today.minutes', 0, 0],
    [0, 'today.minutes', 0, 0],
    [-5000, 'today.minutes', 0, 0],
  ] as const)('%i ms left reads %s %i:%i', (ms, key, h, m) => {
    expect(countdownParts(ms)).toEqual({ key, h, m });
  });

  it('counts to the next midnight UTC whatever the local zone', () => {
    expect(msToUtcMidnight(new Date('2030-01-01T22:30:00Z'))).toBe(90 * 60_000);
    expect(msToUtcMidnight(new Date('2030-01-01T00:00:00Z'))).toBe(24 * 3_600_000);
  });
});
