import type { AuditAction, AuditActorRole, AuditEntityType } from "@events/contract";
import type { MessageId } from "@/i18n/message-id";

// The log's words for its kinds of record, actions and roles, as catalogue keys: each is looked
// up when shown, so it follows the active language.

export const AUDIT_ENTITY_TEXT = {
  user: "activity.entityType.user",
  event: "activity.entityType.event",
  event_document: "activity.entityType.event_document",
  session: "activity.entityType.session",
  session_document: "activity.entityType.session_document",
  participant: "activity.entityType.participant",
  message: "activity.entityType.message",
  person: "activity.entityType.person",
  registration: "activity.entityType.registration",
  registration_form: "activity.entityType.registration_form",
  door_staff: "activity.entityType.door_staff",
  device: "activity.entityType.device",
  webhook: "activity.entityType.webhook",
} as const satisfies Record<AuditEntityType, MessageId>;

export const AUDIT_ACTION_TEXT = {
  create: "activity.action.create",
  update: "activity.action.update",
  delete: "activity.action.delete",
  delete_all: "activity.action.delete_all",
  import: "activity.action.import",
  check_in: "activity.action.check_in",
  undo_check_in: "activity.action.undo_check_in",
  renew_ticket: "activity.action.renew_ticket",
  calendar_link_rotate: "activity.action.calendar_link_rotate",
  send: "activity.action.send",
  password_change: "activity.action.password_change",
  code_sent: "activity.action.code_sent",
  sign_in: "activity.action.sign_in",
  sign_in_failed: "activity.action.sign_in_failed",
  code_failed: "activity.action.code_failed",
  sign_out: "activity.action.sign_out",
  erase: "activity.action.erase",
  confirm: "activity.action.confirm",
  approve: "activity.action.approve",
  reject: "activity.action.reject",
  cancel: "activity.action.cancel",
  offer: "activity.action.offer",
  accept_offer: "activity.action.accept_offer",
  decline_offer: "activity.action.decline_offer",
  expire: "activity.action.expire",
  add_staff: "activity.action.add_staff",
  remove_staff: "activity.action.remove_staff",
  pair_device: "activity.action.pair_device",
  revoke_device: "activity.action.revoke_device",
  create_token: "activity.action.create_token",
  revoke_token: "activity.action.revoke_token",
  sign_in_passkey: "activity.action.sign_in_passkey",
  sign_in_sso: "activity.action.sign_in_sso",
  sso_failed: "activity.action.sso_failed",
  add_passkey: "activity.action.add_passkey",
  remove_passkey: "activity.action.remove_passkey",
  passkey_only_change: "activity.action.passkey_only_change",
} as const satisfies Record<AuditAction, MessageId>;

export const AUDIT_ACTOR_ROLE_TEXT = {
  system_admin: "activity.role.system_admin",
  event_admin: "activity.role.event_admin",
  door_staff: "activity.role.door_staff",
  system: "activity.role.system",
  anonymous: "activity.role.anonymous",
  participant: "activity.role.participant",
} as const satisfies Record<AuditActorRole, MessageId>;
