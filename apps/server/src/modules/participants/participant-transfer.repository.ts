import type { ParticipantRole } from "@events/contract";
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import {
  type EventAccess,
  findEventAccess,
  findEventAccessForShare,
} from "../../db/event-access.js";
import { events, participants } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import {
  type NewParticipant,
  type ParticipantFilters,
  ParticipantTakenError,
  participantsMatching,
} from "./participants.repository.js";

// The SQL of participant import and export (issue 13). The create and list queries stay in
// participants.repository.ts; this file adds what moving many rows at once needs.

/** PostgreSQL takes at most 65,535 bind parameters in one statement. */
const MAX_BIND_PARAMETERS = 65_535;
/** Bind parameters one imported row takes (see insertChunk). */
const PARAMETERS_PER_ROW = 8;
/** Rows per INSERT: well inside the limit, and small enough to keep each statement cheap. */
export const IMPORT_INSERT_CHUNK_ROWS = Math.min(
  1_000,
  Math.floor(MAX_BIND_PARAMETERS / PARAMETERS_PER_ROW),
);
/** Rows read per query of an export. */
export const EXPORT_BATCH_ROWS = 1_000;

/** An e-mail and username the event already has, as stored. */
export interface TakenInEvent {
  email: string;
  username: string;
}

/** One participant as the export writes it. */
export interface ExportedParticipant {
  name: string;
  email: string;
  phone: string | null;
  username: string;
  participant_role: ParticipantRole;
  is_active: boolean;
  created_date: Date;
}

interface ExportCursor {
  /** created_date as PostgreSQL writes it: a Date would lose its microseconds. */
  createdDate: string;
  id: string;
}

export function createParticipantTransferRepository(db: Database) {
  return {
    findEvent(eventId: string): Promise<EventAccess | undefined> {
      return findEventAccess(db, eventId);
    },

    async findEventName(eventId: string): Promise<string | undefined> {
      const [event] = await db
        .select({ name: events.event_name })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      return event?.name;
    },

    /**
     * The event's participants having one of these e-mails or usernames (either case). The
     * lists go as two array parameters, however many rows the file has.
     */
    findTakenInEvent(
      eventId: string,
      emails: readonly string[],
      usernames: readonly string[],
    ): Promise<TakenInEvent[]> {
      const lowerEmails = [...new Set(emails.map((email) => email.toLowerCase()))];
      const lowerUsernames = [...new Set(usernames.map((username) => username.toLowerCase()))];
      return db
        .select({ email: participants.email, username: participants.username })
        .from(participants)
        .where(
          and(
            eq(participants.event_id, eventId),
            or(
              sql`lower(${participants.email}) = any(${sql.param(lowerEmails)}::text[])`,
              sql`lower(${participants.username}) = any(${sql.param(lowerUsernames)}::text[])`,
            ),
          ),
        );
    },

    /**
     * Inserts every row in one transaction, in chunks of multi-row INSERTs, after checking with
     * the event locked (kept from being deleted or reassigned) that the caller may still add to
     * it. Rows get created dates a microsecond apart in the file's order, so the lists show them
     * in that order. A repeated e-mail or username (a race) rolls everything back and throws
     * ParticipantTakenError.
     */
    async insertAll(
      eventId: string,
      rows: readonly NewParticipant[],
      assertAllowed: (event: EventAccess | undefined) => void,
    ): Promise<number> {
      try {
        return await db.transaction(async (transaction) => {
          assertAllowed(await findEventAccessForShare(transaction, eventId));
          let inserted = 0;
          for (let start = 0; start < rows.length; start += IMPORT_INSERT_CHUNK_ROWS) {
            const chunk = rows.slice(start, start + IMPORT_INSERT_CHUNK_ROWS);
            await transaction.insert(participants).values(
              chunk.map((row, index) => {
                const createdDate = sql`now() + make_interval(secs => ${(start + index) / 1e6})`;
                return { ...row, created_date: createdDate, updated_date: createdDate };
              }),
            );
            inserted += chunk.length;
          }
          return inserted;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ParticipantTakenError();
        throw error;
      }
    },

    /**
     * The matching participants in the list's default order (newest first, id breaking ties),
     * read in batches by key, so each query is an index range and nothing is held but a batch.
     */
    async *exportBatches(
      eventId: string,
      filters: ParticipantFilters,
      batchRows = EXPORT_BATCH_ROWS,
    ): AsyncGenerator<ExportedParticipant[]> {
      let cursor: ExportCursor | undefined;
      for (;;) {
        const rows = await db
          .select({
            id: participants.id,
            name: participants.name,
            email: participants.email,
            phone: participants.phone,
            username: participants.username,
            participant_role: participants.participant_role,
            is_active: sql<boolean>`participant_is_active(${participants.status})`,
            created_date: participants.created_date,
            cursor_date: sql<string>`${participants.created_date}::text`,
          })
          .from(participants)
          .where(
            and(
              participantsMatching(eventId, filters),
              cursor === undefined
                ? undefined
                : sql`(${participants.created_date}, ${participants.id}) < (${cursor.createdDate}::timestamptz, ${cursor.id}::uuid)`,
            ),
          )
          .orderBy(desc(participants.created_date), desc(participants.id))
          .limit(batchRows);
        if (rows.length > 0) yield rows;
        const last = rows.at(-1);
        if (!last || rows.length < batchRows) return;
        cursor = { createdDate: last.cursor_date, id: last.id };
      }
    },
  };
}

export type ParticipantTransferRepository = ReturnType<typeof createParticipantTransferRepository>;
