/** Milliseconds until the next midnight UTC, when the daily usage resets. */
export function msToUtcMidnight(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
}

/** Spec: hours and minutes, or only minutes, and "0m" when past. Returns the i18n key and values. */
export function countdownParts(msLeft: number): {
  key: 'today.hoursMinutes' | 'today.minutes';
  h: number;
  m: number;
} {
  const ms = Math.max(0, msLeft);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  return h > 0 ? { key: 'today.hoursMinutes', h, m } : { key: 'today.minutes', h: 0, m };
}
