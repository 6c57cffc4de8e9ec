import { randomUUID } from "node:crypto";
import {
  CHECK_IN_CODE_PATTERN,
  CHECK_IN_MESSAGES,
  type CheckInCountResponse,
  type CheckInResponse,
  MAX_BADGE_IDS,
  type Participant,
  type TicketResponse,
} from "@events/contract";
import { describe, expect, it } from "vitest";
import { insertEvent, insertParticipants, type SeedParticipant } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("check-in");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

/** A new event of that admin with those participants; answers the event and them by name. */
async function eventWith(
  owner: TestAdmin,
  rows: readonly SeedParticipant[] = [{ name: "Ada" }, { name: "Alan" }, { name: "Grace" }],
): Promise<{ eventId: string; byName: Record<string, Participant> }> {
  const eventId = await insertEvent(moduleTest.db, owner.id);
  await insertParticipants(moduleTest.db, eventId, rows);
  const list = await moduleTest.call(
    owner,
    "GET",
    `/api/participants/get-all-participants-by-event/${eventId}`,
  );
  const participants: Participant[] = list.json().participants;
  return { eventId, byName: Object.fromEntries(participants.map((p) => [p.name, p])) };
}

const checkIn = (actor: TestAdmin | undefined, id: string) =>
  moduleTest.call(actor, "POST", `/api/participants/check-in/${id}`);
const undo = (actor: TestAdmin, id: string) =>
  moduleTest.call(actor, "DELETE", `/api/participants/check-in/${id}`);
const checkInByCode = (actor: TestAdmin, eventId: string, code: string) =>
  moduleTest.send(actor, "POST", "/api/participants/check-in-by-code", {
    json: { event_id: eventId, code },
  });
