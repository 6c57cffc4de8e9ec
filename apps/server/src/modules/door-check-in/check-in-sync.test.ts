import { randomUUID } from "node:crypto";
import {
  type CheckInCountResponse,
  type CheckInListResponse,
  type CheckInSyncResponse,
  MAX_SYNC_SCANS,
  SESSION_COOKIE,
  SYNC_MESSAGES,
  type SyncResult,
} from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { poolOf } from "../../db/client.js";
import { checkInDevices, checkInScans, participants, sessions } from "../../db/schema.js";
import { hashToken } from "../../security/tokens.js";
import { auditEntriesWhere } from "../../test/audit-entries.js";
import {
  codeHashOf,
  type DoorTestEvent,
  insertDeviceSession,
  insertDoorEvent,
  signInDoorStaff,
} from "../../test/door-check-in.js";
import { setUpModuleTest, type TestCaller } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("check-in-sync");
const { eventAdmin } = moduleTest.signInAdminsBeforeAll();

const MINUTE = 60_000;
/**
 * 04:32 UTC two days ago: 10:02 in Asia/Kolkata (UTC+5:30, no summer time), inside the week a
 * scan is accepted, and never in the future whatever the time the test runs.
 */
function twoDaysAgoAt(hours: number, minutes: number): Date {
  const day = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes),
  );
}
const NORTH_SCAN = twoDaysAgoAt(4, 32);
const SOUTH_SCAN = new Date(NORTH_SCAN.getTime() + 3 * MINUTE);

interface Scan {
  nonce?: string;
  scanned_at?: Date;
  code_hash?: string;
  participant_id?: string;
}

/** The scans as a device sends them: each with a nonce and a time unless given. */
function sync(
  caller: TestCaller,
  eventId: string,
  door: string,
  scans: readonly Scan[],
  deviceId: string = randomUUID(),
) {
  return moduleTest.call(caller, "POST", "/api/participants/check-in/sync", {
    json: {
      event_id: eventId,
      door,
      device_id: deviceId,
      scans: scans.map(({ nonce, scanned_at, ...scan }) => ({
        nonce: nonce ?? randomUUID(),
        scanned_at: (scanned_at ?? new Date(Date.now() - MINUTE)).toISOString(),
        ...scan,
      })),
    },
  });
}

async function syncResults(
  caller: TestCaller,
  eventId: string,
  door: string,
  scans: readonly Scan[],
): Promise<SyncResult[]> {
  const response = await sync(caller, eventId, door, scans);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CheckInSyncResponse).results;
}

