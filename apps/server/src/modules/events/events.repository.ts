import type { EventSort, EventStatus } from "@events/contract";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type EventScope, eventIdInScope, eventsInScope } from "../../access/event-scope.js";
import type { Database, Transaction } from "../../db/client.js";
import { findRow, findRowForUpdate } from "../../db/find-row.js";
import { type PageWithTotal, readPageWithTotal } from "../../db/page-with-total.js";
import {
  type EventRow,
  eventDocuments,
  eventSessions,
  events,
  participants,
  searchText,
  sessionDocuments,
  users,
} from "../../db/schema.js";
import { containsPattern } from "../../db/search.js";
import { orderBySort, type SortedPage } from "../../db/sort.js";
import { selectTableRows } from "../../db/table-rows.js";
import { deleteRows, insertRow, updateRow } from "../../db/write-row.js";
import { filesFreeToRemove } from "../../people/participant-images.js";
import {
  createTransactionRunner,
  type InTransaction,
} from "../../transactions/transaction-runner.js";

/** The columns a create or update writes; the rest are the database's or the files'. */
export type EventFields = Omit<
  typeof events.$inferInsert,
  "id" | "logo_url" | "cover_image_url" | "calendar_token" | "created_date" | "updated_date"
>;

export type EventImages = Pick<EventRow, "logo_url" | "cover_image_url">;

/** Which events a statement concerns: one, or every event there is. */
export type EventSelection = { id: string } | "all";

/** The condition on a column holding an event id that picks the selected events. */
function isSelected(eventIdColumn: PgColumn, selection: EventSelection): SQL | undefined {
  return selection === "all" ? undefined : eq(eventIdColumn, selection.id);
}

const NEWEST_FIRST = [desc(events.created_date), desc(events.id)];

/** Which events a paged list takes. */
export interface EventFilters {
  /** The events the caller may see. */
  scope: EventScope;
  /** Matched anywhere in the name or the venue, whatever the case; '' takes all. */
  q: string;
  status?: EventStatus | undefined;
  /** YYYY-MM-DD: the events whose wall-clock start..end covers that day. */
  date?: string | undefined;
}

const SORT_COLUMNS = {
  name: events.event_name,
  date: events.event_datetime,
  created_date: events.created_date,
} as const;

/** Events without a start come last whichever the direction. */
function orderOf(sort: EventSort): SQL[] {
  return orderBySort(sort, SORT_COLUMNS, events.id, { nullsLast: true });
}

function eventsMatching(filters: EventFilters): SQL | undefined {
  return and(
    eventsInScope(filters.scope),
    filters.status === undefined ? undefined : eq(events.event_status, filters.status),
    filters.date === undefined
      ? undefined
      : sql`${events.event_datetime}::date <= ${filters.date}::date and coalesce(${events.end_datetime}, ${events.event_datetime})::date >= ${filters.date}::date`,
    filters.q === ""
      ? undefined
      : sql`${searchText(events.event_name, events.venue)} like ${containsPattern(filters.q)}`,
  );
}

/** How many there are of each thing a dashboard counts. */
export interface EventTotals {
  eventsByStatus: { status: EventStatus; count: number }[];
  sessions: number;
  participants: number;
}

