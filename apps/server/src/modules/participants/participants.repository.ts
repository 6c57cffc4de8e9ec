import {
  type Answers,
  type Consent,
  type ParticipantRole,
  type ParticipantSort,
  type ParticipantStatusFilter,
  participantCursorOrder,
} from "@events/contract";
import { and, asc, count, eq, getTableColumns, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type EventScope, eventIdInScope } from "../../access/event-scope.js";
import type { Database, Transaction } from "../../db/client.js";
import { copyCsvLines, csvMoment, csvPlainText, csvText } from "../../db/csv-text.js";
import { findRow, findRowForUpdate, firstRow } from "../../db/find-row.js";
import {
  type KeysetPage,
  type KeysetPlace,
  keysetOrder,
  offsetOf,
  type PagePlace,
  settlePage,
} from "../../db/keyset-order.js";
import { newestFirst } from "../../db/newest-first.js";
import {
  checkedInCondition,
  participantIsActive,
  participantSearchMatches,
} from "../../db/participant-conditions.js";
import { mapBatches, readInBatches } from "../../db/read-in-batches.js";
import {
  appPeople,
  eventRegistration,
  type ParticipantRow,
  participants,
} from "../../db/schema.js";
import { containsPattern, runSearch } from "../../db/search.js";
import { sortColumn } from "../../db/sort.js";
import { preparedTableRows, selectTableRows } from "../../db/table-rows.js";
import {
  momentAsText,
  readAheadInBatches,
  selectTextRows,
  type TextRow,
} from "../../db/text-rows.js";
import { translateUniqueViolation } from "../../db/unique-violation.js";
import { deleteRow, updateRow } from "../../db/write-row.js";
import {
  appLastSignedInAt,
  appPersonOfParticipant,
  type ParticipantWithAppSignIn,
  withAppSignIns,
} from "../../people/app-sign-ins.js";
import { filesFreeToRemove } from "../../people/participant-images.js";
import { type EventForm, NO_FORM } from "../../presenters/answers.js";
import { WrittenMoment } from "../../spreadsheets/spreadsheet-cells.js";
import { createTransactionRunner, type UnitOfWork } from "../../transactions/transaction-runner.js";

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
    | "answers"
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

/** One participant as the export writes it: PostgreSQL's text, the times already written. */
export interface ExportedParticipant {
  name: string;
  email: string;
  phone: string | null;
  username: string;
  participant_role: ParticipantRole;
  is_active: boolean;
  created_date: WrittenMoment;
  checked_in_at: WrittenMoment | null;
  /** The answers to the export's questions, in its order, as answerText writes them. */
  answers: string[];
}

function findForm(executor: Executor, eventId: string): Promise<EventForm> {
  return firstRow(
    executor
      .select({
        questions: eventRegistration.questions,
        removed_questions: eventRegistration.removed_questions,
      })
      .from(eventRegistration)
      .where(eq(eventRegistration.event_id, eventId)),
  ).then((form) => form ?? NO_FORM);
}

/**
 * A participant's answer to the question as the contract's answerText writes it (choices joined
 * by "; ", a tick as Yes or No, no answer as ''), in SQL, so PostgreSQL writes a CSV export's
 * answer cells as it writes the others, and a workbook's the same.
 */
function answerTextOf(questionId: string): SQL<string> {
  const answer = sql`(${participants.answers} -> ${questionId}::text)`;
  return sql<string>`coalesce(case jsonb_typeof(${answer})
    when 'array' then array_to_string(array(select jsonb_array_elements_text(${answer})), '; ')
    when 'boolean' then case when ${answer} = 'true'::jsonb then 'Yes' else 'No' end
    else ${answer} #>> '{}' end, '')`;
}

const NEWEST_FIRST = newestFirst(participants.created_date, participants.id);

const IN_ORDER = [asc(participants.created_date), asc(participants.name), asc(participants.id)];

/** A participant's place in IN_ORDER, compared as one row value. */
const PLACE_IN_ORDER = sql`(${participants.created_date}, ${participants.name}, ${participants.id})`;

/**
 * The participants after this one in IN_ORDER. Its place is read from its row rather than sent:
 * a Date would lose the time's microseconds, and within one snapshot the row cannot have moved.
 * PostgreSQL takes the row value's first column as a range of the (event_id, created_date, id)
 * index and sorts only the rows of one moment by name, which are few.
 */
