import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

/** The kinds of record an event type is about, in the order the form lists them. */
const GROUP_TEXT = {
  participant: "webhooks.group.participant",
  registration: "webhooks.group.registration",
  session: "webhooks.group.session",
  event: "webhooks.group.event",
  message: "webhooks.group.message",
} as const satisfies Record<string, MessageId>;

/** Each type's action in words, 'participant.check_in_undone' → 'check in undone'. */
const ACTION_TEXT = {
  "participant.created": "webhooks.eventType.participant.created",
  "participant.updated": "webhooks.eventType.participant.updated",
  "participant.deleted": "webhooks.eventType.participant.deleted",
  "participant.checked_in": "webhooks.eventType.participant.checked_in",
  "participant.check_in_undone": "webhooks.eventType.participant.check_in_undone",
  "registration.created": "webhooks.eventType.registration.created",
  "registration.confirmed": "webhooks.eventType.registration.confirmed",
  "registration.approved": "webhooks.eventType.registration.approved",
  "registration.rejected": "webhooks.eventType.registration.rejected",
  "registration.cancelled": "webhooks.eventType.registration.cancelled",
  "registration.offered": "webhooks.eventType.registration.offered",
  "registration.offer_accepted": "webhooks.eventType.registration.offer_accepted",
  "registration.offer_declined": "webhooks.eventType.registration.offer_declined",
  "registration.expired": "webhooks.eventType.registration.expired",
  "session.created": "webhooks.eventType.session.created",
  "session.updated": "webhooks.eventType.session.updated",
  "session.deleted": "webhooks.eventType.session.deleted",
  "event.updated": "webhooks.eventType.event.updated",
  "message.sent": "webhooks.eventType.message.sent",
} as const satisfies Record<WebhookEventType, MessageId>;

type GroupKey = keyof typeof GROUP_TEXT;

export type EventTypeGroup = {
  key: GroupKey;
  /** The group's name in the language active when it is read. */
  readonly label: string;
  types: readonly WebhookEventType[];
};

/** 'participant.checked_in' is of the participants' group. */
function groupOf(type: WebhookEventType): GroupKey {
  return type.slice(0, type.indexOf(".")) as GroupKey;
}

/** Every event type under its record's kind; each type in exactly one group. */
export const EVENT_TYPE_GROUPS: readonly EventTypeGroup[] = (
  Object.keys(GROUP_TEXT) as GroupKey[]
).map((key) => ({
  key,
  get label() {
    return t(GROUP_TEXT[key]);
  },
  types: WEBHOOK_EVENT_TYPES.filter((type) => groupOf(type) === key),
}));

/**
 * The subscribed types in one line for a list: 'All event types', else each group that has some,
 * whole ('Participants (all)') or by action ('Sessions: created, deleted').
 */
export function summariseEventTypes(types: readonly WebhookEventType[]): string {
  const chosen = new Set(types);
  if (WEBHOOK_EVENT_TYPES.every((type) => chosen.has(type))) return t("webhooks.types.all");
  // A plain list, as English writes it ('created, deleted'), not 'created and deleted'.
  const actions = new Intl.ListFormat(activeLanguage(), { type: "unit" });
  return EVENT_TYPE_GROUPS.flatMap(({ label, types: groupTypes }) => {
    const picked = groupTypes.filter((type) => chosen.has(type));
    if (picked.length === 0) return [];
    if (picked.length === groupTypes.length)
      return [t("webhooks.types.groupAll", { group: label })];
    return [
      t("webhooks.types.groupSome", {
        group: label,
        actions: actions.format(picked.map((type) => t(ACTION_TEXT[type]))),
      }),
    ];
  }).join("; ");
}
