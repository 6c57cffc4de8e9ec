import { eventSessions } from "../db/schema.js";
import type { PublicSessionFields } from "./session.js";

/** The columns PublicSessionFields are read from (its times as PostgreSQL writes them). */
export const publicSessionColumns = {
  name: eventSessions.name,
  description: eventSessions.description,
  session_type: eventSessions.session_type,
  other_session_type: eventSessions.other_session_type,
  start_datetime: eventSessions.start_datetime,
  end_datetime: eventSessions.end_datetime,
  venue: eventSessions.venue,
} satisfies Record<keyof PublicSessionFields, unknown>;
