import {
  type ErasureCounts,
  type ErasureRecord,
  type ErasureRequest,
  type ErasuresPage,
  type PersonData,
  type PersonParticipation,
  personKey,
} from "@events/contract";
import { vi } from "vitest";
import { buildParticipant, buildUser, EVENT_ID, numberedId } from "@/testing/factories";

/** The system admin who erases, as the record of erasures names her. */
export const GRACE = buildUser();

/** Ada's participation in the Spring Gala: checked in, her consent given by an admin. */
export function buildParticipation(
  overrides: Partial<PersonParticipation> = {},
): PersonParticipation {
  return {
    ...buildParticipant({ checked_in_at: "2025-03-05T15:40:00.000Z" }),
    event_name: "Spring Gala",
    check_in_code: "ada-spring-gala",
    consent: {
      policy_version: "2026-11-27",
      given_at: "2025-03-03T14:05:00.000Z",
      method: "added_by_admin",
    },
    messages: [
      {
        message_id: "00000000-0000-4000-8009-000000000001",
        subject: "Welcome",
        state: "sent",
        attempts: 1,
        sent_at: "2025-03-04T09:00:00.000Z",
        created_date: "2025-03-04T08:59:00.000Z",
      },
    ],
    ...overrides,
  };
}

/** What is held on Ada: two events (one not checked in, no consent), one entry, one file. */
export function buildPersonData(overrides: Partial<PersonData> = {}): PersonData {
  const gala = buildParticipation();
  return {
    email: "ada@example.com",
    generated_at: "2025-03-06T10:00:00.000Z",
    participants: [
      gala,
      buildParticipation({
        id: "00000000-0000-4000-8003-000000000002",
        event_id: "00000000-0000-4000-8001-000000000002",
        event_name: "Autumn Lecture",
        participant_role: "attendee",
        checked_in_at: null,
        consent: null,
        messages: [],
      }),
    ],
    audit_entries: [
      {
        id: "00000000-0000-4000-8007-000000000001",
        created_at: "2025-03-03T14:05:00.000Z",
        actor_id: GRACE.id,
        actor_name: GRACE.name,
        actor_role: "system_admin",
        action: "create",
        entity_type: "participant",
        entity_id: gala.id,
        event_id: EVENT_ID,
        event_name: "Spring Gala",
        changes: { name: [null, "Ada Lovelace"] },
        ip: "127.0.0.1",
        user_agent: "Vitest",
        via_token: null,
      },
    ],
    files: [{ participant_id: gala.id, kind: "profile_image", url: "/media/profiles/ada.png" }],
    ...overrides,
  };
}

/** The n-th erasure of the record, Grace erasing on a person's request. */
export function buildErasure(id: number, overrides: Partial<ErasureRecord> = {}): ErasureRecord {
  return {
    id: numberedId("a", id),
    kind: "person",
    created_at: "2025-03-07T09:15:00.000Z",
    actor_id: GRACE.id,
    actor_name: GRACE.name,
    event_id: null,
    reason: `Request number ${id}`,
    participants: 1,
    files: 0,
    audit_entries_redacted: 2,
    messages_cancelled: 0,
    ...overrides,
  };
}

/** Nothing held on anyone: what the server answers for an address it does not know. */
function nothingHeld(email: string): PersonData {
  return {
    email,
    generated_at: "2025-03-06T10:00:00.000Z",
    participants: [],
    audit_entries: [],
    files: [],
  };
}

export type FakePrivacyServer = {
  people?: PersonData[];
  erasures?: ErasureRecord[];
  /** Answers the record of erasures with this failure instead. */
  erasuresFailure?: { status: number; body: unknown };
  /** Holds the erasure's answer until the promise settles, for tests of the sending state. */
  erasureGate?: Promise<void>;
};

/**
 * Stands in for the server's privacy calls until the test unstubs the globals. It keeps its
 * people and its record: an erasure takes the person away and adds its record first, as the
 * server does. Gives the requests made, for tests of what the screen asked for.
 */
export function stubPrivacyServer({
  people = [buildPersonData()],
  erasures = [],
  erasuresFailure,
  erasureGate,
}: FakePrivacyServer = {}) {
  const held = new Map(people.map((person) => [person.email, person]));
  const record = [...erasures];
  const personQueries: URLSearchParams[] = [];
  const erasureRequests: ErasureRequest[] = [];
  const erasuresQueries: URLSearchParams[] = [];

  async function erase(request: ErasureRequest): Promise<ErasureCounts> {
    await erasureGate;
    const person = held.get(personKey(request.email));
    held.delete(personKey(request.email));
    const counts: ErasureCounts = {
      participants: person?.participants.length ?? 0,
      files: person?.files.length ?? 0,
      audit_entries_redacted: person?.audit_entries.length ?? 0,
      messages_cancelled: 0,
    };
    record.unshift(buildErasure(record.length + 1, { ...counts, reason: request.reason }));
    return counts;
  }

  function answerErasures(query: URLSearchParams): ErasuresPage {
    const page = Number(query.get("page"));
    const pageSize = Number(query.get("page_size"));
    return {
      erasures: record.slice((page - 1) * pageSize, page * pageSize),
      total: record.length,
      page,
      page_size: pageSize,
    };
  }

  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, "http://localhost");
      if (address.pathname === "/api/privacy/person") {
        personQueries.push(address.searchParams);
        const email = address.searchParams.get("email") ?? "";
        return Response.json(held.get(email) ?? nothingHeld(email));
      }
      if (address.pathname === "/api/privacy/erasures" && init?.method === "POST") {
        const request = JSON.parse(String(init.body)) as ErasureRequest;
        erasureRequests.push(request);
        return Response.json(await erase(request));
      }
      if (address.pathname === "/api/privacy/erasures") {
        erasuresQueries.push(address.searchParams);
        return erasuresFailure
          ? Response.json(erasuresFailure.body, { status: erasuresFailure.status })
          : Response.json(answerErasures(address.searchParams));
      }
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
  return { personQueries, erasureRequests, erasuresQueries };
}
