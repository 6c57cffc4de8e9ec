import type { publicSessionSchema } from "@events/contract";
import type { z } from "zod";
import type { EventSessionRow } from "../db/schema.js";
import { formatRequiredWallClock } from "../db/wall-clock.js";

/** What every view of a session shows: the public agenda's, the organiser's and the app's. */
export type PublicSessionFields = Pick<
  EventSessionRow,
  | "name"
  | "description"
  | "session_type"
  | "other_session_type"
  | "start_datetime"
  | "end_datetime"
  | "venue"
>;

/**
 * A session as the public agenda shows it, which the organiser's and the app's views extend:
 * its times as wall clocks.
 */
export function presentPublicSession(
  row: PublicSessionFields,
): z.infer<typeof publicSessionSchema> {
  return {
    name: row.name,
    description: row.description,
    session_type: row.session_type,
    other_session_type: row.other_session_type,
    start_datetime: formatRequiredWallClock(row.start_datetime),
    end_datetime: formatRequiredWallClock(row.end_datetime),
    venue: row.venue,
  };
}
