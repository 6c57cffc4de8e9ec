import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@events/contract";

/** The kinds of record an event type is about, in the order the form lists them. */
const GROUP_LABELS = {
  participant: "Participants",
  registration: "Registrations",
  session: "Sessions",
  event: "Event",
  message: "Messages",
} as const;

type GroupKey = keyof typeof GROUP_LABELS;

export type EventTypeGroup = { key: GroupKey; label: string; types: readonly WebhookEventType[] };

/** 'participant.checked_in' is of the participants' group. */
function groupOf(type: WebhookEventType): GroupKey {
  return type.slice(0, type.indexOf(".")) as GroupKey;
}

/** Every event type under its record's kind; each type in exactly one group. */
export const EVENT_TYPE_GROUPS: readonly EventTypeGroup[] = (
  Object.entries(GROUP_LABELS) as [GroupKey, string][]
).map(([key, label]) => ({
  key,
  label,
  types: WEBHOOK_EVENT_TYPES.filter((type) => groupOf(type) === key),
}));

/** 'participant.check_in_undone' → 'check in undone': the type's action, in words. */
function describeAction(type: WebhookEventType): string {
  return type.slice(type.indexOf(".") + 1).replaceAll("_", " ");
}

/**
 * The subscribed types in one line for a list: 'All event types', else each group that has some,
 * whole ('Participants (all)') or by action ('Sessions: created, deleted').
 */
export function summariseEventTypes(types: readonly WebhookEventType[]): string {
  const chosen = new Set(types);
  if (WEBHOOK_EVENT_TYPES.every((type) => chosen.has(type))) return "All event types";
  return EVENT_TYPE_GROUPS.flatMap(({ label, types: groupTypes }) => {
    const picked = groupTypes.filter((type) => chosen.has(type));
    if (picked.length === 0) return [];
    if (picked.length === groupTypes.length) return [`${label} (all)`];
    return [`${label}: ${picked.map(describeAction).join(", ")}`];
  }).join("; ");
}
