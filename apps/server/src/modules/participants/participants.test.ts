import path from "node:path";
import {
  EVENT_MESSAGES,
  PARTICIPANT_MESSAGES,
  type Participant,
  PROFILE_IMAGE_FILE_RULE,
  participantInputSchema,
} from "@events/contract";
import { describe, expect, it } from "vitest";
import { createAccessKernel } from "../../access/access-kernel.js";
import { countParticipants, fileExists, insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import {
  listFiles,
  type MultipartFilePart,
  streamPngOfSize,
  TEST_IMAGES,
} from "../../test/uploads.js";
import { createParticipantsRepository } from "./participants.repository.js";
import { createParticipantsService } from "./participants.service.js";

const moduleTest = setUpModuleTest("participants");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const imagesDir = () => path.join(moduleTest.dataDir, "uploads", "participant-images");

/** A form or a JSON body, as the web app sends it. */
const call = moduleTest.send;

const createEvent = (eventAdminId: string | null = eventAdmin.id) =>
  insertEvent(moduleTest.db, eventAdminId);

let rowCounter = 0;
/** A valid participant row, as create-multiple sends it; unique e-mail and username. */
function participantRow(eventId: string, overrides: Record<string, unknown> = {}) {
  rowCounter += 1;
  return {
    name: `Person ${rowCounter}`,
    email: `person${rowCounter}@example.org`,
    phone: "",
    username: `person${rowCounter}`,
    skip_otp: false,
    event_id: eventId,
    participant_role: "ParticipantRole.ATTENDEE",
    ...overrides,
  };
}

/** The same row as multipart text fields, as FormData sends them (event_id before the file). */
function participantFields(eventId: string, overrides: Record<string, string> = {}) {
  const { skip_otp, ...row } = participantRow(eventId);
  return { ...row, skip_otp: String(skip_otp), ...overrides } as Record<string, string>;
}

const imagePart = (content: MultipartFilePart["content"] = TEST_IMAGES.png): MultipartFilePart => ({
  field: "profile_image",
  filename: "face.png",
  contentType: "image/png",
  content,
});

const createMultiple = (actor: TestAdmin, rows: object[]) =>
  call(actor, "POST", "/api/participants/create-multiple", { json: { participants: rows } });

const deleteParticipant = (actor: TestAdmin, participantId: string) =>
  call(actor, "DELETE", `/api/participants/delete-participant/${participantId}`);

describe("creating participants", () => {
  it.each([
    ["name", { name: "  " }],
    ["email", { email: "not-an-email" }],
    ["username", { username: "" }],
  ])("refuses a row without a valid %s, on both create routes", async (field, change) => {
    const eventId = await createEvent();
    const single = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId, change as Record<string, string>),
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().details).toEqual([expect.objectContaining({ field })]);

    const multiple = await createMultiple(eventAdmin, [
      participantRow(eventId),
      participantRow(eventId, change),
    ]);
    expect(multiple.statusCode).toBe(400);
    expect(multiple.json()).toEqual({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [
        expect.objectContaining({ field: `participants.1.${field}`, message: expect.any(String) }),
      ],
    });
    expect(await countParticipants(moduleTest.db, eventId)).toBe(0);
  });

  it("stores all rows of create-multiple in one go, with roles, status and skip_otp", async () => {
    const eventId = await createEvent();
    const response = await createMultiple(eventAdmin, [
      participantRow(eventId, { participant_role: "ParticipantRole.SPEAKER", skip_otp: true }),
      participantRow(eventId, { participant_role: "Host", phone: "+1 555 0100" }),
      participantRow(eventId, { participant_role: undefined }),
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: "success", message: PARTICIPANT_MESSAGES.added });
    expect(body.participants.map((p: Participant) => p.participant_role)).toEqual([
      "speaker",
      "host",
      "attendee",
    ]);
    expect(body.participants[0]).toMatchObject({
      event_id: eventId,
      user_id: null,
      status: "active",
      skip_otp: true,
      phone: null,
      profile_image: null,
    });
    expect(body.participants[1]).toMatchObject({ phone: "+1 555 0100", skip_otp: false });
    expect(await countParticipants(moduleTest.db, eventId)).toBe(3);
  });

  it("refuses an unknown role", async () => {
    const eventId = await createEvent();
    const response = await createMultiple(eventAdmin, [
      participantRow(eventId, { participant_role: "ParticipantRole.JUGGLER" }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ field: "participants.0.participant_role" }),
    ]);
  });

  it("creates a single participant from multipart, skip_otp 'true' a boolean, with an image", async () => {
    const eventId = await createEvent();
    const response = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId, { skip_otp: "true", participant_role: "GUEST" }),
      files: [imagePart()],
    });
    expect(response.statusCode).toBe(201);
    const { participant } = response.json();
    expect(participant).toMatchObject({
      event_id: eventId,
      skip_otp: true,
      participant_role: "guest",
      status: "active",
    });
    expect(participant.profile_image).toMatch(/^\/media\/participant-images\/[0-9a-f-]{36}\.png$/);
    expect(await fileExists(moduleTest.storedPathOf(participant.profile_image))).toBe(true);
  });

  it("creates a single participant from JSON, attendee by default", async () => {
    const eventId = await createEvent();
    const row = participantRow(eventId, { participant_role: "" });
    const response = await call(eventAdmin, "POST", "/api/participants/create-single", {
      json: row,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().participant).toMatchObject({
      email: row.email,
      participant_role: "attendee",
      skip_otp: false,
      profile_image: null,
    });
  });

  it("refuses an image by its content (415) and by its size (413), keeping nothing", async () => {
    const eventId = await createEvent();
    const before = await listFiles(imagesDir());
    const fake = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId),
      files: [imagePart(Buffer.from("only text pretending to be a picture"))],
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      error: PROFILE_IMAGE_FILE_RULE.typeMessage,
      code: "uploads.profileImageType",
    });

    const large = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId),
      files: [imagePart(streamPngOfSize(PROFILE_IMAGE_FILE_RULE.maxBytes + 1))],
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      error: PROFILE_IMAGE_FILE_RULE.sizeMessage,
      code: "uploads.profileImageSize",
    });
    expect(await listFiles(imagesDir())).toEqual(before);
    expect(await countParticipants(moduleTest.db, eventId)).toBe(0);
  });

  it("keeps no image when the participant is refused after the upload", async () => {
    const eventId = await createEvent();
    const existing = participantRow(eventId);
    expect((await createMultiple(eventAdmin, [existing])).statusCode).toBe(201);
    const before = await listFiles(imagesDir());
    const response = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId, { email: existing.email.toUpperCase() }),
      files: [imagePart()],
    });
    expect(response.statusCode).toBe(409);
    expect(await listFiles(imagesDir())).toEqual(before);
  });
});

