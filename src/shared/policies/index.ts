// The figures the legal pages promise, in one place: the pages interpolate them, and the code that
// keeps the promises (session lifetime, retention and deletion jobs, support tooling) reads the same
// values, so a page can never say one thing while the product does another.
export const POLICIES = {
  /** Support answers every message within this many hours (the same figure on every page). */
  supportResponseHours: 24,
  /** A subscription payment can be refunded within this many days. */
  refundWindowDays: 7,
  /** A refund request is reviewed within this many hours. */
  refundReviewHours: 24,
  /** An accepted refund is approved and issued within this many business days. */
  refundApprovalBusinessDays: { min: 1, max: 2 },
  /** Refunded money reaches the customer's account within this many business days. */
  refundArrivalBusinessDays: { min: 3, max: 5 },
  /** Daily usage records are kept this many months. */
  usageLogRetentionMonths: 12,
  /** Account data is deleted within this many days of account deletion. */
  accountDeletionDays: 30,
  /** A sign-in session expires after this many days without activity. */
  sessionInactivityDays: 30,
  /** Preference storage (the language choice) lasts at most this many days (1 year). */
  preferenceMaxAgeDays: 365,
} as const;
