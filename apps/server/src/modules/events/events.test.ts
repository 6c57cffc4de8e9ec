import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DEFAULT_THEME_COLORS,
  EVENT_IMAGE_FILE_RULE,
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  eventSchema,
  REQUIRED_EVENT_FIELDS_MESSAGE,
} from "@events/contract";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { events } from "../../db/schema.js";
import { createUser, type SignedIn, signIn, uniqueIp } from "../../test/app.js";
import { auditEntriesWhere } from "../../test/audit-entries.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import {
  buildMultipart,
  listFiles,
  type MultipartFilePart,
  streamPngOfSize,
  TEST_IMAGES,
} from "../../test/uploads.js";

const EVENT_FIELDS = Object.keys(eventSchema.shape).sort();
const MEDIA_PATH = /^\/media\/event-images\/[0-9a-f-]{36}\.(png|gif|jpg)$/;

const moduleTest = setUpModuleTest("events");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const eventImagesDir = () => path.join(moduleTest.dataDir, "uploads", "event-images");

const call = moduleTest.call;

/** Every file and folder under a folder, as relative paths; none when it does not exist. */
async function listFilesDeep(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { recursive: true })).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The fields of the 'data' part; the required ones are filled in unless overridden. */
function eventData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_name: `Annual Gala ${randomUUID().slice(0, 8)}`,
    event_type: "Ceremonies",
    event_admin_id: eventAdmin.id,
    ...overrides,
  };
}

const imagePart = (
  field: "logo" | "cover_image",
  content: MultipartFilePart["content"] = TEST_IMAGES.png,
  filename = `${field}.png`,
): MultipartFilePart => ({ field, filename, contentType: "image/png", content });

/** create-event or update-event as the web app sends it: 'data' as JSON text, then the files. */
function sendEvent(
  actor: TestAdmin,
  target: { method: "POST" | "PUT"; url: string },
  data: Record<string, unknown>,
  files: MultipartFilePart[] = [],
) {
  return call(actor, target.method, target.url, {
    form: { fields: { data: JSON.stringify(data) }, files },
  });
}

const CREATE = { method: "POST", url: "/api/events/create-event" } as const;
const updateOf = (id: string) =>
  ({ method: "PUT", url: `/api/events/update-event/${id}` }) as const;

