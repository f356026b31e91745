import { z } from 'zod';

/** POST /api/usage/reserve: claim `count` images of today's quota before an export. */
export const reserveRequestSchema = z.object({ count: z.number().int().min(1).max(100_000) }).strict();

export const reserveResponseSchema = z.object({
  usageToday: z.number().int(),
  usageLimit: z.number().int(),
  remaining: z.number().int(),
  /** Settle it with POST /api/usage/settle once the export knows what it delivered. */
  reservationId: z.string(),
});
export type ReserveResponse = z.infer<typeof reserveResponseSchema>;

/** POST /api/usage/settle: how many of a reservation's images reached the user; the rest are refunded. */
export const settleRequestSchema = z
  .object({ reservationId: z.string().uuid(), delivered: z.number().int().min(0).max(100_000) })
  .strict();
export type SettleRequest = z.infer<typeof settleRequestSchema>;

export const settleResponseSchema = z.object({
  reservationId: z.string(),
  /** The reservation's day (UTC): the refund goes there, even after midnight. */
  day: z.string(),
  reserved: z.number().int(),
  delivered: z.number().int(),
  refunded: z.number().int(),
  /** Today's figures after the refund. */
  usageToday: z.number().int(),
  usageLimit: z.number().int(),
  remaining: z.number().int(),
});
export type SettleResponse = z.infer<typeof settleResponseSchema>;

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
