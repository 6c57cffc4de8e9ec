import type { ParticipantRole, ParticipantSort, ParticipantStatusFilter } from "@events/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { auditWriter } from "../../audit/audit-entry.js";
import type { Database, Transaction } from "../../db/client.js";
import { type EventAccess, eventAccessColumns, findEventAccess } from "../../db/event-access.js";
import { findRow, findRowForUpdate } from "../../db/find-row.js";
import { checkedInCondition, participantIsActive } from "../../db/participant-conditions.js";
import { events, type ParticipantRow, participants, searchText } from "../../db/schema.js";
import { containsPattern, runSearch } from "../../db/search.js";
import { sortColumn } from "../../db/sort.js";
import { selectTableRows } from "../../db/table-rows.js";
import { isUniqueViolation } from "../../db/unique-violation.js";

/** The columns a create writes; the rest are the database's. */
export type NewParticipant = Omit<
  typeof participants.$inferInsert,
  "id" | "user_id" | "status" | "created_date" | "updated_date"
>;

/** The columns an update may change. */
export type ParticipantChanges = Partial<
  Pick<
    ParticipantRow,
    | "name"
    | "email"
    | "phone"
    | "username"
    | "participant_role"
    | "skip_otp"
    | "status"
    | "profile_image"
  >
>;

/** The e-mails and usernames already taken in an event, as stored. */
export interface TakenIdentity {
  id: string;
  event_id: string;
  email: string;
  username: string;
}

/** Within one event an e-mail or username is taken (a unique index said so). */
export class ParticipantTakenError extends Error {
  constructor() {
    super("The e-mail or username is already in this event");
    this.name = "ParticipantTakenError";
  }
}

const IN_ORDER = [asc(participants.created_date), asc(participants.name), asc(participants.id)];

/** Which of an event's participants a paged list or an export takes. */
export interface ParticipantFilters {
  /** Matched anywhere in name, email, phone, username or role, whatever the case; '' takes all. */
  q: string;
  role?: ParticipantRole | undefined;
  status?: ParticipantStatusFilter | undefined;
  /** true: only those checked in; false: only those not. */
  checkedIn?: boolean | undefined;
}

export interface ParticipantPage {
  sort: ParticipantSort;
  offset: number;
  limit: number;
}

const SORT_COLUMNS = {
  name: participants.name,
  email: participants.email,
  created_date: participants.created_date,
} as const;

/** The sort, then the id in the same direction. */
function orderOf(sort: ParticipantSort): SQL[] {
  const { column, isDescending } = sortColumn(sort, SORT_COLUMNS);
  const direction = isDescending ? desc : asc;
  return [direction(column), direction(participants.id)];
}

/** Each part of a filter: a value, or the placeholder of a prepared statement; undefined: none. */
interface FilterParts {
  eventId: string | Placeholder;
  role?: ParticipantRole | Placeholder | undefined;
  isActive?: boolean | Placeholder | undefined;
  searchPattern?: string | undefined;
  checkedIn?: boolean | undefined;
}

function conditionOf(parts: FilterParts): SQL {
  return and(
    eq(participants.event_id, parts.eventId),
    parts.role === undefined ? undefined : eq(participants.participant_role, parts.role),
    parts.isActive === undefined ? undefined : sql`${participantIsActive} = ${parts.isActive}`,
    checkedInCondition(parts.checkedIn),
    parts.searchPattern === undefined
      ? undefined
      : sql`${searchText(
          participants.name,
          participants.email,
          participants.phone,
          participants.username,
          participants.participant_role,
        )} like ${parts.searchPattern}`,
  ) as SQL;
}

/** The condition of the filters on an event's participants (an index serves each part). */
export function participantsMatching(eventId: string, filters: ParticipantFilters): SQL {
  return conditionOf({
    eventId,
    role: filters.role,
    isActive: filters.status === undefined ? undefined : filters.status === "active",
    searchPattern: filters.q === "" ? undefined : containsPattern(filters.q),
    checkedIn: filters.checkedIn,
  });
}

type Executor = Pick<Database, "select">;

async function countMatching(executor: Executor, where: SQL): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(participants).where(where);
  return row?.total ?? 0;
}

