import type { EventStatus } from "@events/contract";
import { t } from "@/i18n/i18n";

// The statuses' words as the screens show them; the API's values stay as they are.
const EVENT_STATUS_TEXT = {
  SCHEDULED: "events.status.scheduled",
  ACTIVE: "events.status.active",
  UPCOMING: "events.status.upcoming",
  INPROGRESS: "events.status.inProgress",
  COMPLETED: "events.status.completed",
  CANCELLED: "events.status.cancelled",
} as const satisfies Record<EventStatus, string>;

/** The status in the active language; a status the contract does not know, as the fallback. */
export function eventStatusText(status: string, fallback = status): string {
  const key = EVENT_STATUS_TEXT[status as EventStatus];
  return key ? t(key) : fallback;
}
