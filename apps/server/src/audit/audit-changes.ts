import {
  type AuditAction,
  type AuditChanges,
  type AuditEntityType,
  isSecretAuditField,
} from "@events/contract";
import type { AuditRecord } from "./audit-entry.js";

type AuditValue = unknown;

/** A stored value as JSON the log can keep: dates as ISO text, everything else as it is. */
function toAuditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  // JSON text and back turns whatever else a row holds (arrays, objects) into plain JSON.
  return JSON.parse(JSON.stringify(value)) as AuditValue;
}

/**
 * {field: [before, after]} for each named field whose value differs; a missing record (before a
 * create, after a delete) counts as all nulls. Secret fields say only that they changed.
 */
export function changesBetween<Row extends object>(
  before: Row | null | undefined,
  after: Row | null | undefined,
  fields: readonly (keyof Row & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const was = toAuditValue(before?.[field]);
    const is = toAuditValue(after?.[field]);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes[field] = isSecretAuditField(field) ? [null, null] : [was, is];
  }
  return changes;
}

/** Which row a record is about, and the event it belongs to (null: every event's, or none's). */
export interface AuditedRow {
  entity_type: AuditEntityType;
  entity_id: string;
  event_id: string | null;
}

/** A row of an event (or of none: event_id null) as the log names it: its own id, its event. */
export function auditedRow(
  entityType: AuditEntityType,
  row: { id: string; event_id: string | null },
): AuditedRow {
  return { entity_type: entityType, entity_id: row.id, event_id: row.event_id };
}

/**
 * The record of a change to one row of an event: the named fields that differ between the row
 * before and after (null before a create, after a delete).
 */
export function rowChangeRecord<Row extends object>(
  action: AuditAction,
  row: AuditedRow,
  [before, after]: readonly [Row | null | undefined, Row | null | undefined],
  fields: readonly (keyof Row & string)[],
): AuditRecord {
  return { action, ...row, changes: changesBetween(before, after, fields) };
}