/** Participants of those events whose e-mail or username (either case) is one of those given. */
async function findTaken(
  executor: Executor,
  eventIds: readonly string[],
  emails: readonly string[],
  usernames: readonly string[],
): Promise<TakenIdentity[]> {
  if (eventIds.length === 0) return [];
  const lowerEmails = [...new Set(emails.map((email) => email.toLowerCase()))];
  const lowerUsernames = [...new Set(usernames.map((username) => username.toLowerCase()))];
  return executor
    .select({
      id: participants.id,
      event_id: participants.event_id,
      email: participants.email,
      username: participants.username,
    })
    .from(participants)
    .where(
      and(
        inArray(participants.event_id, [...eventIds]),
        or(
          lowerEmails.length > 0
            ? inArray(sql`lower(${participants.email})`, lowerEmails)
            : undefined,
          lowerUsernames.length > 0
            ? inArray(sql`lower(${participants.username})`, lowerUsernames)
            : undefined,
        ),
      ),
    );
}

/** The statements a service may combine inside one transaction. */
function createParticipantsTransaction(transaction: Transaction) {
  return {
    audit: auditWriter(transaction),

    /**
     * The events, kept from being deleted (or reassigned) until the transaction ends, so an
     * event delete listing its participants' images never misses one added meanwhile. Locked in
     * id order, so two such transactions never deadlock.
     */
    async findEventsForShare(eventIds: readonly string[]): Promise<EventAccess[]> {
      if (eventIds.length === 0) return [];
      return transaction
        .select(eventAccessColumns)
        .from(events)
        .where(inArray(events.id, [...eventIds]))
        .orderBy(asc(events.id))
        .for("share");
    },

    findParticipant(id: string): Promise<ParticipantRow | undefined> {
      return findRow(transaction, participants, eq(participants.id, id));
    },

    /** The participant, locked against other changes until the transaction ends. */
    findParticipantForUpdate(id: string): Promise<ParticipantRow | undefined> {
      return findRowForUpdate(transaction, participants, eq(participants.id, id));
    },

    async update(id: string, fields: ParticipantChanges): Promise<ParticipantRow | undefined> {
      const [row] = await transaction
        .update(participants)
        .set({ ...fields, updated_date: sql`now()` })
        .where(eq(participants.id, id))
        .returning();
      return row;
    },

    findTaken(eventIds: readonly string[], emails: readonly string[], usernames: string[]) {
      return findTaken(transaction, eventIds, emails, usernames);
    },

    /** Inserts all of them with one statement; answers them in the order given. */
    async insertMany(rows: readonly NewParticipant[]): Promise<ParticipantRow[]> {
      if (rows.length === 0) return [];
      // One statement gives every row the same created_date; the order of the list then falls
      // back to the name, as the list answers it.
      return transaction
        .insert(participants)
        .values([...rows])
        .returning();
    },

    /** Deletes the participant if it belongs to that event; answers the deleted row. */
    async delete(id: string, eventId: string): Promise<ParticipantRow | undefined> {
      const [row] = await transaction
        .delete(participants)
        .where(and(eq(participants.id, id), eq(participants.event_id, eventId)))
        .returning();
      return row;
    },
  };
}

export type ParticipantsTransaction = ReturnType<typeof createParticipantsTransaction>;

