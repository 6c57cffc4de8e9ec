import {
  type CheckInCountResponse,
  type CheckInEntry,
  type CheckInSyncRequest,
  type DoorEvent,
  SYNC_MESSAGES,
  type SyncResult,
} from "@events/contract";
import { vi } from "vitest";
import { buildDescribedEvent, EVENT_ID } from "@/testing/factories";
import { formatZoneClock } from "../utils/format-clock";
import { hashTicketCode } from "../utils/hash-ticket-code";

/** A participant on the fake server, with the ticket code only the server knows. */
export type FakePerson = {
  id: string;
  name: string;
  code: string;
  participant_role?: string;
  active?: boolean;
  checked_in_at?: string | null;
  checked_in_door?: string | null;
};

type HeldPerson = Required<FakePerson> & { code_hash: string; changed: number };

/** 'up' answers; 'down' fails as a dropped network; 'lose-answers' does the work, then fails. */
export type FakeNetwork = "up" | "down" | "lose-answers";

/** A ticket code the fake server can hold: 64 hexadecimal digits from a short seed. */
export function ticketCode(seed: string): string {
  return Array.from({ length: 64 }, (_, index) =>
    ((seed.charCodeAt(index % seed.length) + index) % 16).toString(16),
  ).join("");
}

/** The door tests' participants, each with a ticket. */
export const doorPeople = {
  ada: {
    id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51",
    name: "Ada Lovelace",
    participant_role: "speaker",
    code: ticketCode("ada"),
  },
  grace: {
    id: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e73",
    name: "Grace Hopper",
    code: ticketCode("grace"),
  },
  alan: {
    id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a85",
    name: "Alan Turing",
    code: ticketCode("alan"),
  },
} satisfies Record<string, FakePerson>;

export const DOOR_EVENT: DoorEvent = {
  id: EVENT_ID,
  event_name: "Spring Gala",
  event_datetime: "2025-03-05T18:00:00",
  end_datetime: "2025-03-05T23:00:00",
  time_zone: "Europe/London",
  venue: "Great Hall",
};

/** The time the fake server's n-th change happened; its server_time names the last one. */
const BASE_TIME = Date.UTC(2025, 2, 5, 17, 0, 0);
const timeOfChange = (change: number) => new Date(BASE_TIME + change * 1000).toISOString();
const changeOfTime = (time: string) => (Date.parse(time) - BASE_TIME) / 1000;

/**
 * The door's routes of one event as the server keeps them (the list and its changes, device
 * reports, sync with the earliest scan winning and nonces answered once, undo, the count), so
 * the offline screen and its engine are tested against the same rules.
 */
