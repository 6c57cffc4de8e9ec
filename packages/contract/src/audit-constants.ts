import { ACCOUNT_TYPES } from "./user-constants.js";

// The activity log: one entry per change, written in the change's own transaction,
// never edited. These are its words for both the server and the screens, apart
// from its schemas (audit.ts): the activity log draws with them on its first load, and zod should
// not have to come with them.

export const AUDIT_ENTITY_TYPES = [
  "user",
  "event",
  "event_document",
  "session",
  "session_document",
  "participant",
  "message",
  "person",
  "registration",
  "registration_form",
  "door_staff",
  "device",
  "webhook",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "delete_all",
  "import",
  "check_in",
  "undo_check_in",
  "renew_ticket",
  "calendar_link_rotate",
  "send",
  "password_change",
  "code_sent",
  "sign_in",
  "sign_in_failed",
  "code_failed",
  "sign_out",
  "erase",
  "confirm",
  "approve",
  "reject",
  "cancel",
  "offer",
  "accept_offer",
  "decline_offer",
  "expire",
  "add_staff",
  "remove_staff",
  "pair_device",
  "revoke_device",
  "create_token",
  "revoke_token",
  "sign_in_passkey",
  "sign_in_sso",
  "sso_failed",
  "add_passkey",
  "remove_passkey",
  "passkey_only_change",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who acted: an admin (as they were then), the server itself, someone not signed in, or a
 * participant in their app (named by no more than an id, so the log keeps no person's name).
 */
export const AUDIT_ACTOR_ROLES = [...ACCOUNT_TYPES, "system", "anonymous", "participant"] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: "User",
  event: "Event",
  event_document: "Event document",
  session: "Session",
  session_document: "Session document",
  participant: "Participant",
  message: "Message",
  person: "Person",
  registration: "Registration",
  registration_form: "Registration form",
  door_staff: "Door staff",
  device: "Door device",
  webhook: "Webhook",
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  delete_all: "Deleted all",
  import: "Imported",
  check_in: "Checked in",
  undo_check_in: "Check-in undone",
  renew_ticket: "Ticket renewed",
  calendar_link_rotate: "Calendar link renewed",
  send: "Sent",
  password_change: "Password changed",
  code_sent: "Sign-in code sent",
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  code_failed: "Wrong sign-in code",
  sign_out: "Signed out",
  erase: "Erased",
  confirm: "Confirmed",
  approve: "Approved",
  reject: "Rejected",
  cancel: "Cancelled",
  offer: "Place offered",
  accept_offer: "Offer accepted",
  decline_offer: "Offer declined",
  expire: "Expired",
  add_staff: "Door staff added",
  remove_staff: "Door staff removed",
  pair_device: "Device paired",
  revoke_device: "Device signed out",
  create_token: "API token created",
  revoke_token: "API token revoked",
  sign_in_passkey: "Signed in with a passkey",
  sign_in_sso: "Signed in through single sign-on",
  sso_failed: "Failed single sign-on",
  add_passkey: "Passkey added",
  remove_passkey: "Passkey removed",
  passkey_only_change: "Passkey only changed",
};

export const AUDIT_ACTOR_ROLE_LABELS: Record<AuditActorRole, string> = {
  system_admin: "System admin",
  event_admin: "Event admin",
  door_staff: "Door staff",
  system: "System",
  anonymous: "Not signed in",
  participant: "Participant",
};

/**
 * Fields whose values are never recorded: a change to one is logged as [null, null], which says
 * that it changed and nothing of what it was or became.
 */
export const AUDIT_SECRET_FIELDS = ["password"] as const;

export function isSecretAuditField(field: string): boolean {
  return (AUDIT_SECRET_FIELDS as readonly string[]).includes(field);
}

/** How many of an event's latest entries its Activity card shows. */
export const EVENT_ACTIVITY_CARD_SIZE = 5;

/** The columns of the activity log's CSV export, in order. */
export const AUDIT_EXPORT_COLUMNS = [
  "created_at",
  "actor_id",
  "actor_name",
  "actor_role",
  "action",
  "entity_type",
  "entity_id",
  "event_id",
  "event_name",
  "changes",
  "ip",
  "user_agent",
] as const;

export const AUDIT_LOG_MESSAGES = {
  fromAfterTo: "from must not be after to",
  exportFormat: "format must be csv",
  dayOrInstant: (field: string) =>
    `${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a zone`,
} as const;
