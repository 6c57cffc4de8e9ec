import {
  APP_CODE_EXPIRED_MESSAGE,
  APP_INVALID_CODE_MESSAGE,
  APP_SESSION_COOKIE,
  ME_PROFILE_MESSAGES,
  type PersonData,
  PROFILE_IMAGE_FILE_RULE,
} from "@events/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { appPeople, auditLog, erasures, participants, passkeys } from "../../db/schema.js";
import { extractCode, failingMailer, uniqueIp } from "../../test/app.js";
import {
  callAsParticipant,
  requestAppCode,
  type SignedInParticipant,
  signInNewPerson,
  signInParticipant,
} from "../../test/app-participants.js";
import { fileExists, insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { insertAppPasskeys } from "../../test/passkeys.js";
import { privacyRequests, uniquePerson } from "../../test/people.js";
import { unzip } from "../../test/spreadsheets.js";
import { listFiles, minimalPdf, TEST_IMAGES } from "../../test/uploads.js";
import { ME_PROFILE_RATE_LIMITS } from "./me-profile.routes.js";
import { ACCOUNT_DELETION_REASON } from "./me-profile.service.js";

const moduleTest = setUpModuleTest("me-profile");
const admins = moduleTest.signInAdminsBeforeAll();
const requests = privacyRequests(moduleTest);

/** A person in two events (one of each event admin's), signed in to their app. */
async function personInTwoEvents() {
  const eventIds = [
    await insertEvent(moduleTest.db, admins.eventAdmin.id),
    await insertEvent(moduleTest.db, admins.otherEventAdmin.id),
  ];
  return { ...(await signInNewPerson(moduleTest, eventIds)), eventIds };
}

function rowsOf(email: string) {
  return moduleTest.db
    .select()
    .from(participants)
    .where(eq(participants.email, email))
    .orderBy(participants.event_id);
}

const photoPart = (content: Buffer, filename = "me.png") => ({
  field: "file",
  filename,
  content,
  contentType: "application/octet-stream",
});

const putPhoto = (signedIn: SignedInParticipant, content: Buffer, filename?: string) =>
  callAsParticipant(moduleTest.app, signedIn, "PUT", "/api/me/profile/photo", {
    form: { fields: {}, files: [photoPart(content, filename)] },
  });

const photosFolder = () => moduleTest.storedPathOf("/media/person-photos");

async function codeFrom(email: string): Promise<string> {
  return extractCode((await moduleTest.sink.nextMailTo(email)).text);
}

/** Each row's change is in the log as the person's update of the participant, in its event. */
async function expectLoggedAsTheirs(
  signedIn: SignedInParticipant,
  rows: readonly { id: string }[],
  eventIds: readonly string[],
  changes: Record<string, [unknown, unknown]>,
) {
  const entries = await moduleTest.db
    .select()
    .from(auditLog)
    .where(
      inArray(
        auditLog.entity_id,
        rows.map((row) => row.id),
      ),
    );
  expect(entries.map((entry) => entry.event_id).sort()).toEqual([...eventIds].sort());
  for (const entry of entries) {
    expect(entry).toMatchObject({
      action: "update",
      entity_type: "participant",
      actor_role: "participant",
      actor_id: signedIn.personId,
      actor_name: null,
      changes,
    });
  }
}

describe("PATCH /api/me/profile", () => {
  it("changes the name and phone of every participant row of the person, logged as theirs", async () => {
    const { person, eventIds, signedIn } = await personInTwoEvents();

    const changed = await callAsParticipant(moduleTest.app, signedIn, "PATCH", "/api/me/profile", {
      json: { name: "  Zelda Q. New ", phone: "+44 20 7946 0000" },
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().person).toEqual({
      id: signedIn.personId,
      email: person.email,
      name: "Zelda Q. New",
      phone: "+44 20 7946 0000",
      profile_image: null,
      language: null,
    });
    const rows = await rowsOf(person.email);
    expect(rows.map((row) => [row.name, row.phone])).toEqual([
      ["Zelda Q. New", "+44 20 7946 0000"],
      ["Zelda Q. New", "+44 20 7946 0000"],
    ]);
    await expectLoggedAsTheirs(signedIn, rows, eventIds, {
      name: [person.name, "Zelda Q. New"],
      phone: [person.phone, "+44 20 7946 0000"],
    });
    // Each event's admin sees the new name in their list.
    const list = await moduleTest.call(
      admins.otherEventAdmin,
      "GET",
      `/api/participants/get-all-participants-by-event/${eventIds[1]}`,
    );
    expect(list.json().participants.map((row: { name: string }) => row.name)).toEqual([
      "Zelda Q. New",
    ]);
  });

  it("clears the phone when it is sent empty, and refuses a change of nothing", async () => {
    const { person, signedIn } = await personInTwoEvents();
    const cleared = await callAsParticipant(moduleTest.app, signedIn, "PATCH", "/api/me/profile", {
      json: { phone: "" },
    });
    expect(cleared.json().person).toMatchObject({ name: person.name, phone: null });
    const nothing = await callAsParticipant(moduleTest.app, signedIn, "PATCH", "/api/me/profile", {
      json: {},
    });
    expect(nothing.statusCode).toBe(400);
    const blankName = await callAsParticipant(
      moduleTest.app,
      signedIn,
      "PATCH",
      "/api/me/profile",
      { json: { name: "  " } },
    );
    expect(blankName.statusCode).toBe(400);
    expect((await rowsOf(person.email)).map((row) => row.name)).toEqual([person.name, person.name]);
  });

  it("sets the language on every row of the person, logged as theirs, and answers it", async () => {
    const { person, eventIds, signedIn } = await personInTwoEvents();
    const before = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me");
    expect(before.json().person.language).toBeNull();

    const changed = await callAsParticipant(moduleTest.app, signedIn, "PATCH", "/api/me/profile", {
      json: { language: "de" },
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().person).toMatchObject({
      name: person.name,
      phone: person.phone,
      language: "de",
    });
    const rows = await rowsOf(person.email);
    expect(rows.map((row) => [row.language, row.name])).toEqual([
      ["de", person.name],
      ["de", person.name],
    ]);
    await expectLoggedAsTheirs(signedIn, rows, eventIds, { language: [null, "de"] });
    const after = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me");
    expect(after.json().person.language).toBe("de");
  });

  it("refuses a language the product does not speak, and changes nothing", async () => {
    const { person, signedIn } = await personInTwoEvents();
    for (const language of ["fr", "DE", null, ""]) {
      const refused = await callAsParticipant(
        moduleTest.app,
        signedIn,
        "PATCH",
        "/api/me/profile",
        { json: { language } },
      );
      expect(refused.statusCode).toBe(400);
    }
    expect((await rowsOf(person.email)).map((row) => row.language)).toEqual([null, null]);
  });
});

describe("the person's photo", () => {
  it("is one stored file on every row; a new one replaces it and deleting it removes it", async () => {
    const { person, signedIn } = await personInTwoEvents();

    const first = await putPhoto(signedIn, TEST_IMAGES.png);
    expect(first.statusCode).toBe(200);
    const firstPath: string = first.json().person.profile_image;
    expect(firstPath).toMatch(/^\/media\/person-photos\/[0-9a-f-]{36}\.png$/);
    expect((await rowsOf(person.email)).map((row) => row.profile_image)).toEqual([
      firstPath,
      firstPath,
    ]);
    expect(await fileExists(moduleTest.storedPathOf(firstPath))).toBe(true);

    const second = await putPhoto(signedIn, TEST_IMAGES.webp, "me.webp");
    const secondPath: string = second.json().person.profile_image;
    expect(secondPath).toMatch(/\.webp$/);
    expect(await fileExists(moduleTest.storedPathOf(secondPath))).toBe(true);
    expect(await fileExists(moduleTest.storedPathOf(firstPath))).toBe(false);
    const entries = await moduleTest.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actor_id, signedIn.personId),
          inArray(
            auditLog.entity_id,
            (await rowsOf(person.email)).map((row) => row.id),
          ),
        ),
      );
    expect(entries.map((entry) => entry.changes.profile_image)).toEqual(
      expect.arrayContaining([
        [null, firstPath],
        [firstPath, secondPath],
      ]),
    );

    const removed = await callAsParticipant(
      moduleTest.app,
      signedIn,
      "DELETE",
      "/api/me/profile/photo",
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().person.profile_image).toBeNull();
    expect((await rowsOf(person.email)).map((row) => row.profile_image)).toEqual([null, null]);
    expect(await fileExists(moduleTest.storedPathOf(secondPath))).toBe(false);
  });

  it("refuses a file that is not an image by its content, keeping nothing and changing nothing", async () => {
    const { person, signedIn } = await personInTwoEvents();
    const kept = (await putPhoto(signedIn, TEST_IMAGES.gif, "me.gif")).json().person.profile_image;
    const filesBefore = await listFiles(photosFolder());

    const refused = await putPhoto(signedIn, minimalPdf("Not a face"), "face.png");

    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toBe(PROFILE_IMAGE_FILE_RULE.typeMessage);
    expect(await listFiles(photosFolder())).toEqual(filesBefore);
    expect((await rowsOf(person.email)).map((row) => row.profile_image)).toEqual([kept, kept]);
    const noFile = await callAsParticipant(
      moduleTest.app,
      signedIn,
      "PUT",
      "/api/me/profile/photo",
      { form: { fields: { note: "no file" } } },
    );
    expect([noFile.statusCode, noFile.json().error]).toEqual([
      400,
      ME_PROFILE_MESSAGES.selectPhoto,
    ]);
    const json = await callAsParticipant(moduleTest.app, signedIn, "PUT", "/api/me/profile/photo", {
      json: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it("stays while an admin's change leaves another row of the person showing it", async () => {
    const { person, signedIn } = await personInTwoEvents();
    const third = await insertEvent(moduleTest.db, admins.eventAdmin.id);
    await insertParticipants(moduleTest.db, third, [person]);
    const photo: string = (await putPhoto(signedIn, TEST_IMAGES.png)).json().person.profile_image;
    const [first, second, last] = await rowsOf(person.email);
    if (!first || !second || !last) throw new Error("three rows expected");

    const deleted = await moduleTest.call(
      admins.systemAdmin,
      "DELETE",
      `/api/participants/delete-participant/${first.id}`,
    );
    expect(deleted.statusCode).toBe(200);
    const deletedEvent = await moduleTest.call(
      admins.systemAdmin,
      "DELETE",
      `/api/events/delete-event/${second.event_id}`,
    );
    expect(deletedEvent.statusCode).toBe(200);
    expect(await fileExists(moduleTest.storedPathOf(photo))).toBe(true);

    // The admin gives the last row an image of its own: nothing names the photo any more.
    const replaced = await moduleTest.send(
      admins.systemAdmin,
      "PUT",
      `/api/participants/update-participant/${last.id}`,
      { fields: {}, files: [{ ...photoPart(TEST_IMAGES.gif, "a.gif"), field: "profile_image" }] },
    );
    expect(replaced.statusCode).toBe(200);
    expect(await fileExists(moduleTest.storedPathOf(photo))).toBe(false);
  });
});

describe("changing the e-mail address", () => {
  const askChange = (signedIn: SignedInParticipant, email: string) =>
    callAsParticipant(moduleTest.app, signedIn, "POST", "/api/me/email-change", {
      json: { email },
    });
  const confirm = (signedIn: SignedInParticipant, confirmation_token: string, code: string) =>
    callAsParticipant(moduleTest.app, signedIn, "POST", "/api/me/email-change/verify", {
      json: { confirmation_token, code },
    });

  it("sends the code to the new address and then moves every row and the sign-in to it", async () => {
    const { person, eventIds, signedIn } = await personInTwoEvents();
    const mobile = await signInAsMobile(person.email);
    const newEmail = uniquePerson().email;

    const asked = await askChange(signedIn, `  ${newEmail.toUpperCase()} `);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(ME_PROFILE_MESSAGES.emailCodeSent);
    const code = await codeFrom(newEmail);
    const wrong = await confirm(signedIn, asked.json().confirmation_token, wrongCodeFor(code));
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, APP_INVALID_CODE_MESSAGE]);
    expect(moduleTest.sink.countUnread(person.email)).toBe(0);

    const confirmed = await confirm(signedIn, asked.json().confirmation_token, code);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().person).toMatchObject({ id: signedIn.personId, email: newEmail });
    const rows = await rowsOf(newEmail);
    expect(rows.map((row) => row.event_id).sort()).toEqual([...eventIds].sort());
    expect(await rowsOf(person.email)).toEqual([]);
    const [account] = await moduleTest.db
      .select({ email: appPeople.email })
      .from(appPeople)
      .where(eq(appPeople.id, signedIn.personId));
    expect(account?.email).toBe(newEmail);
    const entries = await moduleTest.db
      .select({ changes: auditLog.changes, actor_role: auditLog.actor_role })
      .from(auditLog)
      .where(
        inArray(
          auditLog.entity_id,
          rows.map((row) => row.id),
        ),
      );
    expect(entries).toEqual([
      { actor_role: "participant", changes: { email: [person.email, newEmail] } },
      { actor_role: "participant", changes: { email: [person.email, newEmail] } },
    ]);
    // Both sessions stay signed in, now as the new address.
    for (const me of [
      await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me"),
      await moduleTest.app.inject({
        method: "GET",
        url: "/api/me",
        headers: { authorization: `Bearer ${mobile}` },
      }),
    ]) {
      expect(me.json().person).toMatchObject({ id: signedIn.personId, email: newEmail });
    }
    // The code worked once.
    const again = await confirm(signedIn, asked.json().confirmation_token, code);
    expect([again.statusCode, again.json().error]).toEqual([401, APP_CODE_EXPIRED_MESSAGE]);

    // The new address signs the same person in; the old one is nobody's any more.
    const oldSignIn = await moduleTest.app.inject({
      method: "POST",
      url: "/api/me/sign-in",
      remoteAddress: uniqueIp(),
      payload: { email: person.email },
    });
    expect(oldSignIn.statusCode).toBe(200);
    const signedInAgain = await signInParticipant(moduleTest.app, moduleTest.sink, newEmail);
    expect(signedInAgain.personId).toBe(signedIn.personId);
    // By now the old address's code, had it been sent, would have arrived too.
    expect(moduleTest.sink.countUnread(person.email)).toBe(0);
  });

  it("refuses the person's own address, in any case", async () => {
    const { person, signedIn } = await personInTwoEvents();
    const same = await askChange(signedIn, person.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      error: ME_PROFILE_MESSAGES.sameEmail,
      code: "meProfile.sameEmail",
      details: [
        { field: "email", message: ME_PROFILE_MESSAGES.sameEmail, code: "meProfile.sameEmail" },
      ],
    });
  });

  it("tells who else has an address only to whoever proves they hold it", async () => {
    const { eventIds, signedIn } = await personInTwoEvents();
    const neighbour = uniquePerson();
    await insertParticipants(moduleTest.db, eventIds[1] ?? "", [neighbour]);
    const stranger = await personInTwoEvents();
    const cases = [
      { email: neighbour.email, error: ME_PROFILE_MESSAGES.emailInUse },
      { email: stranger.person.email, error: ME_PROFILE_MESSAGES.emailTaken },
    ];
    for (const { email, error } of cases) {
      // Asked, it answers as for any free address: the code goes to that address.
      const asked = await askChange(signedIn, email);
      expect([asked.statusCode, asked.json().message]).toEqual([
        200,
        ME_PROFILE_MESSAGES.emailCodeSent,
      ]);
      const confirmed = await confirm(
        signedIn,
        asked.json().confirmation_token,
        await codeFrom(email),
      );
      expect([confirmed.statusCode, confirmed.json().error]).toEqual([409, error]);
    }
  });

  it("refuses the change when one of their events took the address after the code was sent", async () => {
    const { person, eventIds, signedIn } = await personInTwoEvents();
    const newEmail = uniquePerson().email;
    const asked = await askChange(signedIn, newEmail);
    const code = await codeFrom(newEmail);
    await insertParticipants(moduleTest.db, eventIds[0] ?? "", [
      { ...uniquePerson(), email: newEmail },
    ]);

    const confirmed = await confirm(signedIn, asked.json().confirmation_token, code);

    expect([confirmed.statusCode, confirmed.json().error]).toEqual([
      409,
      ME_PROFILE_MESSAGES.emailInUse,
    ]);
    expect((await rowsOf(person.email)).length).toBe(2);
  });

  it(`answers 429 after ${ME_PROFILE_RATE_LIMITS.codePerPerson.max} codes for one person`, async () => {
    const { signedIn } = await personInTwoEvents();
    const statuses: number[] = [];
    for (let index = 0; index <= ME_PROFILE_RATE_LIMITS.codePerPerson.max; index += 1) {
      statuses.push((await askChange(signedIn, uniquePerson().email)).statusCode);
    }
    expect(statuses).toEqual([
      ...Array.from({ length: ME_PROFILE_RATE_LIMITS.codePerPerson.max }, () => 200),
      429,
    ]);
  });
});