async function createEvent(
  actor: TestAdmin,
  data: Record<string, unknown> = {},
  files: MultipartFilePart[] = [],
) {
  const response = await sendEvent(actor, CREATE, eventData(data), files);
  if (response.statusCode !== 201) {
    throw new Error(`create-event answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** create-event sent to an app of a test's own, as `session`'s browser sends it. */
function createOn(
  app: App,
  session: SignedIn,
  data: Record<string, unknown>,
  files: MultipartFilePart[] = [],
) {
  const multipart = buildMultipart({ data: JSON.stringify(data) }, files);
  return app.inject({
    method: "POST",
    url: CREATE.url,
    remoteAddress: uniqueIp(),
    cookies: session.cookies,
    headers: { ...session.headers, ...multipart.headers },
    payload: multipart.payload,
  });
}

async function countEvents(): Promise<number> {
  const [row] = await moduleTest.db.select({ value: count() }).from(events);
  return row?.value ?? 0;
}

async function findEventRow(id: string) {
  const [row] = await moduleTest.db.select().from(events).where(eq(events.id, id));
  return row;
}

const idsOf = (list: { id: string }[]) => list.map((event) => event.id);

describe("POST /api/events/create-event", () => {
  it("creates an event from the 'data' part with logo and cover served under /media", async () => {
    // The fields the event keeps as they were sent; the others are cleaned or filled in.
    const keptAsSent = {
      event_status: "ACTIVE",
      event_datetime: "2027-03-05T15:30:00",
      end_datetime: "2027-03-05T16:30:00",
      venue: "Town Hall",
      isBranded: true,
      invitee_number: 120,
      contact_person_name: "Carla Contact",
      contact_person_email: "carla@example.com",
      contact_person_phone: "+41 79 000 00 00",
      theme_colors: ["#112233", "#445566", "#778899", "#abc"],
      facebook_link: "https://facebook.com/gala",
      x_link: "https://x.com/gala",
      website_link: "http://gala.example.org/",
    };
    const data = eventData({
      ...keptAsSent,
      description: "  An evening together  ",
      youtube_link: "",
      instagram_link: null,
    });
    const response = await sendEvent(eventAdmin, CREATE, data, [
      imagePart("logo"),
      imagePart("cover_image", TEST_IMAGES.gif, "cover.gif"),
    ]);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(Object.keys(created).sort()).toEqual(EVENT_FIELDS);
    expect(created).toMatchObject({
      ...keptAsSent,
      event_name: data.event_name,
      event_type: "Ceremonies",
      description: "An evening together",
      contact_person_profile_image: null,
      event_admin_id: eventAdmin.id,
      youtube_link: null,
      instagram_link: null,
    });
    expect(new Date(created.created_date).toISOString()).toBe(created.created_date);
    expect(created.logo_url).toMatch(MEDIA_PATH);
    expect(created.cover_image_url).toMatch(MEDIA_PATH);
    for (const [url, bytes, type] of [
      [created.logo_url, TEST_IMAGES.png, "image/png"],
      [created.cover_image_url, TEST_IMAGES.gif, "image/gif"],
    ] as const) {
      const served = await moduleTest.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.rawPayload).toEqual(bytes);
    }

    const fetched = await call(eventAdmin, "GET", `/api/events/get-event/${created.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(created);
  });

  it("fills in the defaults: SCHEDULED, not branded, the three theme colours, no images", async () => {
    const created = await createEvent(systemAdmin);
    expect(created).toMatchObject({
      event_status: "SCHEDULED",
      isBranded: false,
      theme_colors: [...DEFAULT_THEME_COLORS],
      event_datetime: null,
      end_datetime: null,
      invitee_number: null,
      logo_url: null,
      cover_image_url: null,
      website_link: null,
    });
  });

  it.each([
    [
      "a missing event name",
      { event_name: undefined },
      "event_name",
      REQUIRED_EVENT_FIELDS_MESSAGE,
    ],
    ["a blank event name", { event_name: "   " }, "event_name", REQUIRED_EVENT_FIELDS_MESSAGE],
    ["an unknown status", { event_status: "POSTPONED" }, "event_status", undefined],
    [
      "a missing event type",
      { event_type: undefined },
      "event_type",
      REQUIRED_EVENT_FIELDS_MESSAGE,
    ],
    [
      "a missing event admin",
      { event_admin_id: undefined },
      "event_admin_id",
      REQUIRED_EVENT_FIELDS_MESSAGE,
    ],
    ["negative attendees", { invitee_number: -1 }, "invitee_number", undefined],
    ["fractional attendees", { invitee_number: 2.5 }, "invitee_number", undefined],
    [
      "an end before the start",
      { event_datetime: "2027-03-05T15:30:00", end_datetime: "2027-03-05T15:29:59" },
      "end_datetime",
      undefined,
    ],
    [
      "a colour that is not hex",
      { theme_colors: ["#3B82F6", "blue"] },
      "theme_colors.1",
      undefined,
    ],
    ["a javascript: link", { website_link: "javascript:alert(1)" }, "website_link", undefined],
    ["a bad contact e-mail", { contact_person_email: "carla@" }, "contact_person_email", undefined],
    ["an impossible date", { event_datetime: "2027-02-30T10:00:00" }, "event_datetime", undefined],
  ])(
    "answers 400 naming the field for %s, creating nothing and keeping no file",
    async (_case, change, field, message) => {
      const before = await listFiles(eventImagesDir());
      const eventsBefore = await countEvents();
      const response = await sendEvent(eventAdmin, CREATE, eventData(change), [
        imagePart("logo"),
        imagePart("cover_image"),
      ]);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe("Invalid input");
      expect(body.details).toEqual([
        expect.objectContaining({ field, message: message ?? expect.any(String) }),
      ]);
      expect(await listFiles(eventImagesDir())).toEqual(before);
      expect(await countEvents()).toBe(eventsBefore);
    },
  );

  it.each([
    ["an unknown user", () => randomUUID()],
    ["a system admin", () => systemAdmin.id],
  ])(
    "answers 400 on event_admin_id for %s, creating nothing and keeping no file",
    async (_case, adminId) => {
      const before = await listFiles(eventImagesDir());
      const eventsBefore = await countEvents();
      const response = await sendEvent(
        systemAdmin,
        CREATE,
        eventData({ event_admin_id: adminId() }),
        [imagePart("logo")],
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Invalid input",
        code: "http.invalidInput",
        details: [
          {
            field: "event_admin_id",
            message: EVENT_MESSAGES.chooseExistingEventAdmin,
            code: "events.chooseExistingEventAdmin",
          },
        ],
      });
      expect(await listFiles(eventImagesDir())).toEqual(before);
      expect(await countEvents()).toBe(eventsBefore);
    },
  );

  it("refuses a blank event name before storing a byte of its logo", async () => {
    // A fresh data folder: any stored byte would leave at least the images folder behind.
    const dataDir = await mkdtemp(path.join(tmpdir(), "events-early-refusal-test-"));
    const uploadsDir = path.join(dataDir, "uploads");
    await moduleTest.withOtherApp({ env: { DATA_DIR: dataDir } }, async (app) => {
      const user = await createUser(moduleTest.db, { type: "event_admin" });
      const session = await signIn(app, moduleTest.sink, user);
      const before = await listFilesDeep(uploadsDir);
      const response = await createOn(app, session, eventData({ event_name: "   " }), [
        imagePart("logo"),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Invalid input",
        code: "http.invalidInput",
        details: [
          {
            field: "event_name",
            message: REQUIRED_EVENT_FIELDS_MESSAGE,
            code: "events.requiredFields",
          },
        ],
      });
      expect(await listFilesDeep(uploadsDir)).toEqual(before);
    });
  });

  it("answers 415 to a JSON body and 400 to a missing or malformed 'data' part", async () => {
    const json = await call(systemAdmin, "POST", "/api/events/create-event", {
      json: eventData(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      error: EVENT_MESSAGES.multipartRequired,
      code: "events.multipartRequired",
    });

    const before = await listFiles(eventImagesDir());
    const missing = await call(systemAdmin, "POST", "/api/events/create-event", {
      form: { fields: { event_name: "No data part" }, files: [imagePart("logo")] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: EVENT_MESSAGES.multipartRequired,
      code: "events.multipartRequired",
    });

    const malformed = await call(systemAdmin, "POST", "/api/events/create-event", {
      form: { fields: { data: "{event_name: 'x'" }, files: [imagePart("logo")] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: EVENT_MESSAGES.dataPartMustBeJson,
      code: "events.dataPartMustBeJson",
    });

    const notAnObject = await call(systemAdmin, "POST", "/api/events/create-event", {
      form: { fields: { data: "[]" } },
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().details).toEqual([{ field: "data", message: expect.any(String) }]);
    expect(await listFiles(eventImagesDir())).toEqual(before);
  });

  it("answers 415 for a text file named .png, creating nothing and keeping nothing", async () => {
    const before = await listFiles(eventImagesDir());
    const eventsBefore = await countEvents();
    const response = await sendEvent(systemAdmin, CREATE, eventData(), [
      imagePart("logo"),
      imagePart("cover_image", Buffer.from("I am text, not a picture.\n"), "cover.png"),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: EVENT_IMAGE_FILE_RULE.typeMessage,
      code: "uploads.eventImageType",
    });
    expect(await listFiles(eventImagesDir())).toEqual(before);
    expect(await countEvents()).toBe(eventsBefore);
  });

  it("refuses WEBP, which profile images accept but event images do not", async () => {
    const response = await sendEvent(systemAdmin, CREATE, eventData(), [
      imagePart("logo", TEST_IMAGES.webp, "logo.webp"),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: EVENT_IMAGE_FILE_RULE.typeMessage,
      code: "uploads.eventImageType",
    });
  });

  it("answers 413 for a cover of 100 MB and 1 byte, streamed, creating nothing and keeping nothing", async () => {
    const before = await listFiles(eventImagesDir());
    const eventsBefore = await countEvents();
    const response = await sendEvent(systemAdmin, CREATE, eventData(), [
      imagePart("logo"),
      imagePart("cover_image", streamPngOfSize(EVENT_IMAGE_FILE_RULE.maxBytes + 1)),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: EVENT_IMAGE_FILE_RULE.sizeMessage,
      code: "uploads.eventImageSize",
    });
    expect(await listFiles(eventImagesDir())).toEqual(before);
    expect(await countEvents()).toBe(eventsBefore);
  });
});

describe("wall-clock date-times", () => {
  const START = "2027-03-05T15:30:00";
  const END = "2027-03-05T23:45:00";

  async function expectRoundTrip() {
    const created = await createEvent(systemAdmin, { event_datetime: START, end_datetime: END });
    expect(created).toMatchObject({ event_datetime: START, end_datetime: END });
    const fetched = (await call(systemAdmin, "GET", `/api/events/get-event/${created.id}`)).json();
    expect(fetched).toMatchObject({ event_datetime: START, end_datetime: END });
    const listed = (await call(systemAdmin, "GET", "/api/events/get-all-events"))
      .json()
      .events.find((event: { id: string }) => event.id === created.id);
    expect(listed).toMatchObject({ event_datetime: START, end_datetime: END });
    // Stored as entered, without a zone.
    const [stored] = await moduleTest.db
      .select({
        start: sql<string>`${events.event_datetime}::text`,
        type: sql<string>`pg_typeof(${events.event_datetime})::text`,
      })
      .from(events)
      .where(eq(events.id, created.id));
    expect(stored).toEqual({ start: "2027-03-05 15:30:00", type: "timestamp without time zone" });
  }

  it("come back exactly as sent", async () => {
    await expectRoundTrip();
  });

  it("come back exactly as sent whatever the server's time zone", async () => {
    const originalZone = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles"]) {
        process.env.TZ = zone;
        // The change took effect: local time is far from UTC on that day.
        expect(Math.abs(new Date(START).getTimezoneOffset())).toBeGreaterThanOrEqual(8 * 60);
        await expectRoundTrip();
      }
    } finally {
      if (originalZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalZone;
    }
  });
});

describe("time zones", () => {
  it("gives a new event the TIMEZONE setting when it names none, or blank", async () => {
    await moduleTest.withOtherApp({ env: { TIMEZONE: "Asia/Tokyo" } }, async (app) => {
      const user = await createUser(moduleTest.db, { type: "event_admin" });
      const session = await signIn(app, moduleTest.sink, user);
      for (const data of [{}, { time_zone: "" }, { time_zone: null }]) {
        const response = await createOn(
          app,
          session,
          eventData({ event_admin_id: user.id, ...data }),
        );
        expect(response.statusCode).toBe(201);
        expect(response.json().time_zone).toBe("Asia/Tokyo");
      }
    });
  });

  it("defaults to UTC, keeps the zone on an update naming none, and changes it on one naming it", async () => {
    const created = await createEvent(systemAdmin);
    expect(created.time_zone).toBe("UTC");

    const named = await sendEvent(systemAdmin, updateOf(created.id), {
      ...eventData({ event_name: created.event_name }),
      time_zone: "Europe/Berlin",
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().time_zone).toBe("Europe/Berlin");

    // The specification's form sends no zone: the event keeps the one it has.
    const unnamed = await sendEvent(systemAdmin, updateOf(created.id), {
      ...eventData({ event_name: "Renamed" }),
    });
    expect(unnamed.json()).toMatchObject({ event_name: "Renamed", time_zone: "Europe/Berlin" });
    expect((await findEventRow(created.id))?.time_zone).toBe("Europe/Berlin");

    const entries = await auditEntriesWhere(moduleTest.db, {
      entity_id: created.id,
      action: "update",
    });
    expect(entries.map((entry) => entry.changes)).toEqual([
      expect.objectContaining({ time_zone: ["UTC", "Europe/Berlin"] }),
      { event_name: [created.event_name, "Renamed"] },
    ]);
  });

  it("refuses a zone that does not exist on create and update, naming the field", async () => {
    const created = await createEvent(systemAdmin, { time_zone: "America/New_York" });
    for (const time_zone of ["Mars/Olympus", "Europe/Berlin; drop table events", 42]) {
      for (const target of [CREATE, updateOf(created.id)]) {
        const response = await sendEvent(systemAdmin, target, eventData({ time_zone }));
        expect(response.statusCode).toBe(400);
        expect(response.json().details).toContainEqual({
          field: "time_zone",
          message: "Choose a time zone from the list, like Europe/Berlin",
          code: "common.invalidTimeZone",
        });
      }
    }
    expect((await findEventRow(created.id))?.time_zone).toBe("America/New_York");
  });
});

describe("PUT /api/events/update-event/{id}", () => {
  it("replaces the fields and the logo, removes the old logo file and keeps the cover", async () => {
    const created = await createEvent(eventAdmin, { venue: "Old venue", invitee_number: 10 }, [
      imagePart("logo"),
      imagePart("cover_image"),
    ]);
    const oldLogo = moduleTest.storedPathOf(created.logo_url);
    expect(await readFile(oldLogo)).toEqual(TEST_IMAGES.png);

    const response = await sendEvent(
      eventAdmin,
      updateOf(created.id),
      eventData({ event_name: "Renamed", event_status: "CANCELLED", venue: "", invitee_number: 0 }),
      [imagePart("logo", TEST_IMAGES.gif, "new-logo.gif")],
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: created.id,
      event_name: "Renamed",
      event_status: "CANCELLED",
      venue: null,
      invitee_number: 0,
      cover_image_url: created.cover_image_url,
      created_date: created.created_date,
    });
    expect(updated.logo_url).toMatch(MEDIA_PATH);
    expect(updated.logo_url).not.toBe(created.logo_url);
    expect(await readFile(moduleTest.storedPathOf(updated.logo_url))).toEqual(TEST_IMAGES.gif);
    expect(await listFiles(eventImagesDir())).not.toContain(path.basename(oldLogo));
    expect((await moduleTest.app.inject({ method: "GET", url: created.logo_url })).statusCode).toBe(
      404,
    );
    expect(new Date(updated.updated_date).getTime()).toBeGreaterThan(
      new Date(created.updated_date).getTime(),
    );

    // Without new files both images stay.
    const unchanged = await sendEvent(eventAdmin, updateOf(created.id), eventData());
    expect(unchanged.json()).toMatchObject({
      logo_url: updated.logo_url,
      cover_image_url: created.cover_image_url,
    });
  });

  it("keeps the old images and removes the new one when the update fails", async () => {
    const created = await createEvent(systemAdmin, {}, [imagePart("logo")]);
    const before = await listFiles(eventImagesDir());
    const response = await sendEvent(
      systemAdmin,
      updateOf(created.id),
      eventData({ event_admin_id: randomUUID() }),
      [imagePart("logo", TEST_IMAGES.gif, "logo.gif")],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "event_admin_id",
        message: EVENT_MESSAGES.chooseExistingEventAdmin,
        code: "events.chooseExistingEventAdmin",
      },
    ]);
    expect(await listFiles(eventImagesDir())).toEqual(before);
    expect(await readFile(moduleTest.storedPathOf(created.logo_url))).toEqual(TEST_IMAGES.png);
    expect((await findEventRow(created.id))?.event_admin_id).toBe(eventAdmin.id);
  });

  it("answers 415 to JSON, 400 without a 'data' part, and 404 for an unknown id", async () => {
    const created = await createEvent(systemAdmin);
    const json = await call(systemAdmin, "PUT", `/api/events/update-event/${created.id}`, {
      json: eventData(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      error: EVENT_MESSAGES.multipartRequired,
      code: "events.multipartRequired",
    });

    const missing = await call(systemAdmin, "PUT", `/api/events/update-event/${created.id}`, {
      form: { fields: {}, files: [imagePart("logo")] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: EVENT_MESSAGES.multipartRequired,
      code: "events.multipartRequired",
    });

    const unknown = await sendEvent(systemAdmin, updateOf(randomUUID()), eventData());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: EVENT_MESSAGES.eventNotFound,
      code: "events.eventNotFound",
    });

    const malformed = await sendEvent(systemAdmin, updateOf("not-a-uuid"), eventData());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([
      {
        field: "id",
        message: "id must be an event id",
        code: "field.recordId",
        params: { field: "id", record: "event" },
      },
    ]);
  });
});

