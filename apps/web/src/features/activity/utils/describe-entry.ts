import { type AuditEntry, isSecretAuditField } from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";
import { textOfErrorCode } from "@/lib/api-error";
import { formatMomentHere } from "@/lib/format-moment";
import {
  AUDIT_ACTION_TEXT,
  AUDIT_ACTOR_ROLE_TEXT,
  AUDIT_ENTITY_TEXT,
  AUDIT_FIELD_TEXT,
} from "./audit-labels";

// Called while rendering, so every text is in the language active then.

/** The value shown for none: a mark, not a word, so the same in every language. */
const EMPTY_VALUE = "—";

/**
 * When an entry was written, in the browser's own zone, in the app's words for a date:
 * '5th of Mar 2025, 3:30 PM'. The log answers UTC; the reader thinks in their own time.
 */
export function formatEntryTime(createdAt: string): string {
  return formatMomentHere(createdAt);
}

type ActorFields = Pick<AuditEntry, "actor_name" | "actor_role">;

/**
 * Who acted, as they were named then: the server itself is 'System'; someone not signed in is
 * named by the e-mail address they tried, when there was one; a participant in their app by
 * their role alone.
 */
function describeActor({ actor_name, actor_role }: ActorFields): string {
  if (actor_role === "system") return t("activity.role.system");
  if (actor_role === "anonymous") return actor_name ?? t("activity.role.anonymous");
  if (actor_role === "participant") return t("activity.role.participant");
  return actor_name ?? t("activity.entry.unknownActor");
}

/**
 * The actor as describeActor names them, and the API token when they acted through one: 'Grace
 * Hopper via token CRM sync', so a change made by a script is not taken for one made by hand.
 */
export function describeActorName(entry: ActorFields & Pick<AuditEntry, "via_token">): string {
  const actor = describeActor(entry);
  return entry.via_token === null
    ? actor
    : t("activity.entry.viaToken", { actor, token: entry.via_token });
}

/** The actor's role beside their name; none for the server, whose name says it all. */
export function describeActorRole({ actor_role }: ActorFields): string | undefined {
  return actor_role === "system" ? undefined : t(AUDIT_ACTOR_ROLE_TEXT[actor_role]);
}

/** 'Updated · Event': what was done, to what kind of record. */
export function describeAction({
  action,
  entity_type,
}: Pick<AuditEntry, "action" | "entity_type">) {
  return t("activity.entry.headline", {
    action: t(AUDIT_ACTION_TEXT[action]),
    entityType: t(AUDIT_ENTITY_TEXT[entity_type]),
  });
}

/** The event's name now; 'Deleted event' once it is gone; nothing for an entry of no event. */
export function describeEventName({
  event_id,
  event_name,
}: Pick<AuditEntry, "event_id" | "event_name">): string | undefined {
  if (event_name !== null) return event_name;
  return event_id !== null ? t("activity.entry.deletedEvent") : undefined;
}

/**
 * A changed field's name in the reader's language ('event_name' → 'Event Name', in German 'Name
 * der Veranstaltung'); a field the log has no name for, as the log records it.
 */
export function describeField(field: string): string {
  const key = AUDIT_FIELD_TEXT.get(field);
  return key === undefined ? field : t(key);
}

/** A recorded value as text: an em dash for none, lists (theme colours) joined, Yes or No. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  if (Array.isArray(value)) {
    return value.length === 0 ? EMPTY_VALUE : value.map(formatAuditValue).join(", ");
  }
  if (typeof value === "boolean") return t(value ? "activity.value.yes" : "activity.value.no");
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

export type ChangeRow =
  | { field: string; label: string; isSecret: true }
  | { field: string; label: string; isSecret: false; before: string; after: string };

/** Each changed field, readable, in the order the log gives; a secret one says only that it changed. */
/**
 * A refused sign-in's reason is an error code (`passkeys.notRecognised`, `sso.unknownAccount`):
 * read as its text. Any other reason (an erasure's) is what someone wrote.
 */
function formatFieldValue(field: string, value: unknown): string {
  const codeText =
    field === "reason" && typeof value === "string" ? textOfErrorCode(value) : undefined;
  return codeText ?? formatAuditValue(value);
}

export function describeChanges(changes: AuditEntry["changes"]): ChangeRow[] {
  return Object.entries(changes).map(([field, [before, after]]) => {
    const label = describeField(field);
    return isSecretAuditField(field)
      ? { field, label, isSecret: true }
      : {
          field,
          label,
          isSecret: false,
          before: formatFieldValue(field, before),
          after: formatFieldValue(field, after),
        };
  });
}

/** 'Venue, Description': the changed fields' names, for a line that has no room for values. */
export function listChangedFields(changes: AuditEntry["changes"]): string {
  // A plain list, as English writes it ('Venue, Description'), not 'Venue and Description'.
  return new Intl.ListFormat(activeLanguage(), { type: "unit" }).format(
    Object.keys(changes).map(describeField),
  );
}