function afterInOrder(last: ParticipantRow): SQL {
  return sql`${PLACE_IN_ORDER} > (select created_date, name, id from ${participants} where id = ${last.id})`;
}

/** Which of an event's participants a paged list or an export takes. */
export interface ParticipantFilters {
  /** Matched anywhere in name, email, phone, username or role, whatever the case; '' takes all. */
  q: string;
  role?: ParticipantRole | undefined;
  status?: ParticipantStatusFilter | undefined;
  /** true: only those checked in; false: only those not. */
  checkedIn?: boolean | undefined;
  /** Only those whose answers contain these (answers @> it, the GIN index's operator). */
  answers?: Answers | undefined;
}

const SORT_COLUMNS = {
  name: participants.name,
  email: participants.email,
  created_date: participants.created_date,
} as const;

/** The order a sort reads participants in, which a page's cursors step through. */
function keysetOf(sort: ParticipantSort) {
  const { column, isDescending } = sortColumn(sort, SORT_COLUMNS);
  const type = participantCursorOrder(sort).valueKind === "time" ? "timestamptz" : "text";
  return keysetOrder(column, participants.id, { isDescending, type });
}

/**
 * A participant as the lists answer them: the row's columns and their person's last sign-in to
 * the app, read through a LEFT JOIN of app_people by the person's e-mail (its unique index), so
 * a page still reads the event's index in order and looks each of its rows' person up once.
 */
const shownColumns = {
  ...getTableColumns(participants),
  app_last_signed_in_at: appLastSignedInAt.as("app_last_signed_in_at"),
};
type ShownExtra = Pick<ParticipantWithAppSignIn, "app_last_signed_in_at">;
const SHOWN_EXTRA = ["app_last_signed_in_at"] as const;

/** Participants as shown, their app people joined; the caller adds where, order and limit. */
function selectShown(executor: Pick<Database, "select">) {
  return executor
    .select(shownColumns)
    .from(participants)
    .leftJoin(appPeople, appPersonOfParticipant);
}

/** A participant of a page, with its place in the page's order for the page's cursors. */
export type ListedParticipant = ParticipantWithAppSignIn & KeysetPlace;

/**
 * A page's columns: the participant's as shown, and its place as `cursor`, named so in the SQL
 * too, as a column named after the one it reads would hide that one from a reader of the raw
 * rows.
 */
function listedColumnsOf(order: ReturnType<typeof keysetOf>) {
  return { ...shownColumns, cursor: order.cursor.as("cursor") };
}

/** Which page of a sorted list to read: from its number or from a row's place. */
export interface ParticipantsPageRequest {
  sort: ParticipantSort;
  place: PagePlace;
  limit: number;
}

/** A page's kind of place, which decides its statement's shape. */
function kindOf(place: PagePlace): "offset" | "after" | "before" {
  return "after" in place ? "after" : "before" in place ? "before" : "offset";
}

/** The placeholders a prepared page at a place of this kind is sent its place as. */
function placeholdersOf(kind: ReturnType<typeof kindOf>): PagePlace<{
  cursor: Placeholder;
  id: Placeholder;
}> {
  const place = { cursor: sql.placeholder("cursor"), id: sql.placeholder("cursorId") };
  // A page by number skips its rows through the statement's own offset placeholder.
  return kind === "offset"
    ? { offset: 0 }
    : kind === "after"
      ? { after: place }
      : { before: place };
}

/** Each part of a filter: a value, or the placeholder of a prepared statement; undefined: none. */
interface FilterParts {
  eventId: string | Placeholder;
  role?: ParticipantRole | Placeholder | undefined;
  isActive?: boolean | Placeholder | undefined;
  searchPattern?: string | undefined;
  checkedIn?: boolean | undefined;
  answers?: Answers | undefined;
}

function conditionOf(parts: FilterParts): SQL {
  return and(
    eq(participants.event_id, parts.eventId),
    parts.role === undefined ? undefined : eq(participants.participant_role, parts.role),
    parts.isActive === undefined ? undefined : sql`${participantIsActive} = ${parts.isActive}`,
    checkedInCondition(parts.checkedIn),
    parts.answers === undefined
      ? undefined
      : sql`${participants.answers} @> ${JSON.stringify(parts.answers)}::jsonb`,
    parts.searchPattern === undefined ? undefined : participantSearchMatches(parts.searchPattern),
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
    answers: filters.answers,
  });
}

