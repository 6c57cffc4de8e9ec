import { type Language, WEBHOOK_MESSAGES } from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client.js";
import { events, users, webhookDeliveries, webhooks } from "../db/schema.js";
import { selectDriverRows } from "../db/table-rows.js";
import type { AttemptOutcome } from "./webhook-request.js";

/** Webhooks locked by one claim at the most, the longest waiting first. */
const WEBHOOKS_PER_CLAIM = 50;

/** A delivery this server has claimed: its lease holds until another may send it. */
export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  message_id: string;
  body: string;
  /** Counting this one: what fences its record against a claim made after its lease lapsed. */
  attempts: number;
  url: string;
  secret: string;
}

export interface ClaimLimits {
  /** Deliveries this server may still take. */
  count: number;
  /** Deliveries of one webhook on their way at once, from every server. */
  maxInFlightPerWebhook: number;
  leaseMs: number;
}

export interface FailureSchedule {
  /** The wait before the next attempt. */
  retryDelayMs: number;
  /** Since its creation, after which a delivery is not tried again. */
  retryHours: number;
  /** Failing this long (no success since failing_since) disables a webhook. */
  disableAfterDays: number;
}

/** What the e-mail about a disabled webhook says, read when it is sent. */
export interface DisabledWebhookForMail {
  url: string;
  event_id: string | null;
  event_name: string | null;
  /** Its creator, else its event's admin; null when neither is left. */
  recipient: { name: string; email: string; type: string; language: Language | null } | null;
}

function outcomeColumns(outcome: AttemptOutcome) {
  return sql`response_status = ${outcome.responseStatus}, duration_ms = ${outcome.durationMs},
    response_body = ${outcome.responseBody}, error = ${outcome.error}`;
}

/**
 * Locks the webhook of a delivery, as a claim does first: a record and a claim then never hold
 * one each of the delivery and the webhook while waiting for the other.
 */
async function lockWebhookOf(transaction: Transaction, deliveryId: string): Promise<boolean> {
  const locked = await selectDriverRows(
    transaction,
    sql`
    select w.id from ${webhooks} w
    join ${webhookDeliveries} d on d.webhook_id = w.id
    where d.id = ${deliveryId}
    for no key update of w`,
  );
  return locked.length > 0;
}

/**
 * The webhook_deliveries table as the durable queue of the sender: rows written with the change
 * they tell of, claimed under a lease, recorded after each attempt.
 */
