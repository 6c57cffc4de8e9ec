import { WEBHOOK_DELIVERY_RETENTION_DAYS } from "@events/contract";
import { and, count, desc, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import { type EventScope, eventIdInScope } from "../../access/event-scope.js";
import { newMessageId, WEBHOOK_DELIVERIES_CHANNEL } from "../../audit/webhook-deliveries.js";
import type { Database, Transaction } from "../../db/client.js";
import { findRowForUpdate } from "../../db/find-row.js";
import { type PageRange, type PageWithTotal, readPageWithTotal } from "../../db/page-with-total.js";
import {
  events,
  users,
  type WebhookDeliveryRow,
  type WebhookRow,
  webhookDeliveries,
  webhooks,
} from "../../db/schema.js";
import { insertRow } from "../../db/write-row.js";
import { DAY_MS } from "../../jobs/periodic-task.js";
import {
  createTransactionRunner,
  type InTransaction,
} from "../../transactions/transaction-runner.js";

/** A webhook as the list shows it: its event's name, who added it, how its last delivery went. */
export interface ListedWebhookRow extends WebhookRow {
  event_name: string | null;
  creator_name: string | null;
  last_delivery_status: WebhookDeliveryRow["status"] | null;
  last_delivery_created_at: Date | null;
}

export type NewWebhook = Pick<WebhookRow, "event_id" | "url" | "event_types" | "secret"> & {
  created_by: string;
};

export type WebhookChanges = Pick<
  WebhookRow,
  "url" | "event_types" | "enabled" | "disabled_reason" | "failing_since"
>;

/** A delivery of a webhook that is not a change of the log's (webhook.test). */
export type NewDelivery = Pick<WebhookDeliveryRow, "webhook_id" | "event_type" | "body">;

// Of each webhook the newest delivery, through the (webhook_id, seq desc) index.
const lastDelivery = (column: "status" | "created_at") =>
  sql`(select ${webhookDeliveries[column]} from ${webhookDeliveries}
    where ${webhookDeliveries.webhook_id} = ${webhooks.id}
    order by ${webhookDeliveries.seq} desc limit 1)`;

function listedWebhooks(executor: Database | Transaction, where: SQL | undefined) {
  return executor
    .select({
      webhook: webhooks,
      event_name: events.event_name,
      creator_name: users.name,
      last_delivery_status: sql<WebhookDeliveryRow["status"] | null>`${lastDelivery("status")}`,
      last_delivery_created_at: sql<Date | null>`${lastDelivery("created_at")}`.mapWith(
        webhookDeliveries.created_at,
      ),
    })
    .from(webhooks)
    .leftJoin(events, eq(events.id, webhooks.event_id))
    .leftJoin(users, eq(users.id, webhooks.created_by))
    .where(where)
    .orderBy(webhooks.created_at, webhooks.id)
    .then((rows) => rows.map(({ webhook, ...listed }) => ({ ...webhook, ...listed })));
}

/** The webhooks of one event, or (null) those of every event. */
const ofEvent = (eventId: string | null) =>
  eventId === null ? isNull(webhooks.event_id) : eq(webhooks.event_id, eventId);

/** The statements a service may combine inside one transaction. */
function createWebhooksTransaction(transaction: Transaction) {
  return {
    /**
     * Serialises the additions of webhooks to one event (or to every event) until the
     * transaction ends, so two at once cannot both pass the limit.
     */
    async lockWebhooksOf(eventId: string | null): Promise<void> {
      await transaction.execute(
        sql`select pg_advisory_xact_lock(hashtext('webhooks'), hashtext(${eventId ?? "every event"}))`,
      );
    },

    async countWebhooksOf(eventId: string | null): Promise<number> {
      const [row] = await transaction
        .select({ value: count() })
        .from(webhooks)
        .where(ofEvent(eventId));
      return row?.value ?? 0;
    },

    insertWebhook(webhook: NewWebhook): Promise<WebhookRow> {
      return insertRow(transaction, webhooks, webhook);
    },

    /** The webhook, locked until the transaction ends. */
    lockWebhook(id: string): Promise<WebhookRow | undefined> {
      return findRowForUpdate(transaction, webhooks, eq(webhooks.id, id));
    },

    async updateWebhook(id: string, changes: WebhookChanges): Promise<void> {
      await transaction
        .update(webhooks)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(webhooks.id, id));
    },

    /** Deletes the webhook; its deliveries go with it. */
    async deleteWebhook(id: string): Promise<void> {
      await transaction.delete(webhooks).where(eq(webhooks.id, id));
    },

    /** The webhook as the list shows it. */
    async findListed(id: string): Promise<ListedWebhookRow | undefined> {
      const [row] = await listedWebhooks(transaction, eq(webhooks.id, id));
      return row;
    },

    /** The webhook's delivery, locked until the transaction ends. */
    findDelivery(webhookId: string, deliveryId: string): Promise<WebhookDeliveryRow | undefined> {
      return findRowForUpdate(
        transaction,
        webhookDeliveries,
        and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhook_id, webhookId)),
      );
    },

    /**
     * Sends the delivery again, soon: pending, due now, under the same webhook-id; its attempts
     * keep counting. A sender's claim on it (locked_until) is left to lapse: one attempt at a
     * time.
     */
    async redeliver(deliveryId: string): Promise<WebhookDeliveryRow> {
      const [row] = await transaction
        .update(webhookDeliveries)
        .set({ status: "pending", next_attempt_at: sql`clock_timestamp()` })
        .where(eq(webhookDeliveries.id, deliveryId))
        .returning();
      if (!row) throw new Error("The locked delivery was not found");
      return row;
    },

    async insertDelivery(delivery: NewDelivery): Promise<WebhookDeliveryRow> {
      const [row] = await transaction
        .insert(webhookDeliveries)
        .values({ ...delivery, message_id: newMessageId })
        .returning();
      if (!row) throw new Error("The delivery was not inserted");
      return row;
    },

    /** Wakes the senders at commit (or never, should the transaction roll back). */
    async wakeSenders(): Promise<void> {
      await transaction.execute(sql`select pg_notify(${WEBHOOK_DELIVERIES_CHANNEL}, '')`);
    },
  };
}