type Executor = Pick<Database, "select">;

async function countMatching(executor: Executor, where: SQL): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(participants).where(where);
  return row?.total ?? 0;
}

/**
 * Participants of those events whose e-mail or username (either case) is one of those given. The
 * lists go as array parameters, however many rows a file has.
 */
function findTaken(
  executor: Executor,
  eventIds: readonly string[],
  emails: readonly string[],
  usernames: readonly string[],
): Promise<TakenIdentity[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
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
        sql`${participants.event_id} = any(${sql.param([...eventIds])}::uuid[])`,
        sql`(lower(${participants.email}) = any(${sql.param(lowerEmails)}::text[])
          or lower(${participants.username}) = any(${sql.param(lowerUsernames)}::text[]))`,
      ),
    );
}

/**
 * Rows per INSERT. Each statement sends its rows as one array per column (unnest), so it binds a
 * parameter per column whatever its size, far inside PostgreSQL's 65,535; a row per VALUES tuple
 * would bind one per cell, and building such statements cost drizzle a third of a millisecond a
 * row. Chunks keep each statement's arrays a moderate size.
 */
export const INSERT_CHUNK_ROWS = 2_000;
/** Rows read per query of an export. */
export const EXPORT_BATCH_ROWS = 10_000;
/**
 * Rows read per query of a workbook's export, in JavaScript rather than by COPY: 10,000 rows
 * as strings, and the batch read ahead, outlived the young generation's collections.
 */
export const WORKBOOK_BATCH_ROWS = 1_000;
/**
 * Rows read per query of the unpaged list: written as JSON in a few milliseconds, so the event
 * loop is never held long, while 100,000 participants still take only 100 queries.
 */
export const LIST_BATCH_ROWS = 250;
/**
 * Events of up to this many participants, most of them, are read for the unpaged list in one
 * query outside a transaction (one statement is one snapshot), written at once in about a
 * millisecond: the transaction and a query per 250 rows are for the large ones.
 */
export const ONE_QUERY_LIST_ROWS = 1_000;

/**
 * How the created dates of rows inserted together go: "together", all the transaction's moment
 * (the lists then order them by name); "in order", a microsecond apart in the order given, so
 * the lists show them in that order (an import, in the file's order).
 */
export type InsertDating = "together" | "in order";

const column = <T>(rows: readonly NewParticipant[], pick: (row: NewParticipant) => T) =>
  sql.param(rows.map(pick));

/**
 * One INSERT of these rows, the n-th row of all those inserted being the offset + n-th, each
 * with that consent on record.
 */
function insertChunk(
  rows: readonly NewParticipant[],
  dating: InsertDating,
  offset: number,
  consent: Consent,
): SQL {
  const createdDate =
    dating === "together"
      ? sql`now()`
      : sql`now() + make_interval(secs => (${offset} + row_number - 1) / 1000000.0)`;
  return sql`
    insert into ${participants} (event_id, name, email, phone, username, participant_role,
      skip_otp, profile_image, answers, language, consent, created_date, updated_date)
    select event_id, name, email, phone, username, participant_role, skip_otp, profile_image,
      answers, language, ${JSON.stringify(consent)}::jsonb, ${createdDate}, ${createdDate}
    from unnest(
      ${column(rows, (row) => row.event_id)}::uuid[],
      ${column(rows, (row) => row.name)}::text[],
      ${column(rows, (row) => row.email)}::text[],
      ${column(rows, (row) => row.phone ?? null)}::text[],
      ${column(rows, (row) => row.username)}::text[],
      ${column(rows, (row) => row.participant_role ?? "attendee")}::text[],
      ${column(rows, (row) => row.skip_otp ?? false)}::boolean[],
      ${column(rows, (row) => row.profile_image ?? null)}::text[],
      ${column(rows, (row) => JSON.stringify(row.answers ?? {}))}::jsonb[],
      ${column(rows, (row) => row.language ?? null)}::text[]
    ) with ordinality as inserted(event_id, name, email, phone, username, participant_role,
      skip_otp, profile_image, answers, language, row_number)
    order by row_number
    returning *`;
}