/** The statements a service may combine inside one transaction. */
function createEventsTransaction(transaction: Transaction) {
  return {
    /**
     * Whether the user exists and is an event admin. The row stays locked against deletion and
     * changes until the transaction ends, so the event never points at a user who just went.
     */
    async isEventAdminForShare(userId: string): Promise<boolean> {
      const [user] = await transaction
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.type, "event_admin")))
        .limit(1)
        .for("share");
      return user !== undefined;
    },

    /** Locks the event until the transaction ends: no change, delete or new child row meanwhile. */
    findByIdForUpdate(id: string): Promise<EventRow | undefined> {
      return findRowForUpdate(transaction, events, eq(events.id, id));
    },

    /**
     * Keeps every other transaction from writing events, or rows that point at them, until this
     * one ends (plain reads go on), so "all events" means the same rows from here to the delete.
     */
    async lockAll(): Promise<void> {
      await transaction.execute(sql`lock table ${events} in exclusive mode`);
    },

    insert(fields: EventFields & EventImages): Promise<EventRow> {
      return insertRow(transaction, events, fields);
    },

    update(id: string, fields: EventFields & EventImages): Promise<EventRow | undefined> {
      return updateRow(transaction, events, fields, eq(events.id, id));
    },

    /**
     * The stored files that belong to the selected events and must go when they are deleted.
     * Every table that cascades from events and keeps files adds its query here, so deleting
     * events, one or all, removes all of their files once the transaction has committed.
     * Call it with the events locked (findByIdForUpdate or lockAll) and before deleting them.
     */
    async listOwnedFiles(selection: EventSelection): Promise<string[]> {
      const images = await transaction
        .select({ logo_url: events.logo_url, cover_image_url: events.cover_image_url })
        .from(events)
        .where(isSelected(events.id, selection));
      const documents = await transaction
        .select({ storage_key: eventDocuments.storage_key })
        .from(eventDocuments)
        .where(isSelected(eventDocuments.event_id, selection));
      const sessionImages = await transaction
        .select({ image: eventSessions.image })
        .from(eventSessions)
        .where(isSelected(eventSessions.event_id, selection));
      const sessionDocumentFiles = await transaction
        .select({ storage_key: sessionDocuments.storage_key })
        .from(sessionDocuments)
        .innerJoin(eventSessions, eq(eventSessions.id, sessionDocuments.session_id))
        .where(isSelected(eventSessions.event_id, selection));
      const participantImages = await transaction
        .select({ profile_image: participants.profile_image })
        .from(participants)
        .where(isSelected(participants.event_id, selection));
      return [
        ...images
          .flatMap((image) => [image.logo_url, image.cover_image_url])
          .filter((reference): reference is string => reference !== null),
        ...documents.map((document) => document.storage_key),
        ...sessionImages
          .map((session) => session.image)
          .filter((reference): reference is string => reference !== null),
        ...sessionDocumentFiles.map((document) => document.storage_key),
        ...participantImages
          .map((participant) => participant.profile_image)
          .filter((reference): reference is string => reference !== null),
      ];
    },

    /** Rows of tables that point at events go with them (ON DELETE CASCADE). Answers how many. */
    delete(selection: EventSelection): Promise<number> {
      return deleteRows(transaction, events, isSelected(events.id, selection));
    },

    /** Of the files deleted events owned, those to remove after the commit (see filesFreeToRemove). */
    filesFreeToRemove(files: readonly string[]): Promise<string[]> {
      return filesFreeToRemove(transaction, files);
    },
  };
}

export type EventsTransaction = InTransaction<ReturnType<typeof createEventsTransaction>>;

export function createEventsRepository(db: Database) {
  return {
    findById(id: string): Promise<EventRow | undefined> {
      return findRow(db, events, eq(events.id, id));
    },

    /** The events of the scope in one query, newest first; the id breaks ties so the order is stable. */
    async listInScope(scope: EventScope): Promise<EventRow[]> {
      return selectTableRows(
        db,
        events,
        db
          .select()
          .from(events)
          .where(eventsInScope(scope))
          .orderBy(...NEWEST_FIRST),
      );
    },

    /** One page of the events the filters take, and how many they take in all. */
    async listPage(
      filters: EventFilters,
      page: SortedPage<EventSort>,
    ): Promise<PageWithTotal<EventRow>> {
      const where = eventsMatching(filters);
      return readPageWithTotal(
        db,
        selectTableRows(
          db,
          events,
          db
            .select()
            .from(events)
            .where(where)
            .orderBy(...orderOf(page.sort))
            .limit(page.limit)
            .offset(page.offset),
        ),
        events,
        where,
      );
    },

    /**
     * The totals of the scope's events: events per status, their sessions and their
     * participants (from the counters the triggers keep, not by counting rows).
     */
    async totals(scope: EventScope): Promise<EventTotals> {
      // participant_counts is kept by triggers and has no drizzle table.
      const countedParticipants = eventIdInScope(sql`event_id`, scope);
      const [eventsByStatus, [sessionCount], participantCount] = await Promise.all([
        db
          .select({ status: events.event_status, count: count() })
          .from(events)
          .where(eventsInScope(scope))
          .groupBy(events.event_status),
        db
          .select({ total: count() })
          .from(eventSessions)
          .where(eventIdInScope(eventSessions.event_id, scope)),
        db.execute(
          sql`select coalesce(sum(count), 0)::int as total from participant_counts ${
            countedParticipants ? sql`where ${countedParticipants}` : sql``
          }`,
        ) as unknown as Promise<{ rows: { total: number }[] }>,
      ]);
      return {
        eventsByStatus,
        sessions: sessionCount?.total ?? 0,
        participants: participantCount.rows[0]?.total ?? 0,
      };
    },

    runInTransaction: createTransactionRunner(db, createEventsTransaction),
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
