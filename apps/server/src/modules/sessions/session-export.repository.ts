import type { SessionType } from "@events/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { readInBatches } from "../../db/read-in-batches.js";
import { eventSessions } from "../../db/schema.js";

// The SQL of the agenda export, read in batches; the sessions' own queries stay in
// sessions.repository.ts.

/** Rows read per query of an export. */
export const SESSION_EXPORT_BATCH_ROWS = 500;

/** One session as the agenda export writes it. */
export interface ExportedSession {
  id: string;
  name: string;
  session_type: SessionType;
  other_session_type: string | null;
  /** Wall-clock YYYY-MM-DD HH:mm:ss, as PostgreSQL writes it. */
  start_datetime: string;
  end_datetime: string;
  venue: string | null;
  description: string | null;
}

export function createSessionExportRepository(db: Database) {
  return {
    /**
     * The event's sessions in the order the list shows them (start, name, id), read in batches
     * by key, so however long the agenda only a batch is held.
     */
    exportBatches(
      eventId: string,
      batchRows = SESSION_EXPORT_BATCH_ROWS,
    ): AsyncGenerator<ExportedSession[]> {
      return readInBatches<ExportedSession>(
        (last, limit) =>
          db
            .select({
              id: eventSessions.id,
              name: eventSessions.name,
              session_type: eventSessions.session_type,
              other_session_type: eventSessions.other_session_type,
              start_datetime: eventSessions.start_datetime,
              end_datetime: eventSessions.end_datetime,
              venue: eventSessions.venue,
              description: eventSessions.description,
            })
            .from(eventSessions)
            .where(
              and(
                eq(eventSessions.event_id, eventId),
                last === undefined
                  ? undefined
                  : sql`(${eventSessions.start_datetime}, ${eventSessions.name}, ${eventSessions.id}) > (${last.start_datetime}::timestamp, ${last.name}, ${last.id}::uuid)`,
              ),
            )
            .orderBy(
              asc(eventSessions.start_datetime),
              asc(eventSessions.name),
              asc(eventSessions.id),
            )
            .limit(limit),
        batchRows,
      );
    },
  };
}

export type SessionExportRepository = ReturnType<typeof createSessionExportRepository>;
