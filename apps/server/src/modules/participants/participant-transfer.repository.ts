import type { ParticipantRole } from "@events/contract";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { auditWriter } from "../../audit/audit-entry.js";
import type { Database, Transaction } from "../../db/client.js";
import {
  type EventAccess,
  findEventAccess,
  findEventAccessForShare,
  findEventName,
} from "../../db/event-access.js";
import { participantIsActive } from "../../db/participant-conditions.js";
import { participants } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import {
  type NewParticipant,
  type ParticipantFilters,
  ParticipantTakenError,
  participantsMatching,
} from "./participants.repository.js";

// The SQL of participant import and export (issue 13). The create and list queries stay in
// participants.repository.ts; this file adds what moving many rows at once needs.

/**
 * Rows per INSERT. Each statement sends its rows as one array per column (unnest), so it binds
 * eight parameters whatever its size, far inside PostgreSQL's 65,535; a row per VALUES tuple
 * would bind eight each, and building such statements cost drizzle a third of a millisecond a
 * row. Chunks keep each statement's arrays a moderate size.
 */
export const IMPORT_INSERT_CHUNK_ROWS = 2_000;
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
  checked_in_at: Date | null;
}

interface ExportCursor {
  /** created_date as PostgreSQL writes it: a Date would lose its microseconds. */
  createdDate: string;
  id: string;
}

const column = <T>(rows: readonly NewParticipant[], pick: (row: NewParticipant) => T) =>
  sql.param(rows.map(pick));

/**
 * One INSERT of these rows of the event, the n-th row of the file created `offset + n`
 * microseconds after the transaction began.
 */
function insertChunk(eventId: string, rows: readonly NewParticipant[], offset: number): SQL {
  const createdDate = sql`now() + make_interval(secs => (${offset} + row_number - 1) / 1000000.0)`;
  return sql`
    insert into ${participants} (event_id, name, email, phone, username, participant_role,
      skip_otp, profile_image, created_date, updated_date)
    select ${eventId}::uuid, name, email, phone, username, participant_role, skip_otp,
      profile_image, ${createdDate}, ${createdDate}
    from unnest(
      ${column(rows, (row) => row.name)}::text[],
      ${column(rows, (row) => row.email)}::text[],
      ${column(rows, (row) => row.phone ?? null)}::text[],
      ${column(rows, (row) => row.username)}::text[],
      ${column(rows, (row) => row.participant_role ?? "attendee")}::text[],
      ${column(rows, (row) => row.skip_otp ?? false)}::boolean[],
      ${column(rows, (row) => row.profile_image ?? null)}::text[]
    ) with ordinality as imported(name, email, phone, username, participant_role, skip_otp,
      profile_image, row_number)`;
}

/** The statements an import combines inside its one transaction. */
function createImportTransaction(transaction: Transaction) {
  return {
    audit: auditWriter(transaction),

    /** The event, kept from being deleted or reassigned until the transaction ends. */
    findEventForShare(eventId: string): Promise<EventAccess | undefined> {
      return findEventAccessForShare(transaction, eventId);
    },

    /**
     * Inserts every row in chunks of INSERTs; rows get created dates a microsecond apart in the
     * file's order, so the lists show them in that order. Answers how many were inserted.
     */
    async insertAll(eventId: string, rows: readonly NewParticipant[]): Promise<number> {
      let inserted = 0;
      for (let start = 0; start < rows.length; start += IMPORT_INSERT_CHUNK_ROWS) {
        const chunk = rows.slice(start, start + IMPORT_INSERT_CHUNK_ROWS);
        await transaction.execute(insertChunk(eventId, chunk, start));
        inserted += chunk.length;
      }
      return inserted;
    },
  };
}

export type ImportTransaction = ReturnType<typeof createImportTransaction>;

export function createParticipantTransferRepository(db: Database) {
  return {
    findEvent(eventId: string): Promise<EventAccess | undefined> {
      return findEventAccess(db, eventId);
    },

    findEventName(eventId: string): Promise<string | undefined> {
      return findEventName(db, eventId);
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
     * Runs an import in one transaction. A repeated e-mail or username (a race) rolls
     * everything back and throws ParticipantTakenError.
     */
    async runInTransaction<T>(work: (transaction: ImportTransaction) => Promise<T>): Promise<T> {
      try {
        return await db.transaction((transaction) => work(createImportTransaction(transaction)));
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
            is_active: participantIsActive,
            created_date: participants.created_date,
            checked_in_at: participants.checked_in_at,
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
