import { type AuditChanges, isSecretAuditField } from "@events/contract";

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
