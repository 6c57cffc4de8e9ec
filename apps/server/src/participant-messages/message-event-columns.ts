import { events } from "../db/schema.js";
import type { MessageEvent } from "./message-text.js";

/** The event columns the placeholders read, to select a MessageEvent beside a copy. */
export const messageEventColumns = {
  event_name: events.event_name,
  event_datetime: events.event_datetime,
  time_zone: events.time_zone,
  venue: events.venue,
} satisfies Record<keyof MessageEvent, unknown>;
