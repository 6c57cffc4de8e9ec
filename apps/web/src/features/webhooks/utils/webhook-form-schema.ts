import { createWebhookRequestSchema } from "@events/contract";
import { z } from "zod";

/**
 * The address and event types by the contract's own rules; the event is chosen from a list
 * ('' for all events), so it cannot be mistyped and the server alone judges it.
 */
export const webhookFormSchema = createWebhookRequestSchema
  .pick({ url: true, event_types: true })
  .extend({ event_id: z.string() });

export type WebhookFormOutput = z.output<typeof webhookFormSchema>;
