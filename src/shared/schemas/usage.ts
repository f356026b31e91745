import { z } from 'zod';

/** POST /api/usage/reserve: claim `count` images of today's quota before an export. */
export const reserveRequestSchema = z.object({ count: z.number().int().min(1).max(100_000) }).strict();

export const reserveResponseSchema = z.object({
  usageToday: z.number().int(),
  usageLimit: z.number().int(),
  remaining: z.number().int(),
});
export type ReserveResponse = z.infer<typeof reserveResponseSchema>;

/** 429 details when the reservation would pass the limit. */
export interface QuotaExceededDetails {
  limit: number;
  usageToday: number;
  requested: number;
}

export const usageHistoryRowSchema = z.object({
  /** UTC date, YYYY-MM-DD. */
  date: z.string(),
  usage_count: z.number().int(),
  /** Share of that day's quota, 0-100+ with one decimal. */
  percentage: z.number(),
});

/** GET /api/usage/history: the last 30 UTC days that had any use, newest first. */
export const usageHistorySchema = z.object({ history: z.array(usageHistoryRowSchema) });
export type UsageHistory = z.infer<typeof usageHistorySchema>;

/** The spec's message, with the limit filled in (the client shows its translation by code). */
export const quotaExceededMessage = (limit: number) =>
  `You've reached your daily quota of ${limit} images. Please upgrade to continue.`;