export type WebhooksTransaction = InTransaction<ReturnType<typeof createWebhooksTransaction>>;

export function createWebhooksRepository(db: Database) {
  return {
    runInTransaction: createTransactionRunner(db, createWebhooksTransaction),

    /**
     * The webhooks of one event, or of the events of the scope (a scope of assigned events
     * leaves out the webhooks of every event), oldest first.
     */
    listWebhooks(filter: { eventId: string } | { scope: EventScope }): Promise<ListedWebhookRow[]> {
      return listedWebhooks(
        db,
        "eventId" in filter
          ? eq(webhooks.event_id, filter.eventId)
          : eventIdInScope(webhooks.event_id, filter.scope),
      );
    },

    async findWebhook(id: string): Promise<ListedWebhookRow | undefined> {
      const [row] = await listedWebhooks(db, eq(webhooks.id, id));
      return row;
    },

    /** One page of the webhook's deliveries, newest first, and how many it has. */
    async listDeliveries(
      webhookId: string,
      page: PageRange,
    ): Promise<PageWithTotal<WebhookDeliveryRow>> {
      const ofWebhook = eq(webhookDeliveries.webhook_id, webhookId);
      return readPageWithTotal(
        db,
        db
          .select()
          .from(webhookDeliveries)
          .where(ofWebhook)
          .orderBy(desc(webhookDeliveries.seq))
          .limit(page.limit)
          .offset(page.offset),
        webhookDeliveries,
        ofWebhook,
      );
    },

    /** Deletes the deliveries older than their retention at `now`; answers how many went. */
    async deleteOldDeliveries(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS);
      const deleted = await db
        .delete(webhookDeliveries)
        .where(lt(webhookDeliveries.created_at, cutoff))
        .returning({ id: webhookDeliveries.id });
      return deleted.length;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
