import { randomUUID } from "node:crypto";
import {
  CHECK_IN_MESSAGES,
  type CheckInEntry,
  type CheckInListResponse,
  DOOR_STAFF_MESSAGES,
  STAFF_UNDO_MINUTES,
} from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { expectOneAuditEntry } from "../../test/audit-entries.js";
import {
  addToDoorStaff,
  insertDeviceSession,
  insertDoorEvent,
  signInDoorStaff,
} from "../../test/door-check-in.js";
import { insertParticipants } from "../../test/factories.js";
import { setUpModuleTest, type TestCaller } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("door-check-in");
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const listUrl = (eventId: string, since?: string) =>
  `/api/participants/check-in-list/${eventId}${since ? `?since=${encodeURIComponent(since)}` : ""}`;

async function listOf(
  caller: TestCaller,
  eventId: string,
  since?: string,
): Promise<CheckInListResponse> {
  const response = await moduleTest.call(caller, "GET", listUrl(eventId, since));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The list's entries by name. */
async function entriesOf(caller: TestCaller, eventId: string) {
  const { participants: entries } = await listOf(caller, eventId);
  return new Map(entries.map((entry) => [entry.name, entry]));
}

/** Checks the participants in from the door, scanned a minute ago, at North entrance. */
async function checkInAtDoor(caller: TestCaller, eventId: string, participantIds: string[]) {
  const response = await moduleTest.call(caller, "POST", "/api/participants/check-in/sync", {
    json: {
      event_id: eventId,
      door: "North entrance",
      device_id: randomUUID(),
      scans: participantIds.map((id) => ({
        nonce: randomUUID(),
        scanned_at: new Date(Date.now() - 60_000).toISOString(),
        participant_id: id,
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  for (const result of response.json().results) expect(result.outcome).toBe("checked_in");
}

const undoAtDoor = (caller: TestCaller, participantId: string) =>
  moduleTest.call(caller, "POST", "/api/participants/check-in/undo", {
    json: { participant_id: participantId },
  });

async function checkInOf(participantId: string) {
  const [row] = await moduleTest.db
    .select({
      checked_in_at: participants.checked_in_at,
      checked_in_by: participants.checked_in_by,
      checked_in_door: participants.checked_in_door,
      checked_in_recorded_at: participants.checked_in_recorded_at,
      check_in_changed_at: participants.check_in_changed_at,
    })
    .from(participants)
    .where(eq(participants.id, participantId));
  if (!row) throw new Error("no such participant");
  return row;
}

const ENTRY_FIELDS = [
  "active",
  "checked_in_at",
  "checked_in_door",
  "code_hash",
  "id",
  "may_undo",
  "name",
  "participant_role",
  "undo_until",
];

describe("the door's check-in list", () => {
  it("holds every participant with what a door needs and nothing else", async () => {
    const event = await insertDoorEvent(moduleTest.db, eventAdmin.id, [
      { name: "Ada", role: "speaker", phone: "+44 20 7946 0001", username: "ada.l" },
      { name: "Grace", phone: "+44 20 7946 0002" },
      { name: "Ida", status: "inactive" },
    ]);
    const grace = event.participant("Grace");
    await moduleTest.call(eventAdmin, "POST", `/api/participants/check-in/${grace.id}`);
    const staff = await signInDoorStaff(moduleTest, [event.eventId]);

    for (const caller of [staff, eventAdmin]) {
      const response = await moduleTest.call(caller, "GET", listUrl(event.eventId));
      expect(response.statusCode).toBe(200);
      for (const secret of ["@example.org", "+44 20", "ada.l", "answers", "email", "phone"]) {
        expect(response.body).not.toContain(secret);
      }
      const list: CheckInListResponse = response.json();
      expect(list).toMatchObject({ complete: true, total: 3 });
      expect(list.participants.map((entry) => entry.name)).toEqual(["Ada", "Grace", "Ida"]);
      for (const entry of list.participants)
        expect(Object.keys(entry).sort()).toEqual(ENTRY_FIELDS);
    }
    const asStaff = await entriesOf(staff, event.eventId);
    expect(asStaff.get("Ada")).toEqual({
      id: event.participant("Ada").id,
      name: "Ada",
      participant_role: "speaker",
      active: true,
      code_hash: event.participant("Ada").codeHash,
      checked_in_at: null,
      checked_in_door: null,
      may_undo: false,
      undo_until: null,
    });
    expect(asStaff.get("Ida")?.active).toBe(false);
    // Checked in from an admin's screen: no door, and not this door staff's to undo.
    expect(asStaff.get("Grace")).toMatchObject({
      checked_in_at: (await checkInOf(grace.id)).checked_in_at?.toISOString(),
      checked_in_door: null,
      may_undo: false,
      undo_until: null,
    });
    expect((await entriesOf(eventAdmin, event.eventId)).get("Grace")).toMatchObject({
      may_undo: true,
      undo_until: null,
    });
  });

  it("answers what changed since its server_time, and a total that shows a removal", async () => {
    const event = await insertDoorEvent(
      moduleTest.db,
      eventAdmin.id,
      ["Ada", "Alan", "Bea", "Cy", "Dee"].map((name) => ({ name })),
    );
    const staff = await signInDoorStaff(moduleTest, [event.eventId]);
    const ada = event.participant("Ada");
    const alan = event.participant("Alan");
    const bea = event.participant("Bea");
    await moduleTest.call(eventAdmin, "POST", `/api/participants/check-in/${bea.id}`);
    // All of that a minute ago, before the copy was made.
    await moduleTest.db
      .update(participants)
      .set({
        updated_date: sql`now() - interval '1 minute'`,
        check_in_changed_at: sql`${participants.check_in_changed_at} - interval '1 minute'`,
      })
      .where(eq(participants.event_id, event.eventId));
    const copy = await listOf(staff, event.eventId);
    expect(copy).toMatchObject({ complete: true, total: 5 });
    const untouched = await listOf(staff, event.eventId, copy.server_time);
    expect(untouched).toMatchObject({ complete: false, total: 5, participants: [] });

    await checkInAtDoor(staff, event.eventId, [ada.id]);
    await moduleTest.call(eventAdmin, "DELETE", `/api/participants/check-in/${bea.id}`);
    const renewed = await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/participants/renew-ticket/${alan.id}`,
    );
    expect(renewed.statusCode).toBe(200);
    await insertParticipants(moduleTest.db, event.eventId, [{ name: "Eve" }]);

    const changes = await listOf(staff, event.eventId, copy.server_time);
    expect(changes).toMatchObject({ complete: false, total: 6 });
    const changed = new Map(changes.participants.map((entry) => [entry.name, entry]));
    expect([...changed.keys()]).toEqual(["Ada", "Alan", "Bea", "Eve"]);
    expect(changed.get("Ada")).toMatchObject({ checked_in_door: "North entrance" });
    expect(changed.get("Alan")?.code_hash).not.toBe(alan.codeHash);
    expect((await checkInOf(alan.id)).check_in_changed_at).not.toBeNull();
    expect(changed.get("Bea")).toMatchObject({ checked_in_at: null, checked_in_door: null });

    await moduleTest.db.delete(participants).where(eq(participants.id, event.participant("Cy").id));
    const afterRemoval = await listOf(staff, event.eventId, changes.server_time);
    expect(afterRemoval.total).toBe(5);
    expect(afterRemoval.participants.map((entry) => entry.name)).not.toContain("Cy");

    // ISO 8601's year 0, which PostgreSQL has not: everything changed since.
    const sinceYearZero = await listOf(staff, event.eventId, "0000-01-01T00:00:00Z");
    expect(sinceYearZero).toMatchObject({ complete: false, total: 5 });
    expect(sinceYearZero.participants).toHaveLength(5);

    const bad = await moduleTest.call(staff, "GET", `${listUrl(event.eventId)}?since=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      {
        field: "since",
        message: "since must be a server_time from an earlier answer",
        code: "checkInSync.sinceNotServerTime",
      },
    ]);
  });
});

describe("undoing a check-in at the door", () => {
  it(`lets door staff undo their own check-ins for ${STAFF_UNDO_MINUTES} minutes`, async () => {
    const event = await insertDoorEvent(moduleTest.db, eventAdmin.id, [
      { name: "Ada" },
      { name: "Alan" },
    ]);
    const ada = event.participant("Ada");
    const alan = event.participant("Alan");
    const staff = await signInDoorStaff(moduleTest, [event.eventId]);
    await checkInAtDoor(staff, event.eventId, [ada.id, alan.id]);

    const checkedIn = await checkInOf(ada.id);
    const deadline = new Date(
      (checkedIn.checked_in_recorded_at?.getTime() ?? 0) + STAFF_UNDO_MINUTES * 60_000,
    );
    expect((await entriesOf(staff, event.eventId)).get("Ada")).toMatchObject({
      may_undo: true,
      undo_until: deadline.toISOString(),
    });
    const undone = await undoAtDoor(staff, ada.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({
      message: CHECK_IN_MESSAGES.undone,
      entry: {
        id: ada.id,
        name: "Ada",
        participant_role: "attendee",
        active: true,
        code_hash: ada.codeHash,
        checked_in_at: null,
        checked_in_door: null,
        may_undo: false,
        undo_until: null,
      } satisfies CheckInEntry,
    });
    expect(await checkInOf(ada.id)).toMatchObject({
      checked_in_at: null,
      checked_in_by: null,
      checked_in_door: null,
      checked_in_recorded_at: null,
    });
    const entry = await expectOneAuditEntry(moduleTest.db, {
      action: "undo_check_in",
      entity_id: ada.id,
    });
    expect(entry).toMatchObject({
      actor_id: staff.id,
      actor_role: "door_staff",
      event_id: event.eventId,
      changes: {
        checked_in_at: [checkedIn.checked_in_at?.toISOString(), null],
        checked_in_door: ["North entrance", null],
      },
    });
    const again = await undoAtDoor(staff, ada.id);
    expect(again.json()).toMatchObject({
      message: CHECK_IN_MESSAGES.notCheckedIn,
      entry: { checked_in_at: null },
    });

    // Recorded longer ago than the window: no longer theirs to undo.
    await moduleTest.db
      .update(participants)
      .set({
        checked_in_recorded_at: sql`now() - make_interval(mins => ${STAFF_UNDO_MINUTES + 1})`,
      })
      .where(eq(participants.id, alan.id));
    expect((await entriesOf(staff, event.eventId)).get("Alan")).toMatchObject({
      may_undo: false,
      undo_until: null,
    });
    const late = await undoAtDoor(staff, alan.id);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      error: DOOR_STAFF_MESSAGES.undoNotAllowed,
      code: "doorStaff.undoNotAllowed",
    });
    expect((await checkInOf(alan.id)).checked_in_at).not.toBeNull();
  });

  it("refuses door staff a check-in of someone else's, and lets admins undo any", async () => {
    const event = await insertDoorEvent(moduleTest.db, eventAdmin.id, [
      { name: "Ada" },
      { name: "Grace" },
    ]);
    const ada = event.participant("Ada");
    const grace = event.participant("Grace");
    const staff = await signInDoorStaff(moduleTest, [event.eventId], "Sam Door");
    const colleague = await signInDoorStaff(moduleTest, [event.eventId], "Kim Door");
    await checkInAtDoor(staff, event.eventId, [ada.id]);
    await moduleTest.call(eventAdmin, "POST", `/api/participants/check-in/${grace.id}`);

    for (const [caller, participant] of [
      [colleague, ada],
      [staff, grace],
    ] as const) {
      const response = await undoAtDoor(caller, participant.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: DOOR_STAFF_MESSAGES.undoNotAllowed,
        code: "doorStaff.undoNotAllowed",
      });
    }
    expect((await entriesOf(colleague, event.eventId)).get("Ada")?.may_undo).toBe(false);

    for (const [admin, participant] of [
      [eventAdmin, ada],
      [systemAdmin, grace],
    ] as const) {
      const response = await undoAtDoor(admin, participant.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(CHECK_IN_MESSAGES.undone);
    }
  });
});

describe("the admins' check-in calls", () => {
  it("stamp a check-in for the doors' copies, with no door, and clear a door's on undo", async () => {
    const event = await insertDoorEvent(moduleTest.db, eventAdmin.id, [{ name: "Ada" }]);
    const ada = event.participant("Ada");
    const staff = await signInDoorStaff(moduleTest, [event.eventId]);
    await checkInAtDoor(staff, event.eventId, [ada.id]);

    const undone = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/participants/check-in/${ada.id}`,
    );
    expect(undone.statusCode).toBe(200);
    const afterUndo = await checkInOf(ada.id);
    expect(afterUndo).toMatchObject({
      checked_in_at: null,
      checked_in_door: null,
      checked_in_recorded_at: null,
    });
    expect(afterUndo.check_in_changed_at).not.toBeNull();

    await moduleTest.call(eventAdmin, "POST", `/api/participants/check-in/${ada.id}`);
    const afterCheckIn = await checkInOf(ada.id);
    expect(afterCheckIn).toMatchObject({ checked_in_by: eventAdmin.id, checked_in_door: null });
    expect(afterCheckIn.checked_in_recorded_at).toEqual(afterCheckIn.checked_in_at);
    expect(afterCheckIn.check_in_changed_at?.getTime()).toBeGreaterThanOrEqual(
      afterUndo.check_in_changed_at?.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });
});

describe("who reaches the door", () => {
  it("keeps door staff and paired devices to their events", async () => {
    const eventA = await insertDoorEvent(moduleTest.db, eventAdmin.id, [{ name: "Ada" }]);
    const eventB = await insertDoorEvent(moduleTest.db, eventAdmin.id, [{ name: "Bea" }]);
    const staff = await signInDoorStaff(moduleTest, [eventA.eventId]);
    const device = await insertDeviceSession(moduleTest.db, staff.id, eventA.eventId);
    const deviceId = randomUUID();
    const participantOf = (event: typeof eventA) =>
      event === eventA ? eventA.participant("Ada") : eventB.participant("Bea");

    const calls = (event: typeof eventA) =>
      [
        ["GET", listUrl(event.eventId), undefined],
        ["GET", `/api/participants/check-in-count/${event.eventId}`, undefined],
        [
          "PUT",
          `/api/participants/check-in-devices/${event.eventId}/${deviceId}`,
          { door: "North entrance", unsent: 0 },
        ],
        [
          "POST",
          "/api/participants/check-in/sync",
          {
            event_id: event.eventId,
            door: "North entrance",
            device_id: randomUUID(),
            scans: [
              {
                nonce: randomUUID(),
                scanned_at: new Date().toISOString(),
                code_hash: participantOf(event).codeHash,
              },
            ],
          },
        ],
        ["POST", "/api/participants/check-in/undo", { participant_id: participantOf(event).id }],
      ] as const;
    const answers = async (caller: TestCaller | undefined, event: typeof eventA) => {
      const statuses: [string, number, string][] = [];
      for (const [method, url, json] of calls(event)) {
        const response = await moduleTest.call(caller, method, url, json ? { json } : {});
        statuses.push([`${method} ${url}`, response.statusCode, response.json().error ?? ""]);
      }
      return statuses;
    };
    const refused = (event: typeof eventA) =>
      calls(event).map(([method, url]) => [
        `${method} ${url}`,
        404,
        url.endsWith("/undo") ? "Participant not found" : "Event not found",
      ]);

    for (const caller of [staff, device, otherEventAdmin]) {
      expect(await answers(caller, eventB)).toEqual(refused(eventB));
    }
    expect((await answers(undefined, eventA)).map(([, status]) => status)).toEqual([
      401, 401, 401, 401, 401,
    ]);
    for (const caller of [device, staff]) {
      expect((await answers(caller, eventA)).map(([, status]) => status)).toEqual([
        200, 200, 200, 200, 200,
      ]);
    }

    // Added to B as well, the staff member reaches it signed in; the device stays A's.
    await addToDoorStaff(moduleTest.db, staff.id, [eventB.eventId]);
    expect((await answers(staff, eventB)).map(([, status]) => status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(await answers(device, eventB)).toEqual(refused(eventB));

    // Nothing of the admins' screens.
    const adminList = await moduleTest.call(
      staff,
      "GET",
      `/api/participants/get-all-participants-by-event/${eventA.eventId}`,
    );
    expect(adminList.statusCode).toBe(404);
  });
});
