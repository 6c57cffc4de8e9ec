import type { AuditEntry } from "@events/contract";
import type { AuditLogRow } from "../db/schema.js";

/** The one shape an activity-log entry leaves the server in, with its event's name now. */
export function presentAuditEntry(row: AuditLogRow & { event_name: string | null }): AuditEntry {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    actor_role: row.actor_role,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    event_id: row.event_id,
    event_name: row.event_name,
    changes: row.changes,
    ip: row.ip,
    user_agent: row.user_agent,
    via_token: row.via_token,
  };
}
