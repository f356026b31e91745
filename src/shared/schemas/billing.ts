import { z } from 'zod';

export const checkoutRequestSchema = z.object({ plan: z.enum(['pro', 'ultra']) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export interface CheckoutResponse {
  url: string;
}

/** Answer of cancel and resume: a stable code (the client words it) and the spec's English text. */
export interface SubscriptionActionResponse {
  code: 'cancelled' | 'resumed';
  message: string;
}

/** GET /api/billing/subscription: the subscription as the server holds it, for the account screen. */
export interface BillingSubscription {
  /** The tier that counts now (a cancelled plan past its end date is lite). */
  tier: 'lite' | 'pro' | 'ultra';
  /** The plan of the subscription itself, even when it has ended. */
  planType: 'lite' | 'pro' | 'ultra';
  subscriptionId: string | null;
  status: string | null;
  /** End date for a cancelled subscription, next renewal otherwise. */
  expiresAt: string | null;
  daysUntilExpiry: number | null;
  isExpiringSoon: boolean;
  customerPortalUrl: string | null;
  updatePaymentMethodUrl: string | null;
  card: { brand: string; lastFour: string } | null;
}
