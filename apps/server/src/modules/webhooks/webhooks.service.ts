import { randomBytes } from "node:crypto";
import {
  type CreateWebhookResponse,
  type createWebhookRequestSchema,
  MAX_WEBHOOKS_PER_EVENT,
  toPageRequest,
  type updateWebhookRequestSchema,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT_TYPE,
  type Webhook,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookDeliveryResponse,
  type WebhookPayload,
  type WebhookResponse,
} from "@events/contract";
import type { z } from "zod";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import { isEveryEvent } from "../../access/event-scope.js";
import type { Actor } from "../../audit/actor.js";
import { auditedRow, rowChangeRecord } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import type { WebhookDeliveryRow, WebhookRow } from "../../db/schema.js";
import { conflict, invalidInput, notFound } from "../../errors.js";
import type {
  ListedWebhookRow,
  WebhooksRepository,
  WebhooksTransaction,
} from "./webhooks.repository.js";

export interface WebhooksServiceDependencies {
  repository: WebhooksRepository;
  access: AccessKernel;
}

type CreateWebhookInput = z.output<typeof createWebhookRequestSchema>;
type UpdateWebhookInput = z.output<typeof updateWebhookRequestSchema>;

const webhookNotFound = () => notFound(WEBHOOK_MESSAGES.notFound);
const deliveryNotFound = () => notFound(WEBHOOK_MESSAGES.deliveryNotFound);

/** What the activity log compares of a webhook: never its secret. */
const AUDITED_WEBHOOK_FIELDS = [
  "url",
  "event_types",
  "enabled",
] as const satisfies readonly (keyof WebhookRow)[];

/** The log's record of a change to a webhook (before is null for a create, after for a delete). */
function webhookRecord(
  action: "create" | "update" | "delete",
  webhook: WebhookRow,
  rows: readonly [WebhookRow | null, WebhookRow | null],
): AuditRecord {
  return rowChangeRecord(action, auditedRow("webhook", webhook), rows, AUDITED_WEBHOOK_FIELDS);
}