/** A door's GET, which must answer 200. */
async function read<T>(caller: TestCaller, url: string): Promise<T> {
  const response = await moduleTest.call(caller, "GET", url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const countOf = (caller: TestCaller, eventId: string) =>
  read<CheckInCountResponse>(caller, `/api/participants/check-in-count/${eventId}`);
const listOf = (caller: TestCaller, eventId: string) =>
  read<CheckInListResponse>(caller, `/api/participants/check-in-list/${eventId}`);

/** An event of the event admin, in Asia/Kolkata, with door staff signed in. */
async function doorEvent(names = ["Ada", "Alan", "Grace"]) {
  const event = await insertDoorEvent(
    moduleTest.db,
    eventAdmin.id,
    names.map((name) => ({ name })),
    "Asia/Kolkata",
  );
  const staff = await signInDoorStaff(moduleTest, [event.eventId]);
  return { ...event, staff };
}

const scansRecorded = (event: DoorTestEvent) =>
  moduleTest.db.select().from(checkInScans).where(eq(checkInScans.event_id, event.eventId));

describe("the same scan sent twice", () => {
  it("counts once and answers the same, within one request and across two", async () => {
    const event = await doorEvent();
    const ada = event.participant("Ada");
    const scan = { nonce: randomUUID(), scanned_at: NORTH_SCAN, code_hash: ada.codeHash };

    const [first, again] = await syncResults(event.staff, event.eventId, "North entrance", [
      scan,
      scan,
    ]);
    expect(first).toEqual({
      nonce: scan.nonce,
      outcome: "checked_in",
      message: SYNC_MESSAGES.checkedIn,
      participant: { id: ada.id, name: "Ada", participant_role: "attendee" },
      checked_in_at: NORTH_SCAN.toISOString(),
      checked_in_door: "North entrance",
    });
    expect(again).toEqual(first);

    // Sent again after a lost answer, from another door even: the first answer stands.
    const [retried] = await syncResults(event.staff, event.eventId, "South entrance", [scan]);
    expect(retried).toEqual(first);

    expect(await countOf(event.staff, event.eventId)).toMatchObject({
      checked_in: 1,
      by_door: [{ door: "North entrance", checked_in: 1 }],
    });
    expect(await scansRecorded(event)).toHaveLength(1);
    const entries = await auditEntriesWhere(moduleTest.db, {
      action: "check_in",
      event_id: event.eventId,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: event.staff.id,
      actor_role: "door_staff",
      entity_type: "participant",
      entity_id: ada.id,
      changes: {
        checked_in_at: [null, NORTH_SCAN.toISOString()],
        checked_in_door: [null, "North entrance"],
      },
    });
  });
});

describe("syncs at the same moment", () => {
  it("count a batch sent twice at once once, both answered alike", async () => {
    const names = Array.from({ length: 20 }, (_, index) => `Guest ${index}`);
    const event = await doorEvent(names);
    const scans = names.map((name) => ({
      nonce: randomUUID(),
      scanned_at: NORTH_SCAN,
      code_hash: event.participant(name).codeHash,
    }));
    const [first, second] = await Promise.all([
      syncResults(event.staff, event.eventId, "North entrance", scans),
      syncResults(event.staff, event.eventId, "North entrance", scans),
    ]);
    expect(second).toEqual(first);
    expect(new Set(first?.map((result) => result.outcome))).toEqual(new Set(["checked_in"]));
    expect(await scansRecorded(event)).toHaveLength(names.length);
    expect(
      await auditEntriesWhere(moduleTest.db, { action: "check_in", event_id: event.eventId }),
    ).toHaveLength(names.length);
  });

  it("answer a retry sent while the first request still runs with the first one's outcome", async () => {
    const event = await doorEvent();
    const ada = event.participant("Ada");
    const scan = { nonce: randomUUID(), scanned_at: NORTH_SCAN, code_hash: ada.codeHash };
    // Ada's row held by another transaction, both requests read the scan as new and then wait.
    const holder = await poolOf(moduleTest.db).connect();
    try {
      await holder.query("begin");
      await holder.query("select 1 from participants where id = $1 for update", [ada.id]);
      const first = syncResults(event.staff, event.eventId, "North entrance", [scan]);
      const retry = syncResults(event.staff, event.eventId, "North entrance", [scan]);
      await vi.waitFor(
        async () => {
          // Every session of this test's database but the one asking is listed, so that a wait
          // that never comes says where each request is instead.
          const { rows } = await poolOf(moduleTest.db).query(
            `select state, wait_event_type, wait_event, left(query, 80) as query
             from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          const waiting = rows.filter((row) => row.wait_event_type === "Lock");
          expect(waiting.length, JSON.stringify(rows, null, 1)).toBe(2);
        },
        { timeout: 15_000, interval: 20 },
      );
      await holder.query("rollback");
      const [firstResults, retryResults] = await Promise.all([first, retry]);
      expect(retryResults).toEqual(firstResults);
      expect(firstResults?.[0]).toMatchObject({
        outcome: "checked_in",
        checked_in_door: "North entrance",
      });
    } finally {
      // Never back into the pool inside the transaction that holds Ada's row (a failure above
      // leaves it open): the next test's statements would run in it.
      holder.release(true);
    }
    expect(await scansRecorded(event)).toHaveLength(1);
    expect(
      await auditEntriesWhere(moduleTest.db, { action: "check_in", event_id: event.eventId }),
    ).toHaveLength(1);
  });

  it("end with each ticket's earliest scan when two doors send the same tickets", async () => {
    const names = Array.from({ length: 20 }, (_, index) => `Guest ${index}`);
    const event = await doorEvent(names);
    const device = await insertDeviceSession(moduleTest.db, event.staff.id, event.eventId);
    const scansAt = (at: Date, order: readonly string[]) =>
      order.map((name) => ({ scanned_at: at, code_hash: event.participant(name).codeHash }));
    await Promise.all([
      syncResults(event.staff, event.eventId, "North entrance", scansAt(NORTH_SCAN, names)),
      syncResults(
        device,
        event.eventId,
        "South entrance",
        scansAt(SOUTH_SCAN, [...names].reverse()),
      ),
    ]);
    const list = await listOf(event.staff, event.eventId);
    for (const entry of list.participants) {
      expect(entry).toMatchObject({
        checked_in_at: NORTH_SCAN.toISOString(),
        checked_in_door: "North entrance",
      });
    }
  });
});

describe("one ticket scanned at two doors while both were offline", () => {
  it("keeps the earlier scan and tells the later door where and when, in the event's time", async () => {
    const event = await doorEvent();
    const grace = event.participant("Grace");
    const device = await insertDeviceSession(moduleTest.db, event.staff.id, event.eventId);

    const [north] = await syncResults(event.staff, event.eventId, "North entrance", [
      { scanned_at: NORTH_SCAN, code_hash: grace.codeHash },
    ]);
    expect(north?.outcome).toBe("checked_in");
    const [south] = await syncResults(device, event.eventId, "South entrance", [
      { scanned_at: SOUTH_SCAN, code_hash: grace.codeHash },
    ]);
    expect(south).toMatchObject({
      outcome: "already_checked_in",
      message: "Already checked in at North entrance, 10:02",
      participant: { id: grace.id },
      checked_in_at: NORTH_SCAN.toISOString(),
      checked_in_door: "North entrance",
    });
    expect(await countOf(event.staff, event.eventId)).toMatchObject({
      checked_in: 1,
      by_door: [{ door: "North entrance", checked_in: 1 }],
    });
  });

  it("lets the earlier scan take the check-in over when it arrives second", async () => {
    const event = await doorEvent();
    const alan = event.participant("Alan");
    const device = await insertDeviceSession(moduleTest.db, event.staff.id, event.eventId);
    const southNonce = randomUUID();

    const [south] = await syncResults(device, event.eventId, "South entrance", [
      { nonce: southNonce, scanned_at: SOUTH_SCAN, code_hash: alan.codeHash },
    ]);
    expect(south).toMatchObject({ outcome: "checked_in", checked_in_door: "South entrance" });
    const [north] = await syncResults(event.staff, event.eventId, "North entrance", [
      { scanned_at: NORTH_SCAN, code_hash: alan.codeHash },
    ]);
    expect(north).toMatchObject({
      outcome: "checked_in",
      checked_in_at: NORTH_SCAN.toISOString(),
      checked_in_door: "North entrance",
    });

    // The South device's refreshed copy shows who was first, and its own scan, sent again,
    // keeps its first outcome with the check-in as it is now.
    const entry = (await listOf(device, event.eventId)).participants.find((p) => p.id === alan.id);
    expect(entry).toMatchObject({
      checked_in_at: NORTH_SCAN.toISOString(),
      checked_in_door: "North entrance",
    });
    const [southAgain] = await syncResults(device, event.eventId, "South entrance", [
      { nonce: southNonce, scanned_at: SOUTH_SCAN, code_hash: alan.codeHash },
    ]);
    expect(southAgain).toMatchObject({
      outcome: "checked_in",
      checked_in_at: NORTH_SCAN.toISOString(),
      checked_in_door: "North entrance",
    });
    expect(await countOf(event.staff, event.eventId)).toMatchObject({
      checked_in: 1,
      by_door: [{ door: "North entrance", checked_in: 1 }],
    });
    const [, takeover] = await auditEntriesWhere(moduleTest.db, {
      action: "check_in",
      entity_id: alan.id,
    });
    expect(takeover?.changes).toEqual({
      checked_in_at: [SOUTH_SCAN.toISOString(), NORTH_SCAN.toISOString()],
      checked_in_door: ["South entrance", "North entrance"],
    });
  });

  it("decides two scans of one ticket in one request by their times, not their order", async () => {
    const event = await doorEvent();
    const ada = event.participant("Ada");
    const [later, earlier] = await syncResults(event.staff, event.eventId, "North entrance", [
      { scanned_at: SOUTH_SCAN, code_hash: ada.codeHash },
      { scanned_at: NORTH_SCAN, participant_id: ada.id },
    ]);
    expect(earlier).toMatchObject({
      outcome: "checked_in",
      checked_in_at: NORTH_SCAN.toISOString(),
    });
    expect(later).toMatchObject({
      outcome: "already_checked_in",
      message: "Already checked in at North entrance, 10:02",
    });
  });
});

describe("scans that check no one in", () => {
  it("answers each ticket that cannot be checked in, and records it", async () => {
    const event = await insertDoorEvent(
      moduleTest.db,
      eventAdmin.id,
      [{ name: "Ada" }, { name: "Ida", status: "inactive" }, { name: "Rene" }],
      "Asia/Kolkata",
    );
    const other = await insertDoorEvent(moduleTest.db, eventAdmin.id, [{ name: "Otto" }]);
    const staff = await signInDoorStaff(moduleTest, [event.eventId]);
    const rene = event.participant("Rene");
    const renewed = await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/participants/renew-ticket/${rene.id}`,
    );
    expect(renewed.statusCode).toBe(200);
    const now = Date.now();

    const results = await syncResults(staff, event.eventId, "North entrance", [
      { code_hash: rene.codeHash },
      { code_hash: "0".repeat(64) },
      { code_hash: other.participant("Otto").codeHash },
      { participant_id: other.participant("Otto").id },
      { participant_id: event.participant("Ida").id },
      {
        scanned_at: new Date(now - 8 * 24 * 60 * MINUTE),
        code_hash: event.participant("Ada").codeHash,
      },
      // A clock gone wrong: ISO 8601's year 0, which PostgreSQL has not.
      {
        scanned_at: new Date("0000-01-01T00:00:00Z"),
        code_hash: event.participant("Ada").codeHash,
      },
      { code_hash: codeHashOf(renewed.json().code) },
    ]);
    expect(
      results.map((result) => [result.outcome, result.message, result.participant?.name]),
    ).toEqual([
      ["ticket_renewed", SYNC_MESSAGES.ticketRenewed, "Rene"],
      ["unknown_ticket", SYNC_MESSAGES.unknownTicket, undefined],
      ["unknown_ticket", SYNC_MESSAGES.unknownTicket, undefined],
      ["participant_not_found", SYNC_MESSAGES.participantNotFound, undefined],
      ["inactive", SYNC_MESSAGES.inactive, "Ida"],
      ["too_old", SYNC_MESSAGES.tooOld, undefined],
      ["too_old", SYNC_MESSAGES.tooOld, undefined],
      ["checked_in", SYNC_MESSAGES.checkedIn, "Rene"],
    ]);
    const recorded = await scansRecorded(event);
    expect(recorded.map((scan) => scan.outcome).sort()).toEqual(
      results.map((result) => result.outcome).sort(),
    );
    expect(await countOf(staff, event.eventId)).toMatchObject({ checked_in: 1 });
    const [otto] = await moduleTest.db
      .select({ checked_in_at: participants.checked_in_at })
      .from(participants)
      .where(eq(participants.id, other.participant("Otto").id));
    expect(otto?.checked_in_at).toBeNull();
  });

  it("counts a scan from a clock running ahead as made now", async () => {
    const event = await doorEvent();
    const before = Date.now();
    const [result] = await syncResults(event.staff, event.eventId, "North entrance", [
      { scanned_at: new Date(before + 60 * MINUTE), code_hash: event.participant("Ada").codeHash },
    ]);
    const after = Date.now();
    expect(result?.outcome).toBe("checked_in");
    const at = new Date(result?.checked_in_at ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });

  it(`refuses more than ${MAX_SYNC_SCANS} scans at once`, async () => {
    const event = await doorEvent();
    const hash = event.participant("Ada").codeHash;
    const response = await sync(
      event.staff,
      event.eventId,
      "North entrance",
      Array.from({ length: MAX_SYNC_SCANS + 1 }, () => ({ code_hash: hash })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "scans",
        message: `At most ${MAX_SYNC_SCANS} scans at once`,
        code: "checkInSync.tooManyScans",
        params: { max: MAX_SYNC_SCANS },
      },
    ]);
    expect(await scansRecorded(event)).toEqual([]);
  });

  it("refuses a door's name with control characters, which the database would not store", async () => {
    const event = await doorEvent();
    const sent = await sync(event.staff, event.eventId, "North\u0000entrance", [
      { code_hash: event.participant("Ada").codeHash },
    ]);
    const reported = await moduleTest.call(
      event.staff,
      "PUT",
      `/api/participants/check-in-devices/${event.eventId}/${randomUUID()}`,
      { json: { door: "North\nentrance", unsent: 0 } },
    );
    for (const response of [sent, reported]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        {
          field: "door",
          message: SYNC_MESSAGES.doorControlCharacters,
          code: "checkInSync.doorControlCharacters",
        },
      ]);
    }
    expect(await scansRecorded(event)).toEqual([]);
  });

  it(`checks in ${MAX_SYNC_SCANS} scans in one request`, async () => {
    const names = Array.from({ length: MAX_SYNC_SCANS }, (_, index) => `Guest ${index}`);
    const event = await doorEvent(names);
    const results = await syncResults(
      event.staff,
      event.eventId,
      "North entrance",
      names.map((name) => ({ code_hash: event.participant(name).codeHash })),
    );
    expect(results.filter((result) => result.outcome === "checked_in")).toHaveLength(
      MAX_SYNC_SCANS,
    );
    expect(await countOf(event.staff, event.eventId)).toMatchObject({
      checked_in: MAX_SYNC_SCANS,
      total: MAX_SYNC_SCANS,
    });
    expect(
      await auditEntriesWhere(moduleTest.db, { action: "check_in", event_id: event.eventId }),
    ).toHaveLength(MAX_SYNC_SCANS);
  });
});

describe("the count screen", () => {
  it("counts check-ins per door and the devices with unsent scans or gone silent", async () => {
    const event = await doorEvent(["Ada", "Alan", "Grace", "Kay"]);
    const [northDevice, southDevice, silentDevice, yesterdayDevice] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const scanAt = (door: string, deviceId: string, names: string[]) =>
      sync(
        event.staff,
        event.eventId,
        door,
        names.map((name) => ({ code_hash: event.participant(name).codeHash })),
        deviceId,
      );
    await scanAt("North entrance", northDevice, ["Ada", "Alan"]);
    await scanAt("South entrance", southDevice, ["Grace"]);
    await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/participants/check-in/${event.participant("Kay").id}`,
    );

    const report = (deviceId: string, door: string, unsent: number) =>
      moduleTest.call(
        event.staff,
        "PUT",
        `/api/participants/check-in-devices/${event.eventId}/${deviceId}`,
        { json: { door, unsent } },
      );
    for (const [deviceId, door, unsent] of [
      [northDevice, "North entrance", 3],
      [southDevice, "South entrance", 0],
      [silentDevice, "Side door", 2],
      [yesterdayDevice, "Side door", 5],
    ] as const) {
      const response = await report(deviceId, door, unsent);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: SYNC_MESSAGES.deviceReported });
    }
    // A report names the session it came with: a paired device's own, for the staff list.
    const [reported] = await moduleTest.db
      .select({ session_id: checkInDevices.session_id })
      .from(checkInDevices)
      .where(eq(checkInDevices.device_id, northDevice));
    const [staffSession] = await moduleTest.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(event.staff.session.cookies[SESSION_COOKIE] ?? "")));
    expect(reported?.session_id).toBe(staffSession?.id);
    const lastSeen = (deviceId: string, ago: string) =>
      moduleTest.db
        .update(checkInDevices)
        .set({ last_seen_at: sql`now() - ${ago}::interval` })
        .where(eq(checkInDevices.device_id, deviceId));
    await lastSeen(silentDevice, "2 minutes");
    await lastSeen(yesterdayDevice, "2 days");

    expect(await countOf(event.staff, event.eventId)).toEqual({
      checked_in: 4,
      total: 4,
      by_door: [
        { door: "North entrance", checked_in: 2 },
        { door: "South entrance", checked_in: 1 },
        { door: null, checked_in: 1 },
      ],
      devices_with_unsent: 2,
      devices_offline: 1,
    });

    // A sync is a sign of life, and what it sent is no longer unsent.
    await scanAt("Side door", silentDevice, ["Ada", "Kay"]);
    expect(await countOf(event.staff, event.eventId)).toMatchObject({
      devices_with_unsent: 1,
      devices_offline: 0,
    });
  });
});