describe("GET /api/me/data", () => {
  it("downloads the person's rows, app account, passkeys and photo, as JSON or in a zip", async () => {
    const { person, eventIds, signedIn } = await personInTwoEvents();
    const photo: string = (await putPhoto(signedIn, TEST_IMAGES.png)).json().person.profile_image;
    await insertAppPasskeys(moduleTest.db, signedIn.personId, [{ name: "My phone" }], {
      passkeyOnly: true,
    });
    const someoneElse = await personInTwoEvents();

    const json = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me/data");

    expect(json.statusCode).toBe(200);
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expect(json.headers["content-disposition"]).toMatch(/^attachment; filename="my-data.json"/);
    expect(json.headers["cache-control"]).toBe("private, no-store");
    const data = json.json() as PersonData;
    expect(data.email).toBe(person.email);
    expect(data.participants.map((row) => row.event_id).sort()).toEqual([...eventIds].sort());
    expect(data.participants.every((row) => row.name === person.name)).toBe(true);
    expect(data.app?.account).toMatchObject({ id: signedIn.personId, passkey_only: true });
    expect(data.app?.passkeys).toEqual([
      expect.objectContaining({ name: "My phone", last_used_at: null, backed_up: false }),
    ]);
    expect(json.body).not.toContain(someoneElse.person.email);

    const zip = await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me/data?format=zip");

    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment; filename="my-data.zip"/);
    const files = await unzip(zip.rawPayload);
    const archived = JSON.parse(String(files.get("person.json"))) as PersonData;
    expect(archived.participants.map((row) => row.id).sort()).toEqual(
      data.participants.map((row) => row.id).sort(),
    );
    const photoName = photo.split("/").at(-1);
    expect([...files.keys()].filter((name) => name.endsWith(`-${photoName}`))).toHaveLength(2);
    expect([...files.values()]).toContainEqual(TEST_IMAGES.png);
  });
});