export function createWebhookDeliveryRepository(db: Database) {
  const creators = alias(users, "creators");
  const eventAdmins = alias(users, "event_admins");

  return {
    /**
     * Claims due deliveries, at most `count`: of enabled webhooks, within each webhook's limit
     * of deliveries on their way (those of every server), and for each ordering key only the
     * first still pending, so a later one waits while an earlier is retried. The webhooks are
     * locked first, skipping those another server is claiming from, and the deliveries are then
     * read afresh (READ COMMITTED gives the second statement a snapshot taken after the locks),
     * so two servers never count the same free places. Each claim counts as an attempt.
     */
    claimDue(limits: ClaimLimits): Promise<ClaimedDelivery[]> {
      return db.transaction(async (transaction) => {
        const locked = await selectDriverRows<{ id: string }>(
          transaction,
          sql`
            select w.id from ${webhooks} w
            join (
              select webhook_id,
                min(seq) filter (
                  where next_attempt_at <= now() and (locked_until is null or locked_until <= now())
                ) as oldest_due,
                count(*) filter (where locked_until > now()) as sending
              from ${webhookDeliveries}
              where status = 'pending'
              group by webhook_id
            ) pending on pending.webhook_id = w.id
            where w.enabled and pending.oldest_due is not null
              and pending.sending < ${limits.maxInFlightPerWebhook}::int
            order by pending.oldest_due
            limit ${WEBHOOKS_PER_CLAIM}
            for no key update of w skip locked`,
        );
        if (locked.length === 0) return [];
        const webhookIds = locked.map((row) => row.id);
        return selectDriverRows<ClaimedDelivery>(
          transaction,
          sql`
          with pending as materialized (
            select id, webhook_id, seq, next_attempt_at, locked_until,
              ordering_key is null or seq = min(seq) over (partition by webhook_id, ordering_key)
                as is_first_of_key
            from ${webhookDeliveries}
            where status = 'pending' and webhook_id = any(${sql.param(webhookIds)}::uuid[])
          ),
          in_flight as (
            select webhook_id, count(*)::int as sending from pending
            where locked_until > now()
            group by webhook_id
          ),
          ready as (
            select id, webhook_id, seq,
              row_number() over (partition by webhook_id order by seq) as place
            from pending
            where is_first_of_key and next_attempt_at <= now()
              and (locked_until is null or locked_until <= now())
          ),
          chosen as (
            select ready.id from ready
            left join in_flight on in_flight.webhook_id = ready.webhook_id
            where ready.place <= ${limits.maxInFlightPerWebhook}::int - coalesce(in_flight.sending, 0)
            order by ready.seq
            limit ${limits.count}
          )
          update ${webhookDeliveries} d
          set locked_until = now() + ${limits.leaseMs}::double precision * interval '1 millisecond',
            attempts = d.attempts + 1,
            last_attempt_at = now()
          from chosen, ${webhooks} w
          where d.id = chosen.id and w.id = d.webhook_id and d.status = 'pending'
            and (d.locked_until is null or d.locked_until <= now())
          returning d.id, d.webhook_id, d.message_id, d.body, d.attempts, w.url, w.secret`,
        );
      });
    },

    /**
     * A 2xx answer: the delivery succeeded and its webhook is failing no more. Nothing changes
     * when the claim was lost (its lease lapsed and another server took the delivery).
     */
    async recordSuccess(delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<void> {
      await db.transaction(async (transaction) => {
        if (!(await lockWebhookOf(transaction, delivery.id))) return;
        const recorded = await selectDriverRows(
          transaction,
          sql`
          update ${webhookDeliveries}
          set status = 'succeeded', next_attempt_at = null, locked_until = null,
            ${outcomeColumns(outcome)}
          where id = ${delivery.id} and attempts = ${delivery.attempts} and status = 'pending'
          returning id`,
        );
        if (recorded.length === 0) return;
        await transaction.execute(sql`
          update ${webhooks} set failing_since = null
          where id = ${delivery.webhook_id} and failing_since is not null`);
      });
    },

    /**
     * A failed attempt: the next is scheduled (never past the delivery's last chance), or the
     * delivery has failed for good; the webhook is failing since its first failure after a
     * success, and is disabled once that is disableAfterDays ago. `onDisabled` runs in the same
     * transaction, once, in the transaction that disabled it.
     */
    async recordFailure(
      delivery: ClaimedDelivery,
      outcome: AttemptOutcome,
      schedule: FailureSchedule,
      onDisabled: (transaction: Transaction) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        if (!(await lockWebhookOf(transaction, delivery.id))) return;
        const lastChance = sql`created_at + ${schedule.retryHours}::double precision * interval '1 hour'`;
        const [recorded] = await selectDriverRows<{ last_attempt_at: string }>(
          transaction,
          sql`
            update ${webhookDeliveries}
            set status = case when now() >= ${lastChance} then 'failed' else 'pending' end,
              next_attempt_at = case when now() >= ${lastChance} then null
                else least(now() + ${schedule.retryDelayMs}::double precision * interval '1 millisecond', ${lastChance})
              end,
              locked_until = null,
              ${outcomeColumns(outcome)}
            where id = ${delivery.id} and attempts = ${delivery.attempts} and status = 'pending'
            returning last_attempt_at::text`,
        );
        if (!recorded) return;
        await transaction.execute(sql`
          update ${webhooks}
          set failing_since = coalesce(failing_since, ${recorded.last_attempt_at}::timestamptz)
          where id = ${delivery.webhook_id}`);
        const disabled = await selectDriverRows(
          transaction,
          sql`
          update ${webhooks}
          set enabled = false, disabled_reason = ${WEBHOOK_MESSAGES.disabledFailing},
            updated_at = now()
          where id = ${delivery.webhook_id} and enabled
            and failing_since <= now() - ${schedule.disableAfterDays}::double precision * interval '1 day'
          returning id`,
        );
        if (disabled.length > 0) await onDisabled(transaction);
      });
    },

    async findDisabledWebhookForMail(
      webhookId: string,
    ): Promise<DisabledWebhookForMail | undefined> {
      const [found] = await db
        .select({
          url: webhooks.url,
          event_id: webhooks.event_id,
          event_name: events.event_name,
          creator: {
            name: creators.name,
            email: creators.email,
            type: creators.type,
            language: creators.language,
          },
          event_admin: {
            name: eventAdmins.name,
            email: eventAdmins.email,
            type: eventAdmins.type,
            language: eventAdmins.language,
          },
        })
        .from(webhooks)
        .leftJoin(events, eq(events.id, webhooks.event_id))
        .leftJoin(creators, eq(creators.id, webhooks.created_by))
        .leftJoin(eventAdmins, eq(eventAdmins.id, events.event_admin_id))
        .where(eq(webhooks.id, webhookId));
      if (!found) return undefined;
      const { creator, event_admin, ...webhook } = found;
      return { ...webhook, recipient: creator ?? event_admin ?? null };
    },
  };
}

export type WebhookDeliveryRepository = ReturnType<typeof createWebhookDeliveryRepository>;
