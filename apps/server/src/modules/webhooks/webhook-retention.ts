import { WEBHOOK_DELIVERY_RETENTION_DAYS } from "@events/contract";
import {
  type PeriodicTask,
  type SweepScheduleOptions,
  scheduleDailySweep,
} from "../../jobs/periodic-task.js";
import type { WebhooksRepository } from "./webhooks.repository.js";

// After the activity log's first sweep (a minute), so two large deletes do not start together.
const FIRST_SWEEP_DELAY_MS = 2 * 60_000;

export interface WebhookRetentionOptions extends SweepScheduleOptions {
  repository: Pick<WebhooksRepository, "deleteOldDeliveries">;
}

/**
 * Deletes the deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS, whatever became of them,
 * a little after start and then daily, until stopped. Several servers on one database each
 * sweep; a sweep that finds nothing old costs one indexed query.
 */
export function scheduleWebhookRetention({
  repository,
  ...schedule
}: WebhookRetentionOptions): PeriodicTask {
  return scheduleDailySweep(schedule, {
    sweep: () => repository.deleteOldDeliveries(new Date()),
    done: (count) =>
      `Removed ${count} webhook deliveries older than ${WEBHOOK_DELIVERY_RETENTION_DAYS} days`,
    failed: "the webhook deliveries' retention sweep failed",
    defaultFirstDelayMs: FIRST_SWEEP_DELAY_MS,
  });
}