/** The statements a service may combine inside one transaction. */
function createParticipantsTransaction(transaction: Transaction) {
  return {
    findParticipant(id: string): Promise<ParticipantRow | undefined> {
      return findRow(transaction, participants, eq(participants.id, id));
    },

    /** The participant, locked against other changes until the transaction ends. */
    findParticipantForUpdate(id: string): Promise<ParticipantRow | undefined> {
      return findRowForUpdate(transaction, participants, eq(participants.id, id));
    },

    update(id: string, fields: ParticipantChanges): Promise<ParticipantRow | undefined> {
      return updateRow(transaction, participants, fields, eq(participants.id, id));
    },

    findTaken(eventIds: readonly string[], emails: readonly string[], usernames: string[]) {
      return findTaken(transaction, eventIds, emails, usernames);
    },

    findForm(eventId: string): Promise<EventForm> {
      return findForm(transaction, eventId);
    },

    /**
     * Inserts the rows, a statement per INSERT_CHUNK_ROWS of them, dated as dating says, with
     * the consent on record; answers them in the order given.
     */
    async insert(
      rows: readonly NewParticipant[],
      dating: InsertDating,
      consent: Consent,
    ): Promise<ParticipantRow[]> {
      const inserted: ParticipantRow[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
        const chunk = rows.slice(start, start + INSERT_CHUNK_ROWS);
        inserted.push(
          ...(await selectTableRows(
            transaction,
            participants,
            insertChunk(chunk, dating, start, consent),
          )),
        );
      }
      return inserted;
    },

    /** Deletes the participant if it belongs to that event; answers the deleted row. */
    delete(id: string, eventId: string): Promise<ParticipantRow | undefined> {
      return deleteRow(
        transaction,
        participants,
        and(eq(participants.id, id), eq(participants.event_id, eventId)),
      );
    },

    /** Of the images a change let go of, those to remove after the commit (see filesFreeToRemove). */
    imagesFreeToRemove(images: readonly (string | null)[]): Promise<string[]> {
      return filesFreeToRemove(transaction, images);
    },
  };
}

export type ParticipantsTransaction = ReturnType<typeof createParticipantsTransaction> & UnitOfWork;