describe("duplicates within an event", () => {
  it("refuses an e-mail already in the event, in another case, storing nothing", async () => {
    const eventId = await createEvent();
    const existing = participantRow(eventId, { email: "Ann@Example.org", username: "ann" });
    expect((await createMultiple(eventAdmin, [existing])).statusCode).toBe(201);

    const response = await createMultiple(eventAdmin, [
      participantRow(eventId),
      participantRow(eventId, { email: "ann@EXAMPLE.org" }),
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: `${PARTICIPANT_MESSAGES.alreadyInEvent}: ann@EXAMPLE.org`,
      code: "participants.alreadyInEventNames",
      params: { names: "ann@EXAMPLE.org" },
    });
    expect(await countParticipants(moduleTest.db, eventId)).toBe(1);

    // Another event may have the same person.
    const otherEvent = await createEvent();
    expect(
      (await createMultiple(eventAdmin, [{ ...existing, event_id: otherEvent }])).statusCode,
    ).toBe(201);
  });

  it("refuses a username already in the event, in another case", async () => {
    const eventId = await createEvent();
    expect(
      (await createMultiple(eventAdmin, [participantRow(eventId, { username: "bob" })])).statusCode,
    ).toBe(201);
    const response = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId, { username: "BOB" }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: `${PARTICIPANT_MESSAGES.alreadyInEvent}: BOB`,
      code: "participants.alreadyInEventNames",
      params: { names: "BOB" },
    });
  });

  it("refuses the same e-mail or username twice in one request, storing nothing", async () => {
    const eventId = await createEvent();
    const response = await createMultiple(eventAdmin, [
      participantRow(eventId, { email: "carl@example.org" }),
      participantRow(eventId, { email: "CARL@example.org" }),
      participantRow(eventId, { username: "dora" }),
      participantRow(eventId, { username: "Dora" }),
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: `${PARTICIPANT_MESSAGES.duplicateInRequest}: carl@example.org, dora`,
      code: "participants.duplicateInRequestNames",
      params: { names: "carl@example.org, dora" },
    });
    expect(await countParticipants(moduleTest.db, eventId)).toBe(0);
  });

  it("answers 409 naming the duplicate when only the unique index catches it (a lost race)", async () => {
    const eventId = await createEvent();
    await createMultiple(eventAdmin, [participantRow(eventId, { email: "race@example.org" })]);
    // As if the other request committed between this one's check and its insert.
    const repository = createParticipantsRepository(moduleTest.db);
    const service = createParticipantsService({
      participantsRepository: {
        ...repository,
        runInTransaction: (work) =>
          repository.runInTransaction((transaction) =>
            work({ ...transaction, findTaken: async () => [] }),
          ),
      },
      access: createAccessKernel(moduleTest.db),
      uploadStore: { removeStoredFile: async () => {} },
      logger: { error: () => {} },
    });
    const input = participantInputSchema.parse(
      participantRow(eventId, { email: "RACE@example.org" }),
    );
    await expect(
      service.createParticipants(
        {
          user: { id: eventAdmin.id, type: "event_admin", name: "Test User" },
          ip: "127.0.0.1",
          headers: {},
        },
        [input],
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: `${PARTICIPANT_MESSAGES.alreadyInEvent}: RACE@example.org`,
    });
    expect(await countParticipants(moduleTest.db, eventId)).toBe(1);
  });
});

