// Usage colours and labels. The editor warns earlier than the account page: it is where an export
// is about to spend the quota, while the account page reports the day.
export type UsageLevel = 'ok' | 'warn' | 'danger';

export function usagePercent(used: number, limit: number): number {
  return limit > 0 ? (used / limit) * 100 : 100;
}

/** Editor: red above 80%, amber above 60%, else green. */
export function editorUsageLevel(percent: number): UsageLevel {
  if (percent > 80) return 'danger';
  if (percent > 60) return 'warn';
  return 'ok';
}

/** Account: red at 100% or more, amber above 80%, else green. */
export function accountUsageLevel(percent: number): UsageLevel {
  if (percent >= 100) return 'danger';
  if (percent > 80) return 'warn';
  return 'ok';
}

export type HistoryStatus = 'high' | 'medium' | 'normal';

/** History rows: High at 90% or more, Medium at 70% or more, else Normal. */
export function historyStatus(percent: number): HistoryStatus {
  if (percent >= 90) return 'high';
  if (percent >= 70) return 'medium';
  return 'normal';
}