/** The count's two totals; its doors and devices have tests of their own (check-in-sync). */
async function count(actor: TestAdmin, eventId: string) {
  const response = await moduleTest.call(
    actor,
    "GET",
    `/api/participants/check-in-count/${eventId}`,
  );
  const { checked_in, total }: CheckInCountResponse = response.json();
  return { checked_in, total };
}
async function ticketOf(actor: TestAdmin, id: string): Promise<TicketResponse> {
  const response = await moduleTest.call(actor, "GET", `/api/participants/ticket/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("checking in by hand", () => {
  it("checks in once, says so on a repeat with the first time, and undoes", async () => {
    const { eventId, byName } = await eventWith(eventAdmin);
    const ada = byName.Ada as Participant;

    const first = await checkIn(eventAdmin, ada.id);
    expect(first.statusCode).toBe(200);
    const firstBody: CheckInResponse = first.json();
    expect(firstBody).toMatchObject({
      message: CHECK_IN_MESSAGES.checkedIn,
      already_checked_in: false,
      participant: { id: ada.id, checked_in_by: eventAdmin.id },
    });
    expect(firstBody.checked_in_at).toBe(firstBody.participant.checked_in_at);
    expect(await count(eventAdmin, eventId)).toEqual({ checked_in: 1, total: 3 });

    const again = await checkIn(systemAdmin, ada.id);
    expect(again.json()).toMatchObject({
      message: CHECK_IN_MESSAGES.alreadyCheckedIn,
      already_checked_in: true,
      checked_in_at: firstBody.checked_in_at,
      participant: { checked_in_by: eventAdmin.id },
    });

    const undone = await undo(eventAdmin, ada.id);
    expect(undone.json()).toMatchObject({
      message: CHECK_IN_MESSAGES.undone,
      checked_in_at: null,
      participant: { checked_in_at: null, checked_in_by: null },
    });
    expect((await undo(eventAdmin, ada.id)).json().message).toBe(CHECK_IN_MESSAGES.notCheckedIn);
    expect(await count(eventAdmin, eventId)).toEqual({ checked_in: 0, total: 3 });
  });

  it("checks in exactly once when two doors scan at the same moment", async () => {
    const { eventId, byName } = await eventWith(eventAdmin);
    const alan = byName.Alan as Participant;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => checkIn(eventAdmin, alan.id)),
    );
    const bodies: CheckInResponse[] = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => !body.already_checked_in)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.checked_in_at)).size).toBe(1);
    expect(await count(eventAdmin, eventId)).toEqual({ checked_in: 1, total: 3 });
  });

  it("filters the list and the export by check-in", async () => {
    const { eventId, byName } = await eventWith(eventAdmin);
    await checkIn(eventAdmin, (byName.Grace as Participant).id);
    const list = (checkedIn: string) =>
      moduleTest.call(
        eventAdmin,
        "GET",
        `/api/participants/get-all-participants-by-event/${eventId}?checked_in=${checkedIn}&sort=name`,
      );
    expect((await list("true")).json()).toMatchObject({
      total: 1,
      participants: [{ name: "Grace" }],
    });
    const notIn = (await list("false")).json();
    expect(notIn.total).toBe(2);
    expect(notIn.participants.map((p: Participant) => p.name)).toEqual(["Ada", "Alan"]);
    const bad = await list("maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      {
        field: "checked_in",
        message: "checked_in must be true or false",
        code: "field.trueOrFalse",
        params: { field: "checked_in" },
      },
    ]);

    const exported = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/participants/export/${eventId}?format=csv&checked_in=true`,
    );
    expect(exported.statusCode).toBe(200);
    const [header, row, ...rest] = exported.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    // Every text cell is quoted (formula injection); the check-in time is a date, so it is not.
    expect(header?.split(",").at(-1)).toBe('"checked_in"');
    expect(row).toMatch(/^"Grace",.*,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(rest).toEqual([]);
  });

  it("refuses an inactive participant", async () => {
    const { eventId, byName } = await eventWith(eventAdmin, [{ name: "Ida", status: "inactive" }]);
    const response = await checkIn(eventAdmin, (byName.Ida as Participant).id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: CHECK_IN_MESSAGES.inactive,
      code: "checkIn.inactive",
    });
    expect(await count(eventAdmin, eventId)).toEqual({ checked_in: 0, total: 0 });
  });

  it("keeps another admin's participants out of reach", async () => {
    const { eventId, byName } = await eventWith(eventAdmin);
    const ada = byName.Ada as Participant;
    for (const response of [
      await checkIn(otherEventAdmin, ada.id),
      await undo(otherEventAdmin, ada.id),
      await moduleTest.call(otherEventAdmin, "GET", `/api/participants/ticket/${ada.id}`),
      await moduleTest.call(otherEventAdmin, "POST", `/api/participants/renew-ticket/${ada.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: "Participant not found",
        code: "participants.notFound",
      });
    }
    for (const url of [
      `/api/participants/check-in-count/${eventId}`,
      `/api/participants/badges/${eventId}`,
    ]) {
      const response = await moduleTest.call(otherEventAdmin, "GET", url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Event not found", code: "events.eventNotFound" });
    }
    expect((await checkIn(undefined, ada.id)).statusCode).toBe(401);
    expect(await count(eventAdmin, eventId)).toEqual({ checked_in: 0, total: 3 });
  });
});

describe("tickets", () => {
  it("gives each participant a random code of its own, as a QR code", async () => {
    const { byName } = await eventWith(eventAdmin);
    const tickets = await Promise.all(
      Object.values(byName).map((participant) => ticketOf(eventAdmin, participant.id)),
    );
    for (const ticket of tickets) {
      expect(ticket.code).toMatch(CHECK_IN_CODE_PATTERN);
      expect(ticket.qr_svg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
      // Not the id (hex digits too); short names can turn up in any hex string by chance.
      for (const value of Object.values(byName).map((p) => p.id)) {
        expect(ticket.code).not.toContain(value.replaceAll("-", ""));
      }
    }
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(tickets.length);
  });

  it("voids the old code when a ticket is renewed", async () => {
    const { eventId, byName } = await eventWith(eventAdmin);
    const ada = byName.Ada as Participant;
    const old = await ticketOf(eventAdmin, ada.id);
    const renewed = await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/participants/renew-ticket/${ada.id}`,
    );
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().code).not.toBe(old.code);
    expect(renewed.json().code).toMatch(CHECK_IN_CODE_PATTERN);

    const withOld = await checkInByCode(eventAdmin, eventId, old.code);
    expect(withOld.statusCode).toBe(404);
    expect(withOld.json()).toEqual({
      error: CHECK_IN_MESSAGES.unknownTicket,
      code: "checkIn.unknownTicket",
    });
    const withNew = await checkInByCode(eventAdmin, eventId, renewed.json().code);
    expect(withNew.json()).toMatchObject({
      already_checked_in: false,
      participant: { id: ada.id },
    });
  });
});

