import { APP_SESSION_COOKIE } from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { cookieValue, uniqueIp } from "../../test/app.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { mailAtTestSpeed, messageRequests } from "../../test/messages.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { uniquePerson } from "../../test/people.js";
import { PERSONAL_LINK_PREVIEW } from "./messages.service.js";

// {app_link}: a participant who is not asked for a typed code (skip_otp) gets the personal link
// that signs them in to the app; everyone else gets the app's address.

const PUBLIC_URL = "http://events.example.test:8080";

const moduleTest = setUpModuleTest("message-app-link", {
  prepare: async () => ({ ...(await mailAtTestSpeed()), PUBLIC_URL }),
});
const { eventAdmin } = moduleTest.signInAdminsBeforeAll();
const { sendMessage, previewMessage } = messageRequests(moduleTest);

const LINK_MESSAGE = { subject: "The app", body: "Open {app_link} today.", segment: {} };

/** An event with a participant who signs in by link and one who types a code. */
async function eventWithLinkedAndCoded() {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  const [linked, coded] = [uniquePerson(), uniquePerson()];
  await insertParticipants(moduleTest.db, eventId, [
    { name: linked.name, email: linked.email },
    { name: coded.name, email: coded.email },
  ]);
  const [linkedRow] = await moduleTest.db
    .update(participants)
    .set({ skip_otp: true })
    .where(eq(participants.email, linked.email))
    .returning({ id: participants.id });
  if (!linkedRow) throw new Error("no linked participant");
  return { eventId, linked: { ...linked, id: linkedRow.id }, coded };
}

describe("{app_link} in a participant's e-mail", () => {
  it("is the personal link that signs a skip_otp participant in, and the app's address for others", async () => {
    const { eventId, linked, coded } = await eventWithLinkedAndCoded();
    const sent = await sendMessage(eventAdmin, eventId, LINK_MESSAGE);
    expect(sent.statusCode, sent.body).toBe(202);

    const codedMail = await moduleTest.sink.nextMailTo(coded.email);
    expect(codedMail.text.trim()).toBe(`Open ${PUBLIC_URL}/app today.`);

    const linkedMail = await moduleTest.sink.nextMailTo(linked.email);
    const link = new RegExp(`^Open ${PUBLIC_URL}/app/link#token=(\\S+) today\\.$`).exec(
      linkedMail.text.trim(),
    );
    const token = link?.[1];
    if (!token) throw new Error(`no personal link in: ${linkedMail.text}`);
    expect(token.startsWith(`${linked.id}.`)).toBe(true);

    const signedIn = await moduleTest.app.inject({
      method: "POST",
      url: "/api/me/sign-in/link",
      remoteAddress: uniqueIp(),
      payload: { token },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().person.email).toBe(linked.email);
    expect(cookieValue(signedIn, APP_SESSION_COOKIE)).toBeDefined();
  });

  it("is never the personal link itself in the admin's preview", async () => {
    const { eventId, linked, coded } = await eventWithLinkedAndCoded();
    const previewOf = async (participantId: string, delivery?: string) => {
      const response = await previewMessage(eventAdmin, eventId, {
        ...LINK_MESSAGE,
        participant_id: participantId,
        ...(delivery ? { delivery } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().preview.text as string;
    };
    const [codedRow] = await moduleTest.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.email, coded.email));
    if (!codedRow) throw new Error("no coded participant");

    expect(await previewOf(linked.id)).toBe(`Open ${PERSONAL_LINK_PREVIEW} today.`);
    expect(await previewOf(codedRow.id)).toBe(`Open ${PUBLIC_URL}/app today.`);
    // The inbox's copy, read by someone signed in already, holds the app's address.
    expect(await previewOf(linked.id, "app_only")).toBe(`Open ${PUBLIC_URL}/app today.`);
  });
});
