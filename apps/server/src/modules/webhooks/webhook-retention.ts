import { WEBHOOK_DELIVERY_RETENTION_DAYS } from "@events/contract";
import type { DailySweep } from "../../jobs/periodic-task.js";
import type { WebhooksRepository } from "./webhooks.repository.js";

// After the activity log's first sweep (a minute), so two large deletes do not start together.
const FIRST_SWEEP_DELAY_MS = 2 * 60_000;

/**
 * Deletes the deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS, whatever became of them,
 * a little after start and then daily. Several servers on one database each sweep; a sweep that
 * finds nothing old costs one indexed query.
 */
export function webhookRetentionSweep(
  repository: Pick<WebhooksRepository, "deleteOldDeliveries">,
): DailySweep {
  return {
    sweep: () => repository.deleteOldDeliveries(new Date()),
    done: (count) =>
      `Removed ${count} webhook deliveries older than ${WEBHOOK_DELIVERY_RETENTION_DAYS} days`,
    failed: "the webhook deliveries' retention sweep failed",
    defaultFirstDelayMs: FIRST_SWEEP_DELAY_MS,
  };
}