describe("event admins see and change only their own events", () => {
  it("answers 404 for another admin's event on get, update and delete, changing nothing", async () => {
    const theirs = await createEvent(systemAdmin, { event_admin_id: otherEventAdmin.id }, [
      imagePart("logo"),
    ]);
    const notFound = { error: EVENT_MESSAGES.eventNotFound, code: "events.eventNotFound" };

    const get = await call(eventAdmin, "GET", `/api/events/get-event/${theirs.id}`);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual(notFound);

    const before = await listFiles(eventImagesDir());
    const update = await sendEvent(
      eventAdmin,
      updateOf(theirs.id),
      eventData({ event_name: "Taken over" }),
      [imagePart("logo", TEST_IMAGES.gif, "logo.gif")],
    );
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual(notFound);
    expect(await listFiles(eventImagesDir())).toEqual(before);

    const remove = await call(eventAdmin, "DELETE", `/api/events/delete-event/${theirs.id}`);
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual(notFound);

    const row = await findEventRow(theirs.id);
    expect(row).toMatchObject({ event_name: theirs.event_name, logo_url: theirs.logo_url });
    expect(await readFile(moduleTest.storedPathOf(theirs.logo_url))).toEqual(TEST_IMAGES.png);
    // The owner still has it.
    expect(
      (await call(otherEventAdmin, "GET", `/api/events/get-event/${theirs.id}`)).json(),
    ).toEqual(theirs);
  });

  it("answers the same 404 for an unassigned event and an unknown id", async () => {
    const [unassigned] = await moduleTest.db
      .insert(events)
      .values({ event_name: "Nobody's", event_type: "Lectures", event_admin_id: null })
      .returning();
    if (!unassigned) throw new Error("not inserted");
    for (const id of [unassigned.id, randomUUID()]) {
      const response = await call(eventAdmin, "GET", `/api/events/get-event/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: EVENT_MESSAGES.eventNotFound,
        code: "events.eventNotFound",
      });
    }
    const seenByAdmin = await call(systemAdmin, "GET", `/api/events/get-event/${unassigned.id}`);
    expect(seenByAdmin.json()).toMatchObject({ id: unassigned.id, event_admin_id: null });
  });

  it("lists only their own events, and 404 for another admin's list", async () => {
    const own = await createEvent(eventAdmin);
    const theirs = await createEvent(systemAdmin, { event_admin_id: otherEventAdmin.id });

    for (const url of [
      "/api/events/get-all-events",
      "/api/events/get-events-by-admin",
      `/api/events/get-events-by-admin/${eventAdmin.id}`,
    ]) {
      const response = await call(eventAdmin, "GET", url);
      expect(response.statusCode).toBe(200);
      const list = response.json().events;
      expect(idsOf(list)).toContain(own.id);
      expect(idsOf(list)).not.toContain(theirs.id);
      for (const event of list) expect(event.event_admin_id).toBe(eventAdmin.id);
    }

    const other = await call(
      eventAdmin,
      "GET",
      `/api/events/get-events-by-admin/${otherEventAdmin.id}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: "Not found", code: "http.notFound" });
  });

  it("lets an event admin hand their event to another admin, after which it leaves their list", async () => {
    const own = await createEvent(eventAdmin);
    const handed = await sendEvent(
      eventAdmin,
      updateOf(own.id),
      eventData({ event_name: own.event_name, event_admin_id: otherEventAdmin.id }),
    );
    expect(handed.statusCode).toBe(200);
    expect(handed.json().event_admin_id).toBe(otherEventAdmin.id);
    const list = (await call(eventAdmin, "GET", "/api/events/get-all-events")).json().events;
    expect(idsOf(list)).not.toContain(own.id);
    expect((await call(eventAdmin, "GET", `/api/events/get-event/${own.id}`)).statusCode).toBe(404);
    const theirList = (
      await call(otherEventAdmin, "GET", "/api/events/get-events-by-admin")
    ).json();
    expect(idsOf(theirList.events)).toContain(own.id);
  });

  it("answers 401 without a session", async () => {
    for (const url of ["/api/events/get-all-events", `/api/events/get-event/${randomUUID()}`]) {
      expect((await call(undefined, "GET", url)).statusCode).toBe(401);
    }
  });
});