export function createParticipantsRepository(db: Database) {
  /**
   * The statements of an unsearched page of one shape (sort, role filter or not, status filter
   * or not, and read by number, after a place or before one), prepared once: a page of a large
   * event is a few milliseconds of work, and building its SQL anew was a noticeable part of it.
   * Searched pages are not prepared, so PostgreSQL always plans them for their own pattern.
   */
  function pageStatements(
    sort: ParticipantSort,
    hasRole: boolean,
    hasStatus: boolean,
    kind: ReturnType<typeof kindOf>,
  ) {
    const key = `${sort}:${hasRole}:${hasStatus}:${kind}`;
    let statements = preparedPages.get(key);
    if (statements) return statements;
    const shape = `${sort.replace("-", "desc_")}_${Number(hasRole)}${Number(hasStatus)}`;
    const name = kind === "offset" ? shape : `${shape}_${kind}`;
    const eventId = sql.placeholder("eventId");
    const role = hasRole ? sql.placeholder("role") : undefined;
    const isActive = hasStatus ? sql.placeholder("isActive") : undefined;
    const order = keysetOf(sort);
    const place = placeholdersOf(kind);
    statements = {
      page: preparedTableRows<typeof participants, ShownExtra & { cursor: string }>(
        participants,
        db
          .select(listedColumnsOf(order))
          .from(participants)
          .leftJoin(appPeople, appPersonOfParticipant)
          .where(and(conditionOf({ eventId, role, isActive }), order.whereAt(place)))
          .orderBy(...order.orderAt(place))
          .limit(sql.placeholder("limit"))
          .offset(sql.placeholder("offset"))
          .prepare(`participants_page_${name}`),
        [...SHOWN_EXTRA, "cursor"],
      ),
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
      page: (values: Record<string, unknown>) => Promise<ListedParticipant[]>;
      total: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
    }
  >();

  /** Participants as shown in one query, in order; where picks which. */
  function list(where: SQL | undefined): Promise<ParticipantWithAppSignIn[]> {
    return selectTableRows<typeof participants, ShownExtra>(
      db,
      participants,
      selectShown(db)
        .where(where)
        .orderBy(...IN_ORDER),
      SHOWN_EXTRA,
    );
  }

  const runInTransaction = createTransactionRunner(db, createParticipantsTransaction);

  return {
    /**
     * Every participant of the event in one query: the whole list a test compares the streamed
     * answer with.
     */
    listByEvent(eventId: string): Promise<ParticipantWithAppSignIn[]> {
      return list(eq(participants.event_id, eventId));
    },

    /**
     * Every participant of the event in IN_ORDER, handed to takeBatch a batch at a time; the
     * next batch is read once it has settled. Up to ONE_QUERY_LIST_ROWS come from one query as
     * one batch. A larger event is read again by key in one REPEATABLE READ, READ ONLY
     * transaction, so its batches are one snapshot: a participant added or removed meanwhile is
     * in the whole list or not at all, where batches read each at its own moment would skip or
     * repeat rows whose place changed. The price is a connection held as long as the reader
     * takes to read.
     */
    async readEventInBatches(
      eventId: string,
      takeBatch: (rows: ParticipantWithAppSignIn[]) => Promise<void>,
      batchRows = LIST_BATCH_ROWS,
    ): Promise<void> {
      const whole = await selectTableRows<typeof participants, ShownExtra>(
        db,
        participants,
        selectShown(db)
          .where(eq(participants.event_id, eventId))
          .orderBy(...IN_ORDER)
          .limit(ONE_QUERY_LIST_ROWS + 1),
        SHOWN_EXTRA,
      );
      if (whole.length <= ONE_QUERY_LIST_ROWS) {
        if (whole.length > 0) await takeBatch(whole);
        return;
      }
      await db.transaction(
        async (transaction) => {
          const batches = readInBatches<ParticipantWithAppSignIn>(
            (last, limit) =>
              selectTableRows<typeof participants, ShownExtra>(
                transaction,
                participants,
                selectShown(transaction)
                  .where(
                    and(
                      eq(participants.event_id, eventId),
                      last === undefined ? undefined : afterInOrder(last),
                    ),
                  )
                  .orderBy(...IN_ORDER)
                  .limit(limit),
                SHOWN_EXTRA,
              ),
            batchRows,
          );
          for await (const rows of batches) await takeBatch(rows);
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    /**
     * One page of an event's participants, whether pages lie after and before it, and how many
     * match in all. A page after or before a place reads its rows straight from the event's
     * index in the sort's order, however deep it is. Without a search the total is read from
     * the counters the triggers keep (participant_counts), so a page costs the same at 100,000
     * participants as at 1,000; a search counts its matches through the trigram index, in its
     * turn among searches and within their time-out (db/search.ts).
     */
    async listPage(
      eventId: string,
      filters: ParticipantFilters,
      { sort, place, limit }: ParticipantsPageRequest,
    ): Promise<KeysetPage<ListedParticipant> & { total: number }> {
      // The counters know nothing of check-ins or answers: those filters count their rows, as a
      // search does.
      if (filters.q === "" && filters.checkedIn === undefined && filters.answers === undefined) {
        const statements = pageStatements(
          sort,
          filters.role !== undefined,
          filters.status !== undefined,
          kindOf(place),
        );
        const from = "after" in place ? place.after : "before" in place ? place.before : undefined;
        const values = {
          eventId,
          role: filters.role,
          isActive: filters.status === "active",
          limit: limit + 1,
          offset: offsetOf(place),
          cursor: from?.cursor,
          cursorId: from?.id,
        };
        const [rows, [counted]] = await Promise.all([
          statements.page(values),
          statements.total.execute(values),
        ]);
        return { ...settlePage(rows, place, limit), total: counted?.total ?? 0 };
      }
      const where = participantsMatching(eventId, filters);
      const order = keysetOf(sort);
      return runSearch(db, async (search) => {
        const rows = await search
          .select(listedColumnsOf(order))
          .from(participants)
          .leftJoin(appPeople, appPersonOfParticipant)
          .where(and(where, order.whereAt(place)))
          .orderBy(...order.orderAt(place))
          .limit(limit + 1)
          .offset(offsetOf(place));
        return { ...settlePage(rows, place, limit), total: await countMatching(search, where) };
      });
    },

    /** Rows just written, as the answers show them: with their people's last sign-in to the app. */
    withAppSignIns(rows: readonly ParticipantRow[]): Promise<ParticipantWithAppSignIn[]> {
      return withAppSignIns(db, rows);
    },

    /** The event's registration questions, on its form and taken off it; none before a save. */
    findForm(eventId: string): Promise<EventForm> {
      return findForm(db, eventId);
    },

    /** Of these questions, those some participant of the event has answered. */
    async answeredQuestions(eventId: string, questionIds: readonly string[]): Promise<string[]> {
      if (questionIds.length === 0) return [];
      const rows = await db
        .select({ id: sql<string>`question.id` })
        .from(sql`unnest(${sql.param([...questionIds])}::text[]) as question(id)`)
        .where(
          sql`exists (select 1 from ${participants} where ${participants.event_id} = ${eventId}
            and ${participants.answers} ? question.id)`,
        );
      return rows.map((row) => row.id);
    },

    /** The participants of the events in the scope, as shown. */
    listInScope(scope: EventScope): Promise<ParticipantWithAppSignIn[]> {
      return list(eventIdInScope(participants.event_id, scope));
    },

    /** As findTaken in a transaction, outside one: before an import, and for naming a lost race. */
    findTaken(
      eventIds: readonly string[],
      emails: readonly string[],
      usernames: readonly string[],
    ) {
      return findTaken(db, eventIds, emails, usernames);
    },

    /**
     * Runs work in one transaction. A write that would repeat an e-mail or username within an
     * event rolls everything back and throws ParticipantTakenError.
     */
    runInTransaction<T>(work: (transaction: ParticipantsTransaction) => Promise<T>): Promise<T> {
      return translateUniqueViolation(runInTransaction(work), () => new ParticipantTakenError());
    },

    /**
     * The matching participants in the list's default order (newest first, id breaking ties),
     * read in batches by key, so each query is an index range and nothing is held but a batch.
     */
    exportBatches(
      eventId: string,
      filters: ParticipantFilters,
      questionIds: readonly string[],
      batchRows = EXPORT_BATCH_ROWS,
    ): AsyncGenerator<ExportedParticipant[]> {
      const readBatch = (last: TextRow | undefined, limit: number) =>
        selectTextRows(
          db,
          db
            .select({
              name: participants.name,
              email: participants.email,
              phone: participants.phone,
              username: participants.username,
              participant_role: participants.participant_role,
              is_active: participantIsActive,
              created_date: momentAsText(participants.created_date),
              checked_in_at: momentAsText(participants.checked_in_at),
              cursor: NEWEST_FIRST.cursor,
              id: participants.id,
              ...Object.fromEntries(
                questionIds.map((id, index) => [`answer_${index}`, answerTextOf(id)]),
              ),
            })
            .from(participants)
            .where(and(participantsMatching(eventId, filters), NEWEST_FIRST.afterTextRow(last)))
            .orderBy(...NEWEST_FIRST.orderBy)
            .limit(limit),
        );
      return mapBatches(readAheadInBatches(readBatch, batchRows), toExportedParticipant);
    },

    /**
     * The rows of exportBatches as the CSV export's lines, written by PostgreSQL's COPY
     * (csv-text.ts), in the same order and columns as the export service's toRow.
     */
    exportCsvLines(
      eventId: string,
      filters: ParticipantFilters,
      questionIds: readonly string[],
    ): AsyncGenerator<Buffer> {
      return copyCsvLines(
        db,
        [
          csvText(participants.name),
          csvText(participants.email),
          csvText(participants.phone),
          csvText(participants.username),
          csvPlainText(participants.participant_role),
          csvPlainText(sql`case when ${participantIsActive} then 'active' else 'inactive' end`),
          csvMoment(participants.created_date),
          csvMoment(participants.checked_in_at),
          ...questionIds.map((id) => csvText(answerTextOf(id))),
        ],
        {
          orderBy: NEWEST_FIRST.orderBy,
          select: (fields) =>
            db
              .select(fields)
              .from(participants)
              .where(participantsMatching(eventId, filters))
              .$dynamic(),
        },
      );
    },
  };
}

function toExportedParticipant(row: TextRow): ExportedParticipant {
  const [name, email, phone, username, role, isActive, createdDate, checkedInAt, , , ...answers] =
    row;
  return {
    name: name ?? "",
    email: email ?? "",
    phone: phone ?? null,
    username: username ?? "",
    participant_role: role as ParticipantRole,
    is_active: isActive === "t",
    created_date: new WrittenMoment(createdDate ?? ""),
    checked_in_at: checkedInAt ? new WrittenMoment(checkedInAt) : null,
    answers: answers.map((answer) => answer ?? ""),
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