describe("listing participants", () => {
  it("answers an event's participants by joining date, then name", async () => {
    const eventId = await createEvent();
    await createMultiple(eventAdmin, [
      participantRow(eventId, { name: "Zoe" }),
      participantRow(eventId, { name: "Adam" }),
    ]);
    await createMultiple(eventAdmin, [participantRow(eventId, { name: "Bea" })]);

    const response = await call(
      eventAdmin,
      "GET",
      `/api/participants/get-all-participants-by-event/${eventId}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("success");
    expect(body.participants.map((p: Participant) => p.name)).toEqual(["Adam", "Zoe", "Bea"]);
    expect(Object.keys(body.participants[0]).sort()).toEqual(
      [
        "answers",
        "app_last_signed_in_at",
        "checked_in_at",
        "checked_in_by",
        "created_date",
        "email",
        "event_id",
        "id",
        "name",
        "participant_role",
        "phone",
        "profile_image",
        "skip_otp",
        "status",
        "updated_date",
        "user_id",
        "username",
      ].sort(),
    );
  });

  it("answers every participant to system admins, and only their own events' to event admins", async () => {
    const ownEvent = await createEvent();
    const foreignEvent = await createEvent(otherEventAdmin.id);
    await createMultiple(eventAdmin, [participantRow(ownEvent)]);
    await createMultiple(otherEventAdmin, [participantRow(foreignEvent)]);

    const own = await call(eventAdmin, "GET", "/api/participants/get-all-participants");
    expect(own.statusCode).toBe(200);
    const ownEventIds = new Set(own.json().participants.map((p: Participant) => p.event_id));
    expect(ownEventIds.has(ownEvent)).toBe(true);
    expect(ownEventIds.has(foreignEvent)).toBe(false);
    expect(Object.keys(own.json())).toEqual(["participants"]);

    const all = await call(systemAdmin, "GET", "/api/participants/get-all-participants");
    const allEventIds = new Set(all.json().participants.map((p: Participant) => p.event_id));
    expect(allEventIds.has(ownEvent) && allEventIds.has(foreignEvent)).toBe(true);
  });
});

describe("another admin's event", () => {
  it("answers 404 on every route and changes nothing", async () => {
    const foreignEvent = await createEvent(otherEventAdmin.id);
    const ownEvent = await createEvent();
    const created = await createMultiple(otherEventAdmin, [participantRow(foreignEvent)]);
    const foreignParticipant: Participant = created.json().participants[0];
    const eventNotFound = { error: EVENT_MESSAGES.eventNotFound, code: "events.eventNotFound" };

    const list = await call(
      eventAdmin,
      "GET",
      `/api/participants/get-all-participants-by-event/${foreignEvent}`,
    );
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual(eventNotFound);

    const before = await listFiles(imagesDir());
    const single = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(foreignEvent),
      files: [imagePart()],
    });
    expect(single.statusCode).toBe(404);
    expect(single.json()).toEqual(eventNotFound);
    expect(await listFiles(imagesDir())).toEqual(before);

    // One foreign row among own rows: nothing at all is stored.
    const multiple = await createMultiple(eventAdmin, [
      participantRow(ownEvent),
      participantRow(foreignEvent),
    ]);
    expect(multiple.statusCode).toBe(404);
    expect(multiple.json()).toEqual(eventNotFound);
    expect(await countParticipants(moduleTest.db, ownEvent)).toBe(0);

    const deleted = await deleteParticipant(eventAdmin, foreignParticipant.id);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({
      error: PARTICIPANT_MESSAGES.notFound,
      code: "participants.notFound",
    });
    expect(await countParticipants(moduleTest.db, foreignEvent)).toBe(1);
  });
});

describe("deleting", () => {
  it("deletes a participant and removes its image after commit", async () => {
    const eventId = await createEvent();
    const created = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId),
      files: [imagePart()],
    });
    const { participant } = created.json();
    const response = await deleteParticipant(eventAdmin, participant.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PARTICIPANT_MESSAGES.deleted });
    expect(await countParticipants(moduleTest.db, eventId)).toBe(0);
    expect(await fileExists(moduleTest.storedPathOf(participant.profile_image))).toBe(false);

    const again = await deleteParticipant(systemAdmin, participant.id);
    expect(again.statusCode).toBe(404);
  });

  it("removes an event's participants and their images with the event", async () => {
    const eventId = await createEvent();
    const created = await call(eventAdmin, "POST", "/api/participants/create-single", {
      fields: participantFields(eventId),
      files: [imagePart(TEST_IMAGES.webp)],
    });
    const image: string = created.json().participant.profile_image;
    expect(await fileExists(moduleTest.storedPathOf(image))).toBe(true);

    const response = await call(eventAdmin, "DELETE", `/api/events/delete-event/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(await countParticipants(moduleTest.db, eventId)).toBe(0);
    expect(await fileExists(moduleTest.storedPathOf(image))).toBe(false);
  });
});
