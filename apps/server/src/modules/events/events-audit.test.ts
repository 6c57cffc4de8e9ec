import { DEFAULT_EVENT_STATUS } from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../db/schema.js";
import { createdChanges, deletedChanges, signInAuditedAdmins } from "../../test/audit-entries.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { type MultipartFilePart, TEST_IMAGES } from "../../test/uploads.js";

// The activity log's entries of events: create, update, delete and delete-all each write exactly
// one, in the change's transaction; a refused change writes none.

const moduleTest = setUpModuleTest("events-audit");

const { systemAdmin, eventAdmin, otherEventAdmin, expectEntry, entriesWhere, expectOneEntry } =
  signInAuditedAdmins(moduleTest, { entity_type: "event" });

const MEDIA_PATH = /^\/media\/event-images\/[0-9a-f-]{36}\.png$/;

/** A complete event's 'data' part: the fields the entries below expect. */
const GALA = {
  event_name: "Spring Gala",
  event_type: "Ceremonies",
  event_datetime: "2027-03-05T15:30:00",
  venue: "Hall A",
  invitee_number: 120,
  theme_colors: ["#112233", "#445566"],
};

/** The gala as its row holds it once created for eventAdmin: what a create or delete records. */
const storedGala = () => ({
  ...GALA,
  time_zone: "UTC",
  is_branded: false,
  event_status: DEFAULT_EVENT_STATUS,
  event_admin_id: eventAdmin.id,
});

const logoPart = (content = TEST_IMAGES.png): MultipartFilePart => ({
  field: "logo",
  filename: "logo.png",
  contentType: "image/png",
  content,
});

function sendEvent(
  actor: TestAdmin,
  method: "POST" | "PUT",
  url: string,
  data: object,
  files: MultipartFilePart[] = [],
) {
  return moduleTest.call(actor, method, url, {
    form: { fields: { data: JSON.stringify(data) }, files },
  });
}

/** The gala (changed by overrides) for eventAdmin, created by that admin; answers the event. */
async function createGala(
  actor: TestAdmin = systemAdmin,
  overrides: object = {},
  files: MultipartFilePart[] = [],
) {
  const data = { ...GALA, event_admin_id: eventAdmin.id, ...overrides };
  const response = await sendEvent(actor, "POST", "/api/events/create-event", data, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const updateGala = (
  actor: TestAdmin,
  id: string,
  overrides: object,
  files: MultipartFilePart[] = [],
) =>
  sendEvent(
    actor,
    "PUT",
    `/api/events/update-event/${id}`,
    { ...GALA, event_admin_id: eventAdmin.id, ...overrides },
    files,
  );

const entriesOf = (eventId: string) => entriesWhere({ entity_id: eventId });

describe("an event's activity log entries", () => {
  it("logs a create with every field it was given and its logo, as null before", async () => {
    const event = await createGala(systemAdmin, {}, [logoPart()]);
    expect(event.logo_url).toMatch(MEDIA_PATH);

    await expectEntry({ entity_id: event.id }, systemAdmin, {
      action: "create",
      entity_id: event.id,
      event_id: event.id,
      changes: createdChanges({ ...storedGala(), logo_url: event.logo_url }),
    });
  });

  it("logs an update with the before and after of only the field that changed", async () => {
    const event = await createGala();
    const response = await updateGala(eventAdmin, event.id, { venue: "Hall B" });
    expect(response.statusCode, response.body).toBe(200);

    await expectEntry({ action: "update", entity_id: event.id }, eventAdmin, {
      action: "update",
      entity_id: event.id,
      event_id: event.id,
      changes: { venue: ["Hall A", "Hall B"] },
    });
  });

  it("logs a replaced logo and cleared fields with their old values", async () => {
    const event = await createGala(systemAdmin, {}, [logoPart()]);
    const response = await updateGala(
      systemAdmin,
      event.id,
      { venue: "", invitee_number: 150, event_datetime: "2027-03-06T10:00:00" },
      [logoPart(TEST_IMAGES.png)],
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated.logo_url).toMatch(MEDIA_PATH);
    expect(updated.logo_url).not.toBe(event.logo_url);

    const entry = await expectOneEntry({
      action: "update",
      entity_id: event.id,
    });
    expect(entry.changes).toEqual({
      venue: ["Hall A", null],
      invitee_number: [120, 150],
      event_datetime: ["2027-03-05T15:30:00", "2027-03-06T10:00:00"],
      logo_url: [event.logo_url, updated.logo_url],
    });
  });

  it("logs a delete with what the event was, after the event is gone", async () => {
    const event = await createGala();
    const response = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/events/delete-event/${event.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await moduleTest.db.$count(events, eq(events.id, event.id))).toBe(0);

    await expectEntry({ action: "delete", entity_id: event.id }, eventAdmin, {
      action: "delete",
      entity_id: event.id,
      event_id: event.id,
      changes: deletedChanges(storedGala()),
    });
    expect((await entriesOf(event.id)).map((each) => each.action)).toEqual(["create", "delete"]);
  });

  it("writes no entry for a refused update or delete", async () => {
    const event = await createGala();
    const notTheirs = await updateGala(otherEventAdmin, event.id, { venue: "Hall B" });
    expect(notTheirs.statusCode).toBe(404);
    // Refused inside the transaction, after the event is locked: the admin named is not one.
    const noSuchAdmin = await updateGala(systemAdmin, event.id, {
      venue: "Hall B",
      event_admin_id: systemAdmin.id,
    });
    expect(noSuchAdmin.statusCode).toBe(400);
    const invalid = await updateGala(systemAdmin, event.id, { event_name: "" });
    expect(invalid.statusCode).toBe(400);
    const deleted = await moduleTest.call(
      otherEventAdmin,
      "DELETE",
      `/api/events/delete-event/${event.id}`,
    );
    expect(deleted.statusCode).toBe(404);

    expect((await entriesOf(event.id)).map((each) => each.action)).toEqual(["create"]);
  });

  // Last: it deletes every event of this file's database.
  it("logs a delete-all as one entry counting the events, and none for each event", async () => {
    await createGala();
    await createGala();
    const count = await moduleTest.db.$count(events);
    expect(count).toBeGreaterThanOrEqual(2);

    const response = await moduleTest.call(systemAdmin, "DELETE", "/api/events/delete-all-events");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().count).toBe(count);

    await expectEntry({ action: "delete_all" }, systemAdmin, {
      action: "delete_all",
      entity_id: null,
      event_id: null,
      changes: { events: [count, 0] },
    });
    expect(await entriesWhere({ action: "delete" })).toHaveLength(1);
  });
});
