import type { UserRow } from "../db/schema.js";
import { changesBetween } from "./audit-changes.js";
import type { AuditRecord } from "./audit-entry.js";

/**
 * What the activity log keeps of a user: every field a person sets, and whether they have signed
 * in. Never the password hash; a new password is only said to have changed.
 */
const AUDITED_USER_FIELDS = [
  "name",
  "email",
  "phone",
  "type",
  "is_verified",
  "profile_image",
] as const satisfies readonly (keyof UserRow)[];

function userRecord(action: AuditRecord["action"], user: UserRow, changes: AuditRecord["changes"]) {
  return { action, entity_type: "user", entity_id: user.id, event_id: null, changes } as const;
}

/** An account made by an admin, the command line, the first start or a single sign-on. */
export function userCreatedRecord(user: UserRow): AuditRecord {
  return userRecord("create", user, changesBetween(null, user, AUDITED_USER_FIELDS));
}

/**
 * The changed fields, and the password as [null, null] when it changed. A change of the password
 * alone is a password_change, so the log can be searched for those.
 */
export function userUpdatedRecord(
  before: UserRow,
  after: UserRow,
  isPasswordChanged: boolean,
): AuditRecord {
  const changes = changesBetween(before, after, AUDITED_USER_FIELDS);
  const isOnlyPassword = isPasswordChanged && Object.keys(changes).length === 0;
  if (isPasswordChanged) changes.password = [null, null];
  return userRecord(isOnlyPassword ? "password_change" : "update", after, changes);
}

export function userDeletedRecord(user: UserRow): AuditRecord {
  return userRecord("delete", user, changesBetween(user, null, AUDITED_USER_FIELDS));
}
