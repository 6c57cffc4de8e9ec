import type { AuditAction, AuditEntityType } from "@events/contract";
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client.js";
import { type AuditLogRow, auditLog } from "../db/schema.js";

export interface AuditEntryFilter {
  action?: AuditAction;
  entity_type?: AuditEntityType;
  entity_id?: string | null;
  event_id?: string;
  actor_id?: string;
}

/** The entries written so far that match, oldest first, read straight from the table. */
export async function auditEntriesWhere(
  db: Database,
  filter: AuditEntryFilter,
): Promise<AuditLogRow[]> {
  const conditions: SQL[] = [];
  for (const [column, value] of Object.entries(filter) as [keyof AuditEntryFilter, unknown][]) {
    if (value === undefined) continue;
    conditions.push(
      value === null ? isNull(auditLog[column]) : eq(auditLog[column], String(value)),
    );
  }
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(asc(auditLog.created_at));
}

/** Asserts that exactly one entry matches, and answers it. */
export async function expectOneAuditEntry(
  db: Database,
  filter: AuditEntryFilter,
): Promise<AuditLogRow> {
  const entries = await auditEntriesWhere(db, filter);
  expect(entries, `audit entries matching ${JSON.stringify(filter)}`).toHaveLength(1);
  return entries[0] as AuditLogRow;
}