describe("deleting the account", () => {
  const askDeletion = (signedIn: SignedInParticipant) =>
    callAsParticipant(moduleTest.app, signedIn, "POST", "/api/me/account-deletion");
  const confirmDeletion = (
    signedIn: SignedInParticipant,
    confirmation_token: string,
    code: string,
  ) =>
    callAsParticipant(moduleTest.app, signedIn, "POST", "/api/me/account-deletion/confirm", {
      json: { confirmation_token, code },
    });

  it("refuses a wrong code and erases the person everywhere with the right one", async () => {
    const { person, eventIds, signedIn } = await personInTwoEvents();
    const photo: string = (await putPhoto(signedIn, TEST_IMAGES.png)).json().person.profile_image;
    const [passkey] = await insertAppPasskeys(moduleTest.db, signedIn.personId, [{ name: "Key" }]);
    const asked = await askDeletion(signedIn);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(ME_PROFILE_MESSAGES.deletionCodeSent);
    const code = await codeFrom(person.email);

    const wrong = await confirmDeletion(
      signedIn,
      asked.json().confirmation_token,
      wrongCodeFor(code),
    );
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, APP_INVALID_CODE_MESSAGE]);
    expect(await rowsOf(person.email)).toHaveLength(2);

    const deleted = await confirmDeletion(signedIn, asked.json().confirmation_token, code);

    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ME_PROFILE_MESSAGES.accountDeleted);
    expect(clearedCookies(deleted)).toContain(APP_SESSION_COOKIE);
    expect(await rowsOf(person.email)).toEqual([]);
    for (const [admin, eventId] of [
      [admins.eventAdmin, eventIds[0]],
      [admins.otherEventAdmin, eventIds[1]],
    ] as const) {
      const list = await moduleTest.call(
        admin,
        "GET",
        `/api/participants/get-all-participants-by-event/${eventId}`,
      );
      expect(list.json().participants).toEqual([]);
    }
    expect((await callAsParticipant(moduleTest.app, signedIn, "GET", "/api/me")).statusCode).toBe(
      401,
    );
    expect(
      await moduleTest.db.select().from(appPeople).where(eq(appPeople.id, signedIn.personId)),
    ).toEqual([]);
    expect(
      await moduleTest.db
        .select()
        .from(passkeys)
        .where(eq(passkeys.id, passkey?.id ?? "")),
    ).toEqual([]);
    expect(await fileExists(moduleTest.storedPathOf(photo))).toBe(false);
    const [record] = await moduleTest.db
      .select()
      .from(erasures)
      .where(eq(erasures.reason, ACCOUNT_DELETION_REASON))
      .orderBy(erasures.created_at);
    expect(record).toMatchObject({ kind: "person", participants: 2, actor_id: null });
    const [logged] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "erase"), eq(auditLog.entity_id, record?.id ?? "")));
    expect(logged).toMatchObject({ actor_role: "participant", actor_id: signedIn.personId });
    const data = await requests.personData(admins.systemAdmin, person.email);
    expect(data).toMatchObject({
      participants: [],
      app: { account: null, bookmarks: [], passkeys: [] },
    });
  });

  it("answers 503 when the code cannot be e-mailed", async () => {
    const { signedIn } = await personInTwoEvents();
    await moduleTest.withOtherApp({ mailer: failingMailer }, async (app) => {
      const refused = await callAsParticipant(app, signedIn, "POST", "/api/me/account-deletion");
      expect(refused.statusCode).toBe(503);
    });
  });
});

/** A code that is not this one. */
function wrongCodeFor(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

/** The names of the cookies an answer clears. */
function clearedCookies(response: LightMyRequestResponse): string[] {
  return response.cookies.filter((cookie) => cookie.value === "").map((cookie) => cookie.name);
}

/** A second session of the person, as the mobile app holds it: a bearer token. */
async function signInAsMobile(email: string): Promise<string> {
  const { signInToken, code } = await requestAppCode(moduleTest.app, moduleTest.sink, email);
  const verified = await moduleTest.app.inject({
    method: "POST",
    url: "/api/me/sign-in/verify",
    remoteAddress: uniqueIp(),
    payload: { sign_in_token: signInToken, code, client: "mobile" },
  });
  return verified.json().token;
}
