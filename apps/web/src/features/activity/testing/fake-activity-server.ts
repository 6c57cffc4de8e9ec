import {
  AUDIT_LOG_ORDER,
  type AuditEntry,
  type AuditLogPage,
  EXACT_TOTAL_LIMIT,
  encodeCursor,
} from "@events/contract";
import { vi } from "vitest";
import { buildEvent, buildUser, EVENT_ID, numberedId } from "@/testing/factories";

const ENTRY_ID = "00000000-0000-4000-8007-000000000001";

/** The system admin of most entries, as the user list and the entries name her. */
export const GRACE = buildUser();

/** A system admin's change of an event's venue and description, on the 5th of March 2025. */
export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: ENTRY_ID,
    created_at: "2025-03-05T15:30:00.000Z",
    actor_id: GRACE.id,
    actor_name: GRACE.name,
    actor_role: "system_admin",
    action: "update",
    entity_type: "event",
    entity_id: EVENT_ID,
    event_id: EVENT_ID,
    event_name: "Spring Gala",
    changes: { venue: ["Main Hall", "Pier 4"], description: [null, "An evening of music"] },
    ip: "127.0.0.1",
    user_agent: "Vitest",
    via_token: null,
    ...overrides,
  };
}

/** The n-th of a list of entries, each with a distinct id. */
export function buildNumberedEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return buildAuditEntry({
    id: numberedId("7", id),
    ...overrides,
  });
}

/** The cursor the server gives for an entry's place: its time as PostgreSQL writes it, and its id. */
export function cursorOf(entry: AuditEntry): string {
  return encodeCursor({
    sort: AUDIT_LOG_ORDER.sort,
    value: entry.created_at.replace("T", " ").replace("Z", "+00"),
    id: entry.id,
  });
}

/**
 * A page as the server answers it: a cursor each way to the pages that exist beside it (from its
 * first and last entries), and an estimated total beyond the count the server makes exactly.
 * A cursor given as null stands for an answer that gives none.
 */
export function buildAuditLogPage(
  entries: AuditEntry[],
  {
    total = entries.length,
    page = 1,
    page_size = 20,
    ...cursors
  }: Partial<
    Pick<AuditLogPage, "total" | "page" | "page_size" | "next_cursor" | "previous_cursor">
  > = {},
): AuditLogPage {
  const [first, last] = [entries[0], entries.at(-1)];
  return {
    entries,
    total,
    total_is_estimate: total > EXACT_TOTAL_LIMIT,
    page,
    page_size,
    next_cursor: last && page * page_size < total ? cursorOf(last) : null,
    previous_cursor: first && page > 1 ? cursorOf(first) : null,
    ...cursors,
  };
}

/** What the fake server answers to one log request: a page, or a failure with its status. */
export type LogAnswer = AuditLogPage | { status: number; body: unknown };

/**
 * Stands in for the server until the test unstubs the globals: the activity log answers what
 * `answerLog` gives for the request's query, and the event and user lists the filters choose
 * from hold the Spring Gala and Grace. Gives the log requests' queries, for tests of what the
 * screen asked for.
 */
export function stubActivityServer(answerLog: (query: URLSearchParams) => LogAnswer) {
  const logQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const address = new URL(url, "http://localhost");
      if (address.pathname === "/api/audit-log") {
        logQueries.push(address.searchParams);
        const answer = answerLog(address.searchParams);
        return "status" in answer && "body" in answer
          ? Response.json(answer.body, { status: answer.status })
          : Response.json(answer);
      }
      if (address.pathname === "/api/events/get-all-events") {
        return Response.json({ events: [buildEvent()] });
      }
      if (address.pathname === "/api/users/get-all-users") return Response.json([GRACE]);
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
  return { logQueries };
}