describe("system admins see every event", () => {
  it("lists every event, newest first, and any admin's events by id", async () => {
    const first = await createEvent(systemAdmin, { event_admin_id: otherEventAdmin.id });
    const second = await createEvent(eventAdmin);

    const all = await call(systemAdmin, "GET", "/api/events/get-all-events");
    expect(all.statusCode).toBe(200);
    const list = all.json().events;
    expect(list.length).toBe(await countEvents());
    const ids = idsOf(list);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const sorted = [...list].sort(
      (a, b) =>
        b.created_date.localeCompare(a.created_date) || (b.id as string).localeCompare(a.id),
    );
    expect(idsOf(sorted)).toEqual(ids);

    const byAdmin = await call(
      systemAdmin,
      "GET",
      `/api/events/get-events-by-admin/${otherEventAdmin.id}`,
    );
    expect(byAdmin.statusCode).toBe(200);
    const theirs = byAdmin.json().events;
    expect(idsOf(theirs)).toContain(first.id);
    for (const event of theirs) expect(event.event_admin_id).toBe(otherEventAdmin.id);

    const own = (await call(systemAdmin, "GET", "/api/events/get-events-by-admin")).json();
    expect(own).toEqual({ events: [] });
  });
});

describe("GET /api/events/get-event-status-enum", () => {
  it("answers every status in order with its label", async () => {
    const response = await call(eventAdmin, "GET", "/api/events/get-event-status-enum");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { value: "SCHEDULED", name: "SCHEDULED", label: "Scheduled" },
      { value: "ACTIVE", name: "ACTIVE", label: "Active" },
      { value: "UPCOMING", name: "UPCOMING", label: "Upcoming" },
      { value: "INPROGRESS", name: "INPROGRESS", label: "In Progress" },
      { value: "COMPLETED", name: "COMPLETED", label: "Completed" },
      { value: "CANCELLED", name: "CANCELLED", label: "Cancelled" },
    ]);
    expect(response.json().map((item: { label: string }) => item.label)).toEqual(
      EVENT_STATUSES.map((status) => EVENT_STATUS_LABELS[status]),
    );
  });
});

