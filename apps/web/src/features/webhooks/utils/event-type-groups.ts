import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";
import { catalogueKeys } from "@/lib/catalogue-keys";

/** The kinds of record an event type is about, in the order the form lists them. */
const GROUP_TEXT = {
  participant: "webhooks.group.participant",
  registration: "webhooks.group.registration",
  session: "webhooks.group.session",
  event: "webhooks.group.event",
  message: "webhooks.group.message",
} as const satisfies Record<string, MessageId>;

/** Each type's action in words, 'participant.check_in_undone' → 'check in undone'. */
const ACTION_TEXT = catalogueKeys("webhooks.eventType", WEBHOOK_EVENT_TYPES);

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
