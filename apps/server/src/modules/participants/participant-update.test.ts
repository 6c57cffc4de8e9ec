import path from "node:path";
import { PARTICIPANT_MESSAGES, type Participant } from "@events/contract";
import { describe, expect, it } from "vitest";
import { fileExists, insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { listFiles, TEST_IMAGES } from "../../test/uploads.js";

const moduleTest = setUpModuleTest("participant-update");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

const imagesDir = () => path.join(moduleTest.dataDir, "uploads", "participant-images");
const updateUrl = (id: string) => `/api/participants/update-participant/${id}`;
const facePart = { field: "profile_image", filename: "face.png", contentType: "image/png" };

/** An event of eventAdmin with Ada (with a profile image) and Alan; answers both. */
async function eventWithAdaAndAlan(): Promise<{
  eventId: string;
  ada: Participant;
  alan: Participant;
}> {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  const created = await moduleTest.send(eventAdmin, "POST", "/api/participants/create-single", {
    fields: {
      event_id: eventId,
      name: "Ada Lovelace",
      email: "ada@example.org",
      phone: "+44 20 7946 0001",
      username: "ada",
      skip_otp: "false",
      participant_role: "speaker",
    },
    files: [{ ...facePart, content: TEST_IMAGES.png }],
  });
  expect(created.statusCode).toBe(201);
  const alan = await moduleTest.send(eventAdmin, "POST", "/api/participants/create-single", {
    json: {
      event_id: eventId,
      name: "Alan Turing",
      email: "alan@example.org",
      username: "alan",
    },
  });
  expect(alan.statusCode).toBe(201);
  return { eventId, ada: created.json().participant, alan: alan.json().participant };
}

describe("updating a participant", () => {
  it("changes the fields sent and keeps the others", async () => {
    const { ada } = await eventWithAdaAndAlan();
    const response = await moduleTest.send(eventAdmin, "PUT", updateUrl(ada.id), {
      json: { name: "Augusta Ada King", status: "inactive", participant_role: "Host" },
    });
    expect(response.statusCode).toBe(200);
    const updated: Participant = response.json().participant;
    expect(updated).toMatchObject({
      id: ada.id,
      name: "Augusta Ada King",
      status: "inactive",
      participant_role: "host",
      email: "ada@example.org",
      phone: "+44 20 7946 0001",
      username: "ada",
      profile_image: ada.profile_image,
    });
    expect(updated.updated_date >= ada.updated_date).toBe(true);

    const page = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/participants/get-all-participants-by-event/${ada.event_id}?status=inactive`,
    );
    expect(page.json()).toMatchObject({ total: 1, participants: [{ id: ada.id }] });
  });

  it("replaces the profile image from a form, and removes the old file after commit", async () => {
    const { ada } = await eventWithAdaAndAlan();
    const oldImage = moduleTest.storedPathOf(ada.profile_image ?? "");
    expect(await fileExists(oldImage)).toBe(true);
    const response = await moduleTest.send(eventAdmin, "PUT", updateUrl(ada.id), {
      fields: { event_id: ada.event_id, phone: "", status: "active" },
      files: [{ ...facePart, content: TEST_IMAGES.png }],
    });
    expect(response.statusCode).toBe(200);
    const updated: Participant = response.json().participant;
    expect(updated.phone).toBeNull();
    expect(updated.profile_image).not.toBe(ada.profile_image);
    expect(await fileExists(moduleTest.storedPathOf(updated.profile_image ?? ""))).toBe(true);
    expect(await fileExists(oldImage)).toBe(false);
  });

  it("keeps e-mails and usernames unique in the event, whatever their case", async () => {
    const { ada } = await eventWithAdaAndAlan();
    const taken = await moduleTest.send(eventAdmin, "PUT", updateUrl(ada.id), {
      json: { email: "ALAN@example.org" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(`${PARTICIPANT_MESSAGES.alreadyInEvent}: ALAN@example.org`);
    const own = await moduleTest.send(eventAdmin, "PUT", updateUrl(ada.id), {
      json: { email: "ADA@example.org", username: "Ada" },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().participant).toMatchObject({ email: "ADA@example.org", username: "Ada" });
  });

  it.each([
    ["email", { email: "not-an-email" }],
    ["name", { name: "  " }],
    ["status", { status: "maybe" }],
    ["participant_role", { participant_role: "juggler" }],
  ])("refuses an invalid %s and changes nothing", async (field, change) => {
    const { ada } = await eventWithAdaAndAlan();
    const response = await moduleTest.send(eventAdmin, "PUT", updateUrl(ada.id), { json: change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field })]);
    const list = await moduleTest.call(
      eventAdmin,
      "GET",
      `/api/participants/get-all-participants-by-event/${ada.event_id}`,
    );
    expect(list.json().participants[0]).toEqual(ada);
  });

  it("refuses moving a participant to another event", async () => {
    const { ada } = await eventWithAdaAndAlan();
    const otherEvent = await insertEvent(moduleTest.db, eventAdmin.id);
    const response = await moduleTest.send(eventAdmin, "PUT", updateUrl(ada.id), {
      json: { event_id: otherEvent },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: "event_id" })]);
  });

  it("is for the event's admin and system admins; others get 404 before any file is stored", async () => {
    const { ada } = await eventWithAdaAndAlan();
    const before = await listFiles(imagesDir());
    const other = await moduleTest.send(otherEventAdmin, "PUT", updateUrl(ada.id), {
      fields: { name: "Mallory" },
      files: [{ ...facePart, content: TEST_IMAGES.png }],
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(PARTICIPANT_MESSAGES.notFound);
    expect(await listFiles(imagesDir())).toEqual(before);

    const unknown = await moduleTest.send(
      systemAdmin,
      "PUT",
      updateUrl("00000000-0000-4000-8000-000000000000"),
      { json: { name: "Nobody" } },
    );
    expect(unknown.statusCode).toBe(404);
    const signedOut = await moduleTest.send(undefined, "PUT", updateUrl(ada.id), {
      json: { name: "Nobody" },
    });
    expect(signedOut.statusCode).toBe(401);
    const bySystemAdmin = await moduleTest.send(systemAdmin, "PUT", updateUrl(ada.id), {
      json: { skip_otp: true },
    });
    expect(bySystemAdmin.json().participant.skip_otp).toBe(true);
  });
});