/** A signing secret as the Standard Webhooks specification writes one: whsec_ and base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

function presentWebhook(row: ListedWebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    event_types: row.event_types,
    event_id: row.event_id,
    event_name: row.event_name,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at.toISOString(),
    created_by:
      row.created_by !== null && row.creator_name !== null
        ? { id: row.created_by, name: row.creator_name }
        : null,
    last_delivery:
      row.last_delivery_status !== null && row.last_delivery_created_at !== null
        ? {
            status: row.last_delivery_status,
            created_at: row.last_delivery_created_at.toISOString(),
          }
        : null,
  };
}

function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  const iso = (moment: Date | null) => moment?.toISOString() ?? null;
  return {
    id: row.id,
    webhook_id: row.message_id,
    event_type: row.event_type,
    status: row.status,
    created_at: row.created_at.toISOString(),
    attempts: row.attempts,
    last_attempt_at: iso(row.last_attempt_at),
    // A delivery that succeeded or gave up is due no more, whatever the sender left there.
    next_attempt_at: row.status === "pending" ? iso(row.next_attempt_at) : null,
    response_status: row.response_status,
    duration_ms: row.duration_ms,
    response_body: row.response_body,
    error: row.error,
  };
}

export function createWebhooksService({ repository, access }: WebhooksServiceDependencies) {
  /**
   * Throws the webhook's "not found" unless the caller may manage it: a webhook of one event is
   * its event's (the event kept inside a transaction, as requireEvent keeps it), a webhook of
   * every event is for callers who manage every event.
   */
  async function requireAccess(
    caller: Caller,
    webhook: Pick<WebhookRow, "event_id">,
    unit?: WebhooksTransaction,
  ): Promise<void> {
    if (webhook.event_id === null) {
      if (!isEveryEvent(access.scopeOf(caller))) throw webhookNotFound();
      return;
    }
    await access.requireEvent(caller, webhook.event_id, {
      in: unit,
      whenRefused: webhookNotFound,
    });
  }

  /** The webhook, if the caller may manage it; else 404 "Webhook not found". */
  async function findManaged(caller: Caller, id: string): Promise<ListedWebhookRow> {
    const webhook = await repository.findWebhook(id);
    if (!webhook) throw webhookNotFound();
    await requireAccess(caller, webhook);
    return webhook;
  }

  /** The webhook locked in the transaction, if the caller may manage it; else 404. */
  async function lockManaged(
    unit: WebhooksTransaction,
    caller: Caller,
    id: string,
  ): Promise<WebhookRow> {
    const webhook = await unit.lockWebhook(id);
    if (!webhook) throw webhookNotFound();
    await requireAccess(caller, webhook, unit);
    return webhook;
  }

  async function presentListed(unit: WebhooksTransaction, id: string): Promise<Webhook> {
    const listed = await unit.findListed(id);
    if (!listed) throw new Error("The webhook just written was not found");
    return presentWebhook(listed);
  }

  /** Refuses to queue deliveries to a disabled webhook: nothing would send them. */
  function requireEnabled(webhook: WebhookRow): void {
    if (!webhook.enabled) throw conflict(WEBHOOK_MESSAGES.enableFirst);
  }

  return {
    /**
     * Adds a webhook of one event the caller manages, or (event_id left out, system admins only)
     * of every event; at most MAX_WEBHOOKS_PER_EVENT of either. Answers its secret, this once.
     */
    async createWebhook(actor: Actor, input: CreateWebhookInput): Promise<CreateWebhookResponse> {
      const eventId = input.event_id ?? null;
      if (eventId === null && !isEveryEvent(access.scopeOf(actor))) {
        throw invalidInput([{ field: "event_id", message: WEBHOOK_MESSAGES.eventRequired }]);
      }
      const secret = newSecret();
      const webhook = await repository.runInTransaction(async (unit) => {
        if (eventId !== null) await access.requireEvent(actor, eventId, { in: unit });
        await unit.lockWebhooksOf(eventId);
        if ((await unit.countWebhooksOf(eventId)) >= MAX_WEBHOOKS_PER_EVENT) {
          throw conflict(WEBHOOK_MESSAGES.tooMany);
        }
        const created = await unit.insertWebhook({
          event_id: eventId,
          url: input.url,
          event_types: input.event_types,
          secret,
          created_by: actor.user.id,
        });
        await unit.audit(actor, webhookRecord("create", created, [null, created]));
        return presentListed(unit, created.id);
      });
      return { message: WEBHOOK_MESSAGES.created, webhook, id: webhook.id, secret };
    },

    /**
     * The webhooks of one event the caller manages, or every webhook the caller may manage: a
     * system admin's all, an event admin's those of their events.
     */
    async listWebhooks(caller: Caller, eventId: string | undefined): Promise<Webhook[]> {
      if (eventId !== undefined) await access.requireEvent(caller, eventId);
      const rows = await repository.listWebhooks(
        eventId !== undefined ? { eventId } : { scope: access.scopeOf(caller) },
      );
      return rows.map(presentWebhook);
    },

    async getWebhook(caller: Caller, id: string): Promise<Webhook> {
      return presentWebhook(await findManaged(caller, id));
    },

    /**
     * Changes the address, the event types and whether it is enabled. Enabling a disabled
     * webhook forgets why it was disabled and since when it was failing; a disabled one stays
     * disabled for the reason it had.
     */
    async updateWebhook(
      actor: Actor,
      id: string,
      input: UpdateWebhookInput,
    ): Promise<WebhookResponse> {
      const webhook = await repository.runInTransaction(async (unit) => {
        const before = await lockManaged(unit, actor, id);
        const isEnabling = input.enabled && !before.enabled;
        const changes = {
          url: input.url,
          event_types: input.event_types,
          enabled: input.enabled,
          disabled_reason: input.enabled ? null : before.disabled_reason,
          failing_since: isEnabling ? null : before.failing_since,
        };
        await unit.updateWebhook(id, changes);
        const after = { ...before, ...changes };
        await unit.audit(actor, webhookRecord("update", after, [before, after]));
        return presentListed(unit, id);
      });
      return { message: WEBHOOK_MESSAGES.updated, webhook };
    },

    /** Deletes the webhook with its deliveries; those under way are sent no more. */
    async deleteWebhook(actor: Actor, id: string): Promise<void> {
      await repository.runInTransaction(async (unit) => {
        const before = await lockManaged(unit, actor, id);
        await unit.deleteWebhook(id);
        await unit.audit(actor, webhookRecord("delete", before, [before, null]));
      });
    },

    /** A page of the webhook's deliveries, newest first. */
    async listDeliveries(
      caller: Caller,
      id: string,
      query: { page?: number | undefined },
    ): Promise<WebhookDeliveriesResponse> {
      await findManaged(caller, id);
      const { page } = toPageRequest(query);
      const page_size = WEBHOOK_DELIVERIES_PAGE_SIZE;
      const { rows, total } = await repository.listDeliveries(id, {
        offset: (page - 1) * page_size,
        limit: page_size,
      });
      return { deliveries: rows.map(presentDelivery), total, page, page_size };
    },

    /**
     * Sends a delivery again, soon, with the same webhook-id (a receiver that had it can tell);
     * its attempts keep counting. Refused while the webhook is disabled.
     */
    async redeliver(
      actor: Actor,
      id: string,
      deliveryId: string,
    ): Promise<WebhookDeliveryResponse> {
      const delivery = await repository.runInTransaction(async (unit) => {
        const webhook = await lockManaged(unit, actor, id);
        const found = await unit.findDelivery(id, deliveryId);
        if (!found) throw deliveryNotFound();
        requireEnabled(webhook);
        const due = await unit.redeliver(deliveryId);
        await unit.wakeSenders();
        return due;
      });
      return { message: WEBHOOK_MESSAGES.redelivering, delivery: presentDelivery(delivery) };
    },

    /**
     * Queues a webhook.test delivery, whatever the webhook subscribes to, naming the caller as
     * its actor. Refused while the webhook is disabled.
     */
    async sendTest(actor: Actor, id: string): Promise<WebhookDeliveryResponse> {
      const delivery = await repository.runInTransaction(async (unit) => {
        const webhook = await lockManaged(unit, actor, id);
        requireEnabled(webhook);
        const payload: WebhookPayload = {
          type: WEBHOOK_TEST_EVENT_TYPE,
          timestamp: new Date().toISOString(),
          data: {
            id: null,
            event_id: webhook.event_id,
            changes: {},
            actor: {
              id: actor.user.id,
              name: actor.user.name,
              role: actor.user.type,
              via_token: actor.apiToken?.name ?? null,
            },
          },
        };
        const queued = await unit.insertDelivery({
          webhook_id: id,
          event_type: WEBHOOK_TEST_EVENT_TYPE,
          body: JSON.stringify(payload),
        });
        await unit.wakeSenders();
        return queued;
      });
      return { message: WEBHOOK_MESSAGES.testQueued, delivery: presentDelivery(delivery) };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