export function createParticipantsRepository(db: Database) {
  /**
   * The statements of an unsearched page of one shape (sort, role filter or not, status filter
   * or not), prepared once: a page of a large event is a few milliseconds of work, and building
   * its SQL anew was a noticeable part of it. Searched pages are not prepared, so PostgreSQL
   * always plans them for their own pattern.
   */
  function pageStatements(sort: ParticipantSort, hasRole: boolean, hasStatus: boolean) {
    const key = `${sort}:${hasRole}:${hasStatus}`;
    let statements = preparedPages.get(key);
    if (statements) return statements;
    const name = `${sort.replace("-", "desc_")}_${Number(hasRole)}${Number(hasStatus)}`;
    const eventId = sql.placeholder("eventId");
    const role = hasRole ? sql.placeholder("role") : undefined;
    const isActive = hasStatus ? sql.placeholder("isActive") : undefined;
    statements = {
      page: db
        .select()
        .from(participants)
        .where(conditionOf({ eventId, role, isActive }))
        .orderBy(...orderOf(sort))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(`participants_page_${name}`),
      // The counters the triggers keep: not in the drizzle schema, so named in SQL.
      total: db
        .select({ total: sql<number>`coalesce(sum(count), 0)::int` })
        .from(sql`participant_counts`)
        .where(
          and(
            sql`event_id = ${eventId}`,
            role === undefined ? undefined : sql`participant_role = ${role}`,
            isActive === undefined ? undefined : sql`is_active = ${isActive}`,
          ),
        )
        .prepare(`participants_total_${name}`),
    };
    preparedPages.set(key, statements);
    return statements;
  }
  const preparedPages = new Map<
    string,
    {
      page: { execute(values: Record<string, unknown>): Promise<ParticipantRow[]> };
      total: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
    }
  >();

  /** Participants in one query, in order; where picks which, isOwnedBy limits to an admin's events. */
  function list(where: SQL | undefined, isOwnedBy?: string): Promise<ParticipantRow[]> {
    if (isOwnedBy === undefined) {
      return selectTableRows(
        db,
        participants,
        db
          .select()
          .from(participants)
          .where(where)
          .orderBy(...IN_ORDER),
      );
    }
    return db
      .select({ participant: participants })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.event_id))
      .where(and(eq(events.event_admin_id, isOwnedBy), where))
      .orderBy(...IN_ORDER)
      .then((rows) => rows.map((row) => row.participant));
  }

  return {
    findEvent(eventId: string): Promise<EventAccess | undefined> {
      return findEventAccess(db, eventId);
    },

    /** The participant's event's access columns (id is the event's), or undefined. */
    async findAccess(participantId: string): Promise<EventAccess | undefined> {
      const [row] = await db
        .select(eventAccessColumns)
        .from(participants)
        .innerJoin(events, eq(events.id, participants.event_id))
        .where(eq(participants.id, participantId))
        .limit(1);
      return row;
    },

    listByEvent(eventId: string): Promise<ParticipantRow[]> {
      return list(eq(participants.event_id, eventId));
    },

    /**
     * One page of an event's participants, and how many match in all. Without a search the
     * total is read from the counters the triggers keep (participant_counts), so a page costs
     * the same at 100,000 participants as at 1,000; a search counts its matches through the
     * trigram index, in its turn among searches and within their time-out (db/search.ts).
     */
    async listPage(
      eventId: string,
      filters: ParticipantFilters,
      page: ParticipantPage,
    ): Promise<{ rows: ParticipantRow[]; total: number }> {
      // The counters know nothing of check-ins: a check-in filter counts its rows, as a search does.
      if (filters.q === "" && filters.checkedIn === undefined) {
        const statements = pageStatements(
          page.sort,
          filters.role !== undefined,
          filters.status !== undefined,
        );
        const values = {
          eventId,
          role: filters.role,
          isActive: filters.status === "active",
          limit: page.limit,
          offset: page.offset,
        };
        const [rows, [counted]] = await Promise.all([
          statements.page.execute(values),
          statements.total.execute(values),
        ]);
        return { rows, total: counted?.total ?? 0 };
      }
      const where = participantsMatching(eventId, filters);
      return runSearch(db, async (search) => ({
        rows: await selectTableRows(
          search,
          participants,
          search
            .select()
            .from(participants)
            .where(where)
            .orderBy(...orderOf(page.sort))
            .limit(page.limit)
            .offset(page.offset),
        ),
        total: await countMatching(search, where),
      }));
    },

    listAll(): Promise<ParticipantRow[]> {
      return list(undefined);
    },

    /** The participants of the events assigned to this event admin. */
    listByEventAdmin(eventAdminId: string): Promise<ParticipantRow[]> {
      return list(undefined, eventAdminId);
    },

    /** As findTaken in a transaction, outside one: for naming what a lost race collided with. */
    findTaken(eventIds: readonly string[], emails: readonly string[], usernames: string[]) {
      return findTaken(db, eventIds, emails, usernames);
    },

    /**
     * Runs work in one transaction. A write that would repeat an e-mail or username within an
     * event rolls everything back and throws ParticipantTakenError.
     */
    async runInTransaction<T>(
      work: (transaction: ParticipantsTransaction) => Promise<T>,
    ): Promise<T> {
      try {
        return await db.transaction((transaction) =>
          work(createParticipantsTransaction(transaction)),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new ParticipantTakenError();
        throw error;
      }
    },
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
