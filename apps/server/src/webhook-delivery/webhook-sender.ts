import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_KEPT_RESPONSE_BYTES,
  WEBHOOK_MAX_IN_FLIGHT,
  WEBHOOK_MAX_RESPONSE_BYTES,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_TIMEOUT_SECONDS,
} from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { WEBHOOK_DELIVERIES_CHANNEL } from "../audit/webhook-deliveries.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { type PeriodicTask, schedulePeriodicTask } from "../jobs/periodic-task.js";
import { listenForNotifications, type NotificationListener } from "./notification-listener.js";
import { retryDelayMs } from "./retry-delay.js";
import type { ClaimedDelivery, WebhookDeliveryRepository } from "./webhook-delivery.repository.js";
import type { WebhookDisabledMail } from "./webhook-disabled-mail.js";
import { type PostLimits, postWebhook, type ResolveHost, resolveHost } from "./webhook-request.js";
import { webhookHeaders } from "./webhook-signature.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's webhook sender (app.ts): tests wake it and wait for it to be idle. */
    webhookSender: WebhookSender;
  }
}

/** Deliveries one server has on their way at once, to every webhook together. */
const SENDS_AT_ONCE = 16;

/** The sender's clockwork; tests shorten it. */
export interface WebhookDeliveryTuning {
  /** One attempt, resolving the address included. */
  timeoutMs: number;
  /**
   * A claim on a delivery: no other server sends it before this has passed. Far longer than an
   * attempt and its record, or another server could send it while the first still is.
   */
  leaseMs: number;
  /** The wait before the next attempt after a delivery's n-th failure. */
  retryDelayMs: (failedAttempts: number) => number;
  /** How often to look for what is due (retries, lapsed leases, missed notifications). */
  sweepIntervalMs: number;
  resolve: ResolveHost;
}

const DEFAULT_TUNING: WebhookDeliveryTuning = {
  timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
  leaseMs: 60_000,
  retryDelayMs: (failedAttempts) => retryDelayMs(failedAttempts),
  sweepIntervalMs: 5_000,
  resolve: resolveHost,
};

export interface WebhookSenderDependencies {
  repository: WebhookDeliveryRepository;
  mail: Pick<WebhookDisabledMail, "enqueue" | "takeQueuedNow">;
  /** The database's address, for the connection that listens. */
  listenerConnection: pg.ClientConfig;
  allowPrivateNetworks: boolean;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  tuning?: Partial<WebhookDeliveryTuning>;
}

/**
 * Sends webhook deliveries from their table, the durable queue they are written to with the
 * change they tell of. Woken by the notification the writing transaction sends at commit, by
 * each attempt it ends (a place is free, the next of an ordering key may go) and by a sweep
 * every few seconds; each time it claims what is due under a lease (see claimDue), so several
 * servers share the work and none sends a delivery another holds. A server killed mid-send
 * leaves its lease to lapse, and the delivery is sent again with the same webhook-id.
 */
export function createWebhookSender({
  repository,
  mail,
  listenerConnection,
  allowPrivateNetworks,
  logger,
  tuning,
}: WebhookSenderDependencies) {
  const settings = { ...DEFAULT_TUNING, ...tuning };
  const limits: PostLimits = {
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: WEBHOOK_MAX_RESPONSE_BYTES,
    keptResponseBytes: WEBHOOK_KEPT_RESPONSE_BYTES,
    allowPrivateNetworks,
    resolve: settings.resolve,
  };
  const attempts = new Set<Promise<void>>();
  let draining: Promise<void> | undefined;
  let isDrainWanted = false;
  let isStarted = false;
  let isStopped = false;
  let listener: NotificationListener | undefined;
  let sweep: PeriodicTask | undefined;

  async function record(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await postWebhook(
      {
        url: delivery.url,
        body: delivery.body,
        headers: webhookHeaders(delivery.secret, {
          messageId: delivery.message_id,
          timestamp: Math.floor(Date.now() / 1000),
          body: delivery.body,
        }),
      },
      limits,
    );
    if (outcome.succeeded) {
      await repository.recordSuccess(delivery, outcome);
      return;
    }
    let isDisabled = false;
    await repository.recordFailure(
      delivery,
      outcome,
      {
        retryDelayMs: settings.retryDelayMs(delivery.attempts),
        retryHours: WEBHOOK_RETRY_HOURS,
        disableAfterDays: WEBHOOK_DISABLE_AFTER_DAYS,
      },
      async (transaction) => {
        await mail.enqueue(transaction, { webhookId: delivery.webhook_id });
        isDisabled = true;
      },
    );
    if (isDisabled) {
      mail.takeQueuedNow();
      logger.warn(
        { webhookId: delivery.webhook_id },
        `A webhook was disabled after failing for ${WEBHOOK_DISABLE_AFTER_DAYS} days`,
      );
    }
  }

  function startAttempt(delivery: ClaimedDelivery) {
    const attempt = record(delivery)
      .catch((error: unknown) => {
        // Its lease lapses and the delivery is sent again.
        logger.error({ err: error, deliveryId: delivery.id }, "a webhook attempt was not recorded");
      })
      .finally(() => {
        attempts.delete(attempt);
        void wake();
      });
    attempts.add(attempt);
  }

  async function drain(): Promise<void> {
    while (isDrainWanted && !isStopped) {
      isDrainWanted = false;
      const free = SENDS_AT_ONCE - attempts.size;
      if (free <= 0) return;
      let claimed: ClaimedDelivery[];
      try {
        claimed = await repository.claimDue({
          count: free,
          maxInFlightPerWebhook: WEBHOOK_MAX_IN_FLIGHT,
          leaseMs: settings.leaseMs,
        });
      } catch (error) {
        logger.warn({ err: error }, "webhook deliveries could not be claimed; trying again soon");
        return;
      }
      // Claimed is claimed: sent even when the server is stopping, which waits for them.
      for (const delivery of claimed) startAttempt(delivery);
      // As many as it could take: more may be due.
      if (claimed.length === free) isDrainWanted = true;
    }
  }

  /**
   * Looks for due deliveries now, or right after the look under way; resolves once it has
   * claimed what it could (the attempts go on).
   */
  function wake(): Promise<void> {
    if (!isStarted || isStopped) return Promise.resolve();
    isDrainWanted = true;
    draining ??= drain().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  /** Resolves once nothing is being claimed or sent (what is due later is not waited for). */
  async function whenIdle(): Promise<void> {
    while (draining || attempts.size > 0) await Promise.allSettled([draining, ...attempts]);
  }

  return {
    /** Starts once the job queue (its e-mails about disabled webhooks) is up. */
    start(jobQueue: Promise<JobQueue>): Promise<JobQueue> {
      return jobQueue.then((queue) => {
        if (isStopped) return queue;
        isStarted = true;
        listener = listenForNotifications({
          connection: listenerConnection,
          channel: WEBHOOK_DELIVERIES_CHANNEL,
          onNotification: () => void wake(),
          onListening: () => void wake(),
          logger,
        });
        sweep = schedulePeriodicTask({
          run: wake,
          firstDelayMs: settings.sweepIntervalMs,
          intervalMs: settings.sweepIntervalMs,
        });
        return queue;
      });
    },

    wake,
    whenIdle,

    /**
     * Stops claiming and resolves once the attempts under way have ended and been recorded
     * (each within its time-out), so no statement is left for a pool about to close.
     */
    async stop(): Promise<void> {
      isStopped = true;
      await sweep?.stop();
      await listener?.stop();
      await whenIdle();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
