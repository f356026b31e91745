import { z } from 'zod';
import { TIERS } from '../plans';
import { storedText } from './text';

/**
 * The header in which the app's pages name the account they show; the server refuses a request that
 * names another account than its session's with 409 account_changed (decision 339).
 */
export const ACCOUNT_HEADER = 'X-LogoBatch-Account';

/** GET /api/me: the app user, computed by the server so tier and usage cannot be forged in the browser. */
export const appUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Full name, else the part of the email before @, else "User". */
  name: z.string(),
  /** The full name as entered (empty when none), for the Edit Profile form. */
  fullName: z.string(),
  emailVerified: z.boolean(),
  language: z.enum(['en', 'he']),
  tier: z.enum(TIERS),
  usageToday: z.number().int().min(0),
  usageLimit: z.number().int().min(0),
  subscription_id: z.string().nullable(),
  /** active | cancelled | any other provider status, or null without a subscription. */
  subscription_status: z.string().nullable(),
  subscription_expires_at: z.string().nullable(),
  isExpiringSoon: z.boolean(),
  daysUntilExpiry: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AppUser = z.infer<typeof appUserSchema>;

/** PATCH /api/me: what a user may change about themselves here (email changes go through a link). */
export const updateMeSchema = z
  .object({
    name: storedText().trim().min(1).max(100).optional(),
    language: z.enum(['en', 'he']).optional(),
  })
  .strict();
export type UpdateMe = z.infer<typeof updateMeSchema>;
