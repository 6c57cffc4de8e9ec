import type { AuditAction, AuditChanges, AuditEntityType } from "@events/contract";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { auditLog } from "../db/schema.js";
import { preparedPerConnection } from "../transactions/prepared-per-connection.js";
import type { AuditedBy } from "./actor.js";
import { withWebhookDeliveries } from "./webhook-deliveries.js";

/** What a change did, for the activity log. */
export interface AuditRecord {
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: string | null;
  /** The event the record belongs to; null for users and sign-in. */
  event_id: string | null;
  changes?: AuditChanges;
}

// Longer user agents are cut: the log keeps what identifies a browser, not what fills a disk.
const MAX_USER_AGENT_LENGTH = 512;

function actorColumns(by: AuditedBy) {
  if (by === "system") {
    return {
      actor_id: null,
      actor_name: null,
      actor_role: "system" as const,
      ip: null,
      user_agent: null,
      via_token: null,
    };
  }
  const origin = {
    ip: by.ip,
    user_agent: by.headers["user-agent"]?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    via_token: null,
  };
  if (by.user) {
    return {
      actor_id: by.user.id,
      actor_name: by.user.name,
      actor_role: by.user.type,
      ...origin,
      via_token: ("apiToken" in by && by.apiToken?.name) || null,
    };
  }
  if (by.person) {
    return {
      actor_id: by.person.id,
      actor_name: null,
      actor_role: "participant" as const,
      ...origin,
    };
  }
  return {
    actor_id: null,
    actor_name: by.triedEmail ?? null,
    actor_role: "anonymous" as const,
    ...origin,
  };
}

/**
 * Writes entries of the activity log, one per record, in one statement. Called inside the
 * change's transaction, so the change and its entries commit together or not at all; a failed
 * write fails the change. The same statement queues the webhooks' deliveries of the entries
 * (webhook-deliveries.ts).
 */
export async function recordAudit(
  executor: Database | Transaction,
  by: AuditedBy,
  records: AuditRecord | readonly AuditRecord[],
): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  const actor = actorColumns(by);
  const [only, ...others] = list;
  if (!only) return;
  if (others.length === 0) {
    await insertEntryStatement(executor).execute({
      ...actor,
      ...only,
      changes: only.changes ?? {},
    });
    return;
  }
  await insertEntriesStatement(executor).execute({ ...actor, ...recordColumns(list) });
}

/**
 * Writes entries of several actors (a batch of requests changed together), one per pair, in one
 * statement, inside the change's transaction as recordAudit does.
 */
export async function recordAuditOfEach(
  executor: Database | Transaction,
  entries: readonly (readonly [AuditedBy, AuditRecord])[],
): Promise<void> {
  if (entries.length === 0) return;
  const written = executor.$with("entry").as(
    executor
      .insert(auditLog)
      .values(
        entries.map(([by, record]) => ({
          ...actorColumns(by),
          ...record,
          changes: record.changes ?? {},
        })),
      )
      .returning(ENTRY_COLUMNS),
  );
  await withWebhookDeliveries(executor, written);
}

/**
 * Queues the webhooks' deliveries of changes the log records otherwise (an import's one entry
 * for all its participants, an erasure's one for all its people), as if each record were an
 * entry written now; inside the change's transaction, as recordAudit does.
 */
export async function recordWebhookDeliveries(
  // A UnitOfWork's transaction (transactions/transaction-runner.ts, which builds its audit
  // writer from this file, so it is not imported here).
  unit: { readonly transaction: Transaction },
  by: AuditedBy,
  records: readonly AuditRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const { ip: _ip, user_agent: _userAgent, ...actor } = actorColumns(by);
  await deliveriesOfRecordsStatement(unit.transaction).execute({
    ...actor,
    ...recordColumns(records),
  });
}

/** The records as one array per column, the shape of the statements that take many. */
function recordColumns(records: readonly AuditRecord[]) {
  return {
    actions: records.map((record) => record.action),
    entityTypes: records.map((record) => record.entity_type),
    entityIds: records.map((record) => record.entity_id),
    eventIds: records.map((record) => record.event_id),
    changes: records.map((record) => JSON.stringify(record.changes ?? {})),
  };
}