describe("GET /api/events/new-event-defaults", () => {
  const URL = "/api/events/new-event-defaults";

  it("answers the TIMEZONE default and a null retention to every admin when neither is set", async () => {
    for (const actor of [systemAdmin, eventAdmin]) {
      const response = await call(actor, "GET", URL);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ time_zone: "UTC", retention_days: null });
    }
    expect((await call(undefined, "GET", URL)).statusCode).toBe(401);
  });

  it("answers the server's settings, which an event created without a zone or retention takes", async () => {
    const env = { TIMEZONE: "Asia/Tokyo", PARTICIPANT_RETENTION_DAYS: "30" };
    await moduleTest.withOtherApp({ env }, async (app) => {
      const user = await createUser(moduleTest.db, { type: "event_admin" });
      const session = await signIn(app, moduleTest.sink, user);
      const answer = await app.inject({
        method: "GET",
        url: URL,
        remoteAddress: uniqueIp(),
        cookies: session.cookies,
        headers: session.headers,
      });
      expect(answer.statusCode).toBe(200);
      const defaults = answer.json();
      expect(defaults).toEqual({ time_zone: "Asia/Tokyo", retention_days: 30 });

      const created = await createOn(app, session, eventData({ event_admin_id: user.id }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject(defaults);
    });
  });
});

