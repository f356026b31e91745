// The one table of plans: every quota, limit and price in the product comes from here.
export const TIERS = ['lite', 'pro', 'ultra'] as const;
export type Tier = (typeof TIERS)[number];

export interface Plan {
  tier: Tier;
  /** Monthly price in US cents; 0 for the free plan. */
  priceCents: number;
  dailyQuota: number;
  /** null means unlimited. */
  maxProjects: number | null;
  /** Photo types accepted by the editor for this plan. */
  photoExtensions: readonly string[];
  popular: boolean;
  /** May create API keys and call /api/v1 with them (issue 15; decision 261). */
  apiAccess: boolean;
  /**
   * Saved projects keep each photo's original bytes, full size (issue 15; decision 279); otherwise the
   * save reduces large photos (SAVE_COMPRESSION), as the spec says.
   */
  fullSizeProjects: boolean;
  /** i18n keys (namespace "plans") of the feature lines shown on cards. */
  featureKeys: readonly string[];
}

export const PLANS: Readonly<Record<Tier, Plan>> = {
  lite: {
    tier: 'lite',
    priceCents: 0,
    dailyQuota: 50,
    maxProjects: 2,
    photoExtensions: ['.jpg', '.jpeg', '.png'],
    popular: false,
    apiAccess: false,
    fullSizeProjects: false,
    featureKeys: ['imagesPerDay', 'advancedTools', 'savedProjects', 'standardSupport'],
  },
  pro: {
    tier: 'pro',
    priceCents: 999,
    dailyQuota: 500,
    maxProjects: null,
    photoExtensions: ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.avif'],
    popular: true,
    apiAccess: false,
    fullSizeProjects: true,
    featureKeys: ['imagesPerDay', 'unlimitedProjects', 'webp', 'prioritySupport'],
  },
  ultra: {
    tier: 'ultra',
    priceCents: 3999,
    dailyQuota: 5000,
    maxProjects: null,
    photoExtensions: ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.avif'],
    popular: false,
    apiAccess: true,
    fullSizeProjects: true,
    featureKeys: [
      'imagesPerDay',
      'allProFeatures',
      'teamSharing',
      'customBranding',
      'bulkOperations',
      'apiAccess',
      'dedicatedSupport',
    ],
  },
};

export const PLAN_LIST: readonly Plan[] = TIERS.map((t) => PLANS[t]);

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Days before the end of a cancelled subscription during which it is "expiring soon". */
export const EXPIRING_SOON_DAYS = 7;
