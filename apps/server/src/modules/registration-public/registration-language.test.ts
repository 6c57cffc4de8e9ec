import type { PublicRegistrationRequest } from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { uniqueIp } from "../../test/app.js";
import { setUpModuleTest } from "../../test/module-test.js";
import {
  confirmationCodeOf,
  openRegistrationEvent,
  postPublic,
  registrationAtTestSpeed,
  registrationForm,
} from "../../test/registrations.js";

// The registration page sends its language; the participant the registration makes keeps it
// for their e-mails and app, else the browser's Accept-Language, else none.

const moduleTest = setUpModuleTest("registration-language", {
  prepare: registrationAtTestSpeed,
});

async function register(
  slug: string,
  fields: Partial<PublicRegistrationRequest>,
  acceptLanguage?: string,
) {
  const form = await registrationForm(moduleTest.app, fields);
  const started = await moduleTest.app.inject({
    method: "POST",
    url: `/api/public/events/${slug}/registrations`,
    payload: form,
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
    remoteAddress: uniqueIp(),
  });
  return { form, started };
}

/** Registers and confirms; answers the language of the participant made. */
async function languageOfParticipant(
  fields: Partial<PublicRegistrationRequest>,
  acceptLanguage?: string,
) {
  const { eventId, slug } = await openRegistrationEvent(moduleTest.db);
  const { form, started } = await register(slug, fields, acceptLanguage);
  expect(started.statusCode).toBe(202);
  const confirm = await postPublic(moduleTest.app, "registrations/confirm", {
    confirmation_token: started.json().confirmation_token,
    code: (await confirmationCodeOf(moduleTest, form.email)).code,
  });
  expect(confirm.json().status).toBe("registered");
  const rows = await moduleTest.db
    .select({ language: participants.language })
    .from(participants)
    .where(eq(participants.event_id, eventId));
  return rows.map((row) => row.language);
}

describe("the registrant's language", () => {
  it("is the page's language the form sends, whatever the browser asks for", async () => {
    expect(await languageOfParticipant({ language: "es" }, "de-DE, en;q=0.5")).toEqual(["es"]);
  });

  it("is else the first language of the browser's Accept-Language the product speaks", async () => {
    expect(await languageOfParticipant({}, "fr-FR, de-AT;q=0.8, en;q=0.5")).toEqual(["de"]);
  });

  it("is none when neither says one", async () => {
    expect(await languageOfParticipant({}, "fr-FR, ja")).toEqual([null]);
    expect(await languageOfParticipant({})).toEqual([null]);
  });

  it("refuses a language the product does not speak", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    const { started } = await register(slug, {
      language: "fr" as PublicRegistrationRequest["language"],
    });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [expect.objectContaining({ field: "language" })],
    });
  });
});
