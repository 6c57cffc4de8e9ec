import { sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { participants } from "./schema.js";

/**
 * What undoing a check-in sets, from the organiser's list or at a door: no time, no one, no door,
 * and the change's time, by which the doors' lists see that it is undone.
 */
export const undoneCheckIn = {
  checked_in_at: null,
  checked_in_by: null,
  checked_in_door: null,
  checked_in_recorded_at: null,
  check_in_changed_at: sql`now()`,
} satisfies PgUpdateSetSource<typeof participants>;