describe("checking in from a scanned code", () => {
  it("checks in, and says so again on a second scan", async () => {
    const { eventId, byName } = await eventWith(eventAdmin);
    const grace = byName.Grace as Participant;
    const { code } = await ticketOf(eventAdmin, grace.id);
    // Scanners may hand the text over in capitals and with the line end of a keyboard wedge.
    const first = await checkInByCode(eventAdmin, eventId, ` ${code.toUpperCase()}\n`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      already_checked_in: false,
      participant: { id: grace.id },
    });
    const second = await checkInByCode(systemAdmin, eventId, code);
    expect(second.json()).toMatchObject({
      already_checked_in: true,
      message: CHECK_IN_MESSAGES.alreadyCheckedIn,
    });
  });

  it("tells a ticket of another event, an unknown ticket and a malformed one apart", async () => {
    const { eventId, byName } = await eventWith(eventAdmin);
    const other = await eventWith(eventAdmin, [{ name: "Otto" }]);
    const foreign = await eventWith(otherEventAdmin, [{ name: "Fay" }]);
    const ottoCode = (await ticketOf(eventAdmin, (other.byName.Otto as Participant).id)).code;
    const fayCode = (await ticketOf(otherEventAdmin, (foreign.byName.Fay as Participant).id)).code;

    const otherEvent = await checkInByCode(eventAdmin, eventId, ottoCode);
    expect(otherEvent.statusCode).toBe(404);
    expect(otherEvent.json()).toEqual({
      error: CHECK_IN_MESSAGES.otherEvent,
      code: "checkIn.otherEvent",
    });

    // Another admin's ticket is unknown here: its event is not revealed.
    const notTheirs = await checkInByCode(eventAdmin, eventId, fayCode);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({
      error: CHECK_IN_MESSAGES.unknownTicket,
      code: "checkIn.unknownTicket",
    });

    const unknown = await checkInByCode(eventAdmin, eventId, "0".repeat(64));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: CHECK_IN_MESSAGES.unknownTicket,
      code: "checkIn.unknownTicket",
    });

    for (const malformed of ["", "hello", "g".repeat(64), `${ottoCode}0`]) {
      const response = await checkInByCode(eventAdmin, eventId, malformed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [
          {
            field: "code",
            message: CHECK_IN_MESSAGES.unknownTicket,
            code: "checkIn.unknownTicket",
          },
        ],
      });
    }

    const notTheirEvent = await checkInByCode(otherEventAdmin, eventId, ottoCode);
    expect(notTheirEvent.statusCode).toBe(404);
    expect(notTheirEvent.json()).toEqual({
      error: "Event not found",
      code: "events.eventNotFound",
    });
    expect(await count(eventAdmin, eventId)).toEqual({
      checked_in: 0,
      total: Object.keys(byName).length,
    });
    expect(await count(eventAdmin, other.eventId)).toEqual({ checked_in: 0, total: 1 });
  });
});

describe("badges", () => {
  it("answers name, role and QR code of every active participant, or of those chosen", async () => {
    const { eventId, byName } = await eventWith(eventAdmin, [
      { name: "Zoe", role: "speaker" },
      { name: "Bea" },
      { name: "Ian", status: "inactive" },
    ]);
    const all = await moduleTest.call(eventAdmin, "GET", `/api/participants/badges/${eventId}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      truncated: false,
      badges: [
        { name: "Bea", participant_role: "attendee" },
        { name: "Zoe", participant_role: "speaker" },
      ],
    });
    expect(all.json().badges[0].qr_svg).toMatch(/^<svg/);

    const chosen = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/participants/badges/${eventId}?ids=${(byName.Zoe as Participant).id},${(byName.Ian as Participant).id}`,
    );
    expect(chosen.json().badges.map((badge: { name: string }) => badge.name)).toEqual([
      "Ian",
      "Zoe",
    ]);
    const bad = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/participants/badges/${eventId}?ids=nope`,
    );
    expect(bad.statusCode).toBe(400);
    const tooMany = Array.from({ length: MAX_BADGE_IDS + 1 }, () => randomUUID()).join(",");
    const overLimit = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/participants/badges/${eventId}?ids=${tooMany}`,
    );
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().details).toEqual([
      {
        field: "ids",
        message: `At most ${MAX_BADGE_IDS} chosen badges at once`,
        code: "checkIn.tooManyBadges",
        params: { max: MAX_BADGE_IDS },
      },
    ]);
  });
});
