import type { AuditAction, AuditChanges, ErrorCode } from "@events/contract";
import type { AuditRecord } from "../audit/audit-entry.js";

/** The entry of one step of a sign-in, about the user whose sign-in it is (when known). */
export function signInRecord(
  action: AuditAction,
  userId: string | null,
  changes: AuditChanges = {},
): AuditRecord {
  return { action, entity_type: "user", entity_id: userId, event_id: null, changes };
}

/**
 * The entry of a refused sign-in, about the account when it is known. A refusal other than a
 * wrong password (a passkey's, a password right for a passkey-only account) says its error code.
 */
export function failedSignInRecord(userId: string | null, reason?: ErrorCode): AuditRecord {
  return signInRecord("sign_in_failed", userId, reason ? { reason: [null, reason] } : {});
}
