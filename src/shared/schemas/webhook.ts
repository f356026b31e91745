// The part of a Lemon Squeezy webhook body we read. The provider sends more (test_mode, webhook_id,
// links); zod drops it. Attributes stay a loose record: subscriptionState() reads the fields it needs.
import { z } from 'zod';

const attributes = z.record(z.string(), z.unknown());

export const webhookPayloadSchema = z.object({
  meta: z
    .object({
      event_name: z.string().optional(),
      custom_data: attributes.nullish(),
    })
    .optional(),
  data: z
    .object({
      type: z.string().optional(),
      id: z.union([z.string(), z.number()]).optional(),
      attributes: attributes.optional(),
    })
    .optional(),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