// What the deliveries' statement reads of the entries just written (not their address).
const ENTRY_COLUMNS = {
  created_at: auditLog.created_at,
  action: auditLog.action,
  entity_type: auditLog.entity_type,
  entity_id: auditLog.entity_id,
  event_id: auditLog.event_id,
  changes: auditLog.changes,
  actor_id: auditLog.actor_id,
  actor_name: auditLog.actor_name,
  actor_role: auditLog.actor_role,
  via_token: auditLog.via_token,
};

// Most changes write one entry: that insert is built once per connection.
const insertEntryStatement = preparedPerConnection((executor) =>
  withWebhookDeliveries(
    executor,
    executor.$with("entry").as(
      executor
        .insert(auditLog)
        .values({
          actor_id: sql.placeholder("actor_id"),
          actor_name: sql.placeholder("actor_name"),
          actor_role: sql.placeholder("actor_role"),
          ip: sql.placeholder("ip"),
          user_agent: sql.placeholder("user_agent"),
          via_token: sql.placeholder("via_token"),
          action: sql.placeholder("action"),
          entity_type: sql.placeholder("entity_type"),
          entity_id: sql.placeholder("entity_id"),
          event_id: sql.placeholder("event_id"),
          changes: sql.placeholder("changes"),
        })
        .returning(ENTRY_COLUMNS),
    ),
  ).prepare("insert_audit_entry"),
);

// A batch (a sync's 500 check-ins) sends its entries as one array per column: the statement's
// text is the same for any number, so it is built once, not a VALUES row of ten per entry.
const insertEntriesStatement = preparedPerConnection((executor) =>
  withWebhookDeliveries(
    executor,
    executor.$with("entry").as(
      executor
        .insert(auditLog)
        .select(
          sql`select gen_random_uuid(), clock_timestamp(), ${sql.placeholder("actor_id")}::uuid,
        ${sql.placeholder("actor_name")}::text, ${sql.placeholder("actor_role")}::text,
        entry.action, entry.entity_type, entry.entity_id, entry.event_id, entry.changes,
        ${sql.placeholder("ip")}::text, ${sql.placeholder("user_agent")}::text,
        ${sql.placeholder("via_token")}::text
      from unnest(${sql.placeholder("actions")}::text[], ${sql.placeholder("entityTypes")}::text[],
        ${sql.placeholder("entityIds")}::uuid[], ${sql.placeholder("eventIds")}::uuid[],
        ${sql.placeholder("changes")}::json[])
        with ordinality as entry(action, entity_type, entity_id, event_id, changes, position)
      order by entry.position`,
        )
        .returning(ENTRY_COLUMNS),
    ),
  ).prepare("insert_audit_entries"),
);

// As insertEntriesStatement, with the records as entries of no table: their time is the clock's
// at the write, as an entry's would be.
const deliveriesOfRecordsStatement = preparedPerConnection((executor) =>
  withWebhookDeliveries(
    executor,
    executor.$with("entry", { entity_id: sql<string | null>`entity_id` }).as(
      sql`select clock_timestamp() as created_at, record.action, record.entity_type,
        record.entity_id, record.event_id, record.changes,
        ${sql.placeholder("actor_id")}::uuid as actor_id,
        ${sql.placeholder("actor_name")}::text as actor_name,
        ${sql.placeholder("actor_role")}::text as actor_role,
        ${sql.placeholder("via_token")}::text as via_token
      from unnest(${sql.placeholder("actions")}::text[], ${sql.placeholder("entityTypes")}::text[],
        ${sql.placeholder("entityIds")}::uuid[], ${sql.placeholder("eventIds")}::uuid[],
        ${sql.placeholder("changes")}::json[])
        with ordinality as record(action, entity_type, entity_id, event_id, changes, position)
      order by record.position`,
    ),
  ).prepare("record_webhook_deliveries"),
);

/** The recordAudit of one transaction, for a repository's transaction wrapper to hand out. */
export function auditWriter(executor: Database | Transaction) {
  return (by: AuditedBy, records: AuditRecord | readonly AuditRecord[]) =>
    recordAudit(executor, by, records);
}
export type AuditWriter = ReturnType<typeof auditWriter>;