describe("DELETE /api/events/delete-event/{id}", () => {
  it("deletes the event and its logo and cover files", async () => {
    const created = await createEvent(eventAdmin, {}, [
      imagePart("logo"),
      imagePart("cover_image", TEST_IMAGES.gif, "cover.gif"),
    ]);
    const response = await call(eventAdmin, "DELETE", `/api/events/delete-event/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Event deleted successfully" });
    expect(await findEventRow(created.id)).toBeUndefined();
    const files = await listFiles(eventImagesDir());
    expect(files).not.toContain(path.basename(created.logo_url));
    expect(files).not.toContain(path.basename(created.cover_image_url));

    const again = await call(eventAdmin, "DELETE", `/api/events/delete-event/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: EVENT_MESSAGES.eventNotFound,
      code: "events.eventNotFound",
    });
  });
});

describe("deleting an event admin", () => {
  it("leaves their events in place, unassigned", async () => {
    const leaving = await createUser(moduleTest.db, { type: "event_admin" });
    const created = await createEvent(systemAdmin, { event_admin_id: leaving.id }, [
      imagePart("logo"),
    ]);
    const response = await call(systemAdmin, "DELETE", `/api/users/delete-user/${leaving.id}`);
    expect(response.statusCode).toBe(200);

    const fetched = await call(systemAdmin, "GET", `/api/events/get-event/${created.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ ...created, event_admin_id: null });
    expect(await readFile(moduleTest.storedPathOf(created.logo_url))).toEqual(TEST_IMAGES.png);
  });
});

describe("DELETE /api/events/delete-all-events", () => {
  it("answers 403 to an event admin and deletes nothing", async () => {
    await createEvent(eventAdmin);
    const before = await countEvents();
    const response = await call(eventAdmin, "DELETE", "/api/events/delete-all-events");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Forbidden", code: "http.forbidden" });
    expect(await countEvents()).toBe(before);
  });

  it("lets a system admin delete every event and their files", async () => {
    await createEvent(eventAdmin, {}, [imagePart("logo"), imagePart("cover_image")]);
    await createEvent(systemAdmin, { event_admin_id: otherEventAdmin.id }, [imagePart("logo")]);
    const before = await countEvents();
    expect(before).toBeGreaterThan(2);
    expect((await listFiles(eventImagesDir())).length).toBeGreaterThanOrEqual(3);

    const response = await call(systemAdmin, "DELETE", "/api/events/delete-all-events");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "All events deleted successfully", count: before });
    expect(await countEvents()).toBe(0);
    // Every file stored for an event belonged to one of them.
    expect(await listFiles(eventImagesDir())).toEqual([]);
    const list = await call(systemAdmin, "GET", "/api/events/get-all-events");
    expect(list.json()).toEqual({ events: [] });
  });
});

describe("API documentation", () => {
  it("documents the events routes, with the multipart parts of create and update", async () => {
    const document = (await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const [route, method, status] of [
      ["/api/events/get-all-events", "get", "200"],
      ["/api/events/get-events-by-admin", "get", "200"],
      ["/api/events/get-events-by-admin/{adminId}", "get", "200"],
      ["/api/events/get-event/{id}", "get", "200"],
      ["/api/events/get-event-status-enum", "get", "200"],
      ["/api/events/create-event", "post", "201"],
      ["/api/events/update-event/{id}", "put", "200"],
      ["/api/events/delete-event/{id}", "delete", "200"],
      ["/api/events/delete-all-events", "delete", "200"],
    ] as const) {
      const operation = document.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect(operation.responses[status], `${method} ${route}`).toBeDefined();
      if (route.includes("{"))
        expect(operation.parameters.map((p: { in: string }) => p.in)).toContain("path");
    }
    for (const [route, method] of [
      ["/api/events/create-event", "post"],
      ["/api/events/update-event/{id}", "put"],
    ] as const) {
      const operation = document.paths[route][method];
      expect(Object.keys(operation.requestBody.content)).toEqual(["multipart/form-data"]);
      const form = operation.requestBody.content["multipart/form-data"].schema;
      expect(Object.keys(form.properties).sort()).toEqual(["cover_image", "data", "logo"]);
      expect(form.properties.logo.format).toBe("binary");
      expect(form.properties.data.properties.event_name).toBeDefined();
      expect(operation.description).toContain("'data'");
      expect(operation.responses["413"]).toBeDefined();
      expect(operation.responses["415"]).toBeDefined();
    }
  });
});