export async function stubSyncServer(people: FakePerson[], event: DoorEvent = DOOR_EVENT) {
  let change = 0;
  const held = new Map<string, HeldPerson>();
  const renewed = new Map<string, string>();
  const scansByNonce = new Map<string, SyncResult>();
  const reports = new Map<string, { door: string; unsent: number }>();
  /** Each request that reached the server: its path with the query, its body parsed. */
  const requests: { method: string; path: string; body: unknown }[] = [];
  let network: FakeNetwork = "up";
  let devicesOffline = 0;

  async function hold(person: FakePerson) {
    held.set(person.id, {
      participant_role: "attendee",
      active: true,
      checked_in_at: null,
      checked_in_door: null,
      ...person,
      code_hash: await hashTicketCode(person.code),
      changed: ++change,
    });
  }
  for (const person of people) await hold(person);

  function toEntry(person: HeldPerson): CheckInEntry {
    return {
      id: person.id,
      name: person.name,
      participant_role: person.participant_role,
      active: person.active,
      code_hash: person.code_hash,
      checked_in_at: person.checked_in_at,
      checked_in_door: person.checked_in_door,
      may_undo: person.checked_in_at !== null,
      undo_until: null,
    };
  }

  function syncOne(scan: CheckInSyncRequest["scans"][number], door: string): SyncResult {
    const known = scansByNonce.get(scan.nonce);
    if (known) return known;
    const byCode = [...held.values()].find((person) => person.code_hash === scan.code_hash);
    const person = byCode ?? (scan.participant_id ? held.get(scan.participant_id) : undefined);
    const answer = (outcome: SyncResult["outcome"], message: string): SyncResult => ({
      nonce: scan.nonce,
      outcome,
      message,
      participant: person
        ? { id: person.id, name: person.name, participant_role: person.participant_role }
        : null,
      checked_in_at: person?.checked_in_at ?? null,
      checked_in_door: person?.checked_in_door ?? null,
    });
    let result: SyncResult;
    if (!person) {
      const isRenewed = scan.code_hash !== undefined && renewed.has(scan.code_hash);
      result = isRenewed
        ? answer("ticket_renewed", SYNC_MESSAGES.ticketRenewed)
        : scan.code_hash
          ? answer("unknown_ticket", SYNC_MESSAGES.unknownTicket)
          : answer("participant_not_found", SYNC_MESSAGES.participantNotFound);
    } else if (!person.active) {
      result = answer("inactive", SYNC_MESSAGES.inactive);
    } else if (
      person.checked_in_at === null ||
      Date.parse(person.checked_in_at) > Date.parse(scan.scanned_at)
    ) {
      person.checked_in_at = new Date(scan.scanned_at).toISOString();
      person.checked_in_door = door;
      person.changed = ++change;
      result = answer("checked_in", SYNC_MESSAGES.checkedIn);
    } else {
      const time = formatZoneClock(person.checked_in_at, event.time_zone);
      result = answer(
        "already_checked_in",
        SYNC_MESSAGES.alreadyCheckedInAt(person.checked_in_door, time),
      );
    }
    scansByNonce.set(scan.nonce, result);
    return result;
  }

  function sync(request: CheckInSyncRequest): SyncResult[] {
    const inOrder = [...request.scans].sort(
      (first, second) =>
        first.scanned_at.localeCompare(second.scanned_at) ||
        first.nonce.localeCompare(second.nonce),
    );
    const byNonce = new Map(inOrder.map((scan) => [scan.nonce, syncOne(scan, request.door)]));
    return request.scans.flatMap((scan) => byNonce.get(scan.nonce) ?? []);
  }

  function count(): CheckInCountResponse {
    const active = [...held.values()].filter((person) => person.active);
    const checkedIn = active.filter((person) => person.checked_in_at !== null);
    const doors = new Map<string | null, number>();
    for (const person of checkedIn) {
      doors.set(person.checked_in_door, (doors.get(person.checked_in_door) ?? 0) + 1);
    }
    return {
      checked_in: checkedIn.length,
      total: active.length,
      by_door: [...doors].map(([door, checked]) => ({ door, checked_in: checked })),
      devices_with_unsent: [...reports.values()].filter((report) => report.unsent > 0).length,
      devices_offline: devicesOffline,
    };
  }

  function answer(method: string, path: string, search: URLSearchParams, body: unknown): Response {
    const base = "/api/participants";
    if (method === "GET" && path === "/api/door/events") return Response.json({ events: [event] });
    if (method === "GET" && path === `/api/events/get-event/${event.id}`) {
      const { id, event_name, time_zone } = event;
      return Response.json(buildDescribedEvent({ id, event_name, time_zone }));
    }
    if (method === "GET" && path === `${base}/check-in-list/${event.id}`) {
      const since = search.get("since");
      const changedSince = since === null ? -1 : changeOfTime(since);
      return Response.json({
        server_time: timeOfChange(change),
        complete: since === null,
        total: held.size,
        participants: [...held.values()]
          .filter((person) => person.changed > changedSince)
          .map(toEntry),
      });
    }
    const device = new RegExp(`^${base}/check-in-devices/${event.id}/(.+)$`).exec(path);
    if (method === "PUT" && device?.[1]) {
      reports.set(device[1], body as { door: string; unsent: number });
      return Response.json({ message: "Device reported" });
    }
    if (method === "POST" && path === `${base}/check-in/sync`) {
      return Response.json({ results: sync(body as CheckInSyncRequest) });
    }
    if (method === "POST" && path === `${base}/check-in/undo`) {
      const person = held.get((body as { participant_id: string }).participant_id);
      if (!person) return Response.json({ error: "Participant not found" }, { status: 404 });
      person.checked_in_at = null;
      person.checked_in_door = null;
      person.changed = ++change;
      return Response.json({ message: "Check-in undone", entry: toEntry(person) });
    }
    if (method === "GET" && path === `${base}/check-in-count/${event.id}`) {
      return Response.json(count());
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  }

  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const { pathname, searchParams } = new URL(url, "http://localhost");
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      if (network === "down") throw new TypeError("Failed to fetch");
      const query = searchParams.size > 0 ? `?${searchParams}` : "";
      requests.push({ method, path: `${pathname}${query}`, body });
      const response = answer(method, pathname, searchParams, body);
      if (network === "lose-answers") throw new TypeError("Failed to fetch");
      return response;
    }),
  );

  return {
    event,
    setNetwork(next: FakeNetwork) {
      network = next;
    },
    requests,
    syncRequests: () =>
      requests.flatMap((request) =>
        request.path.endsWith("/check-in/sync") ? [request.body as CheckInSyncRequest] : [],
      ),
    reports: () => Object.fromEntries(reports),
    person: (id: string) => held.get(id),
    count,
    setDevicesOffline(devices: number) {
      devicesOffline = devices;
    },
    /** Another device's scan reaching the server, through the same rules. */
    syncElsewhere(request: Omit<CheckInSyncRequest, "event_id" | "device_id">) {
      return sync({ ...request, event_id: event.id, device_id: crypto.randomUUID() });
    },
    /** The participant leaves the event: no change list says so, only the total. */
    remove(id: string) {
      held.delete(id);
    },
    add: hold,
    /** A new ticket: the old code's hash is kept to answer 'ticket renewed'. */
    async renewTicket(id: string, newCode: string) {
      const person = held.get(id);
      if (!person) return;
      renewed.set(person.code_hash, id);
      person.code = newCode;
      person.code_hash = await hashTicketCode(newCode);
      person.changed = ++change;
    },
  };
}

export type FakeSyncServer = Awaited<ReturnType<typeof stubSyncServer>>;
