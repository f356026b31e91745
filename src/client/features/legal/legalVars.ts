import { PLANS, formatPrice } from '#shared/plans';
import { POLICIES } from '#shared/policies';

export type LegalDoc = 'terms' | 'privacy' | 'refund' | 'cookies';

/** The date shown as "Last updated"; change it with any change of substance to the texts. */
export const LEGAL_UPDATED = '2026-11-28';

/** Every figure the texts quote, from the same tables the product runs on. */
export const LEGAL_VARS = {
  supportHours: POLICIES.supportResponseHours,
  refundDays: POLICIES.refundWindowDays,
  reviewHours: POLICIES.refundReviewHours,
  approvalMin: POLICIES.refundApprovalBusinessDays.min,
  approvalMax: POLICIES.refundApprovalBusinessDays.max,
  fundsMin: POLICIES.refundArrivalBusinessDays.min,
  fundsMax: POLICIES.refundArrivalBusinessDays.max,
  usageMonths: POLICIES.usageLogRetentionMonths,
  deletionDays: POLICIES.accountDeletionDays,
  sessionDays: POLICIES.sessionInactivityDays,
  prefYears: Math.round(POLICIES.preferenceMaxAgeDays / 365),
  liteQuota: PLANS.lite.dailyQuota,
  proQuota: PLANS.pro.dailyQuota,
  ultraQuota: PLANS.ultra.dailyQuota,
  liteProjects: PLANS.lite.maxProjects ?? 0,
  proPrice: formatPrice(PLANS.pro.priceCents),
  ultraPrice: formatPrice(PLANS.ultra.priceCents),
};

/** The shape of one section in the `legal` namespace. */
export interface LegalSectionText {
  heading: string;
  p?: string[];
  list?: string[];
  steps?: string[];
  after?: string[];
  cookies?: Record<string, { name: string; kind: string; purpose: string; duration: string }>;
}
