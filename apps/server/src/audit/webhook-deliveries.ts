import type { AuditAction, AuditEntityType, WebhookEventType } from "@events/contract";
import { type SQL, sql } from "drizzle-orm";
import type { WithSubquery } from "drizzle-orm/subquery";
import type { Database, Transaction } from "../db/client.js";
import { webhookDeliveries, webhooks } from "../db/schema.js";

// The deliveries of webhooks are written by the statement that writes the change's entries of the
// activity log, in the change's transaction: a change and its deliveries commit together or not
// at all, with no round trip of their own. Each entry a webhook subscribes to becomes one row of
// webhook_deliveries per matching webhook, whose body is the exact JSON the sender signs.

/** The change of the activity log each event type tells of: the entry's entity and action. */
export const WEBHOOK_EVENT_SOURCES: Readonly<
  Record<WebhookEventType, { entity_type: AuditEntityType; action: AuditAction }>
> = {
  "participant.created": { entity_type: "participant", action: "create" },
  "participant.updated": { entity_type: "participant", action: "update" },
  "participant.deleted": { entity_type: "participant", action: "delete" },
  "participant.checked_in": { entity_type: "participant", action: "check_in" },
  "participant.check_in_undone": { entity_type: "participant", action: "undo_check_in" },
  "registration.created": { entity_type: "registration", action: "create" },
  "registration.confirmed": { entity_type: "registration", action: "confirm" },
  "registration.approved": { entity_type: "registration", action: "approve" },
  "registration.rejected": { entity_type: "registration", action: "reject" },
  "registration.cancelled": { entity_type: "registration", action: "cancel" },
  "registration.offered": { entity_type: "registration", action: "offer" },
  "registration.offer_accepted": { entity_type: "registration", action: "accept_offer" },
  "registration.offer_declined": { entity_type: "registration", action: "decline_offer" },
  "registration.expired": { entity_type: "registration", action: "expire" },
  "session.created": { entity_type: "session", action: "create" },
  "session.updated": { entity_type: "session", action: "update" },
  "session.deleted": { entity_type: "session", action: "delete" },
  "event.updated": { entity_type: "event", action: "update" },
  "message.sent": { entity_type: "message", action: "send" },
};

/**
 * The records whose deliveries reach a webhook in the order they were written (ordering_key =
 * the record's id): what happens to one participant, or one registration, is told in order.
 */
const ORDERED_ENTITIES: ReadonlySet<AuditEntityType> = new Set(["participant", "registration"]);

/** What the senders LISTEN on; notified at commit when a statement wrote deliveries. */
export const WEBHOOK_DELIVERIES_CHANNEL = "webhook_deliveries";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

// The sources as a VALUES list, in the statement's text: constants, never parameters, so every
// statement keeps the parameters it had before webhooks (and one plan for any number of entries).
const eventTypesOfEntries = sql.raw(
  `(values ${Object.entries(WEBHOOK_EVENT_SOURCES)
    .map(
      ([type, source]) =>
        `(${literal(source.entity_type)}, ${literal(source.action)}, ${literal(type)}, ${ORDERED_ENTITIES.has(source.entity_type)})`,
    )
    .join(", ")}) as kind(entity_type, action, event_type, is_ordered)`,
);

/** The UTC ISO 8601 text of a timestamptz, as JavaScript's toISOString writes it. */
function isoTimestamp(moment: SQL): SQL {
  return sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A new webhook-id: msg_ and 32 random hex digits, the same on every attempt of the delivery. */
export const newMessageId = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * A CTE named entry holding what a delivery's body names, in audit_log's column names:
 * created_at, action, entity_type, entity_id, event_id, changes, actor_id, actor_name,
 * actor_role, via_token.
 */
type EntriesCte = WithSubquery<"entry">;

/**
 * The statement that ends every write of the activity log: `entry` (a CTE of the entries just
 * written, or of changes told without entries) becomes a delivery for each enabled webhook of
 * the entry's event (or of every event) that subscribes to its type, in the order the CTE
 * answers the entries (as written, where two written in one clock tick tie on created_at). The
 * senders are woken once, at commit, when any was written. With no webhook enabled the join is
 * skipped after one look at the webhooks, so a change pays next to nothing for it.
 */
export function withWebhookDeliveries(executor: Database | Transaction, entry: EntriesCte) {
  const delivery = executor.$with("delivery", { id: sql<string>`id` }).as(
    sql`insert into ${webhookDeliveries}
        (webhook_id, message_id, event_type, body, ordering_key)
      with hook as materialized (
        select ${webhooks.id} as id, ${webhooks.event_id} as event_id,
          ${webhooks.event_types} as event_types
        from ${webhooks}
        where ${webhooks.enabled}
          and (${webhooks.event_id} is null
            or ${webhooks.event_id} in (select entry.event_id from ${entry}))
      )
      select hook.id, ${newMessageId}, kind.event_type,
        json_build_object(
          'type', kind.event_type,
          'timestamp', ${isoTimestamp(sql`entry.created_at`)},
          'data', json_build_object(
            'id', entry.entity_id,
            'event_id', entry.event_id,
            'changes', entry.changes,
            'actor', json_build_object(
              'id', entry.actor_id,
              'name', entry.actor_name,
              'role', entry.actor_role,
              'via_token', entry.via_token)))::text,
        case when kind.is_ordered then entry.entity_id::text end
      from (select *, row_number() over () as position from ${entry}) as entry
      join ${eventTypesOfEntries}
        on kind.entity_type = entry.entity_type and kind.action = entry.action
      join hook
        on kind.event_type = any(hook.event_types)
          and (hook.event_id = entry.event_id or hook.event_id is null)
      where exists (select from hook)
      order by entry.position, hook.id
      returning id`,
  );
  return executor
    .with(entry, delivery)
    .select({ woken: sql<string>`pg_notify(${sql.raw(literal(WEBHOOK_DELIVERIES_CHANNEL))}, '')` })
    .from(sql`(select from ${delivery} limit 1) as written`);
}
