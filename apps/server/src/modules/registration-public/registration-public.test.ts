import {
  CLOSED_REASON_TEXT,
  OUTCOME_MESSAGES,
  PRIVACY_POLICY_VERSION,
  type PublicEventResponse,
  REGISTRATION_MESSAGES,
} from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, participants, registrations } from "../../db/schema.js";
import { uniqueIp } from "../../test/app.js";
import { expectOneAuditEntry } from "../../test/audit-entries.js";
import { insertParticipants, insertSession } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import {
  confirmationCodeOf,
  findRegistration,
  openRegistrationEvent,
  postPublic,
  question,
  registerAndConfirm,
  registrantEmail,
  registrationAtTestSpeed,
  registrationForm,
  saveRegistrationSettings,
  solvedChallenge,
  submitRegistration,
} from "../../test/registrations.js";
import { ALREADY_REGISTERED_MESSAGE } from "./registration-public.service.js";

const moduleTest = setUpModuleTest("registration-public", { prepare: registrationAtTestSpeed });

const getPage = (slug: string) =>
  moduleTest.app.inject({
    method: "GET",
    url: `/api/public/events/${slug}`,
    remoteAddress: uniqueIp(),
  });

async function participantsOf(eventId: string) {
  return moduleTest.db.select().from(participants).where(eq(participants.event_id, eventId));
}

describe("the public page", () => {
  it("shows a published event with its form and places, and nothing of an unpublished one", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {
      capacity: 10,
      waiting_list: true,
      phone_field: "required",
    });
    await insertParticipants(moduleTest.db, eventId, [{ name: "Early Bird" }]);
    const page = await getPage(slug);
    expect(page.statusCode).toBe(200);
    const { event } = page.json() as PublicEventResponse;
    expect(event).toMatchObject({
      slug,
      time_zone: "UTC",
      agenda: null,
      registration: {
        open: true,
        closed_reason: null,
        closed_message: null,
        waiting_list: true,
        approval_required: false,
        places_left: 9,
      },
      form: {
        phone_field: "required",
        username_field: "hidden",
        policy_version: PRIVACY_POLICY_VERSION,
      },
    });
    expect(JSON.stringify(event)).not.toContain(eventId);

    await saveRegistrationSettings(moduleTest.db, eventId, { slug, published: false });
    const hidden = await getPage(slug);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      error: REGISTRATION_MESSAGES.pageNotFound,
      code: "events.eventNotFound",
    });
    expect((await getPage("no-such-event")).statusCode).toBe(404);
    // Nor does an unpublished event take registrations.
    const refused = await submitRegistration(
      moduleTest.app,
      slug,
      await registrationForm(moduleTest.app),
    );
    expect(refused.statusCode).toBe(404);
  });

  it("shows the agenda only when the organiser publishes it", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, { publish_agenda: true });
    await insertSession(moduleTest.db, eventId, "Keynote");
    const { event } = (await getPage(slug)).json() as PublicEventResponse;
    expect(event.agenda).toEqual([
      expect.objectContaining({
        name: "Keynote",
        start_datetime: "2026-05-01T09:00:00",
        end_datetime: "2026-05-01T10:00:00",
      }),
    ]);
  });

  const CLOSED_REASON_CODES = {
    closed: "registration.closed",
    not_open_yet: "registration.notOpenYet",
    full: "registration.full",
  } as const;

  it.each([
    ["closed", { is_open: false }],
    ["not_open_yet", { opens_at: "2999-01-01T09:00:00" }],
    ["closed", { closes_at: "2000-01-01T09:00:00" }],
    ["full", { capacity: 1, waiting_list: false }],
  ] as const)("says %s and refuses the submit with its reason (%j)", async (reason, values) => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, values);
    await insertParticipants(moduleTest.db, eventId, [{ name: "Only Seat" }]);
    const { event } = (await getPage(slug)).json() as PublicEventResponse;
    expect(event.registration).toMatchObject({
      open: false,
      closed_reason: reason,
      closed_message: CLOSED_REASON_TEXT[reason],
    });
    const refused = await submitRegistration(
      moduleTest.app,
      slug,
      await registrationForm(moduleTest.app),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: CLOSED_REASON_TEXT[reason],
      code: CLOSED_REASON_CODES[reason],
    });
  });

  it("says a cancelled event is cancelled, and a full one with a waiting list still takes names", async () => {
    const cancelled = await openRegistrationEvent(moduleTest.db);
    await moduleTest.db
      .update(events)
      .set({ event_status: "CANCELLED" })
      .where(eq(events.id, cancelled.eventId));
    const cancelledPage = (await getPage(cancelled.slug)).json() as PublicEventResponse;
    expect(cancelledPage.event.registration.closed_reason).toBe("event_cancelled");

    const full = await openRegistrationEvent(moduleTest.db, { capacity: 1, waiting_list: true });
    await insertParticipants(moduleTest.db, full.eventId, [{ name: "Only Seat" }]);
    const fullPage = (await getPage(full.slug)).json() as PublicEventResponse;
    expect(fullPage.event.registration).toMatchObject({
      open: true,
      places_left: 0,
      waiting_list: true,
    });
  });
});

describe("registering and confirming", () => {
  it("makes a participant like any other, with a ticket e-mailed with its QR code and a cancel link", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {
      participant_role: "guest",
      phone_field: "optional",
    });
    const email = registrantEmail("Ticket");
    const form = await registrationForm(moduleTest.app, {
      name: "Tina Ticket",
      email: `  ${email} `,
      phone: "+44 20 7946 0000",
    });
    const started = await submitRegistration(moduleTest.app, slug, form);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({
      status: "confirmation_sent",
      message: REGISTRATION_MESSAGES.checkEmail,
      confirmation_token: expect.stringMatching(/^[0-9a-f-]{36}\.[\w-]{43}$/),
    });
    // Nothing is held before the address is confirmed.
    expect(await participantsOf(eventId)).toEqual([]);

    const { code, mail } = await confirmationCodeOf(moduleTest, email);
    expect(mail.subject).toContain("Your code to register");
    const confirmed = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: started.json().confirmation_token,
      code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      status: "registered",
      message: OUTCOME_MESSAGES.registered,
      position: null,
      offered_until: null,
      closed_reason: null,
      event_name: expect.stringContaining("Conference"),
      slug,
    });

    const [participant] = await participantsOf(eventId);
    expect(participant).toMatchObject({
      name: "Tina Ticket",
      email,
      phone: "+44 20 7946 0000",
      username: email.toLowerCase(),
      participant_role: "guest",
      status: "active",
      consent: { policy_version: PRIVACY_POLICY_VERSION, method: "given_by_person" },
      check_in_code: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const registration = await findRegistration(
      moduleTest.db,
      started.json().confirmation_token.slice(0, 36),
    );
    expect(registration).toMatchObject({
      state: "registered",
      participant_id: participant?.id,
      code_hash: null,
    });

    const ticket = await moduleTest.sink.nextMailTo(email);
    expect(ticket.subject).toMatch(/^Your ticket for Conference/);
    expect(ticket.inlineImages).toEqual([
      expect.objectContaining({ cid: "ticket-qr", contentType: "image/png" }),
    ]);
    expect(ticket.html).toContain('src="cid:ticket-qr"');
    expect(ticket.text).toContain(
      `Cancel my registration: http://localhost:3000/e/${slug}/cancel#token=`,
    );

    // The log has the registration's making and confirmation, and its participant, each by
    // where the registrant came from and with no name for them.
    const registrant = {
      actor_id: null,
      actor_name: null,
      actor_role: "anonymous",
      ip: expect.stringMatching(/^10\./),
      event_id: eventId,
    };
    expect(
      await expectOneAuditEntry(moduleTest.db, { entity_id: registration.id, action: "create" }),
    ).toMatchObject({
      ...registrant,
      entity_type: "registration",
      changes: { state: [null, "unconfirmed"], name: [null, "Tina Ticket"], email: [null, email] },
    });
    expect(
      await expectOneAuditEntry(moduleTest.db, { entity_id: registration.id, action: "confirm" }),
    ).toMatchObject({
      ...registrant,
      changes: { state: ["unconfirmed", "registered"], participant_id: [null, participant?.id] },
    });
    expect(
      await expectOneAuditEntry(moduleTest.db, { entity_id: participant?.id, action: "create" }),
    ).toMatchObject({ ...registrant, entity_type: "participant" });

    // The same confirmation again answers the same, and makes nobody twice.
    const again = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: started.json().confirmation_token,
      code,
    });
    expect(again.json().status).toBe("registered");
    expect(await participantsOf(eventId)).toHaveLength(1);
  });

  it("answers a code sent twice at once the same both times, and makes one participant", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db);
    const form = await registrationForm(moduleTest.app);
    const started = await submitRegistration(moduleTest.app, slug, form);
    const confirmation = {
      confirmation_token: started.json().confirmation_token,
      code: (await confirmationCodeOf(moduleTest, form.email)).code,
    };
    const answers = await Promise.all([
      postPublic(moduleTest.app, "registrations/confirm", confirmation),
      postPublic(moduleTest.app, "registrations/confirm", confirmation),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().status])).toEqual([
      [200, "registered"],
      [200, "registered"],
    ]);
    expect(await participantsOf(eventId)).toHaveLength(1);
  });

  it("answers a wrong code 400, and after five wrong codes or past its time, that it expired", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    const form = await registrationForm(moduleTest.app);
    const started = await submitRegistration(moduleTest.app, slug, form);
    const token = started.json().confirmation_token as string;
    const { code } = await confirmationCodeOf(moduleTest, form.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await postPublic(moduleTest.app, "registrations/confirm", {
        confirmation_token: token,
        code: wrongCode,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toEqual([
        { field: "code", message: REGISTRATION_MESSAGES.codeWrong, code: "registration.codeWrong" },
      ]);
    }
    const spent = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: token,
      code,
    });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({
      error: REGISTRATION_MESSAGES.codeExpired,
      code: "registration.codeExpired",
    });

    const late = await registrationForm(moduleTest.app);
    const lateStarted = await submitRegistration(moduleTest.app, slug, late);
    const lateToken = lateStarted.json().confirmation_token as string;
    await moduleTest.db
      .update(registrations)
      .set({ confirm_by: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, lateToken.slice(0, 36)));
    const lateConfirm = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: lateToken,
      code: (await confirmationCodeOf(moduleTest, late.email)).code,
    });
    expect(lateConfirm.json()).toEqual({
      error: REGISTRATION_MESSAGES.codeExpired,
      code: "registration.codeExpired",
    });
  });

  it("answers a token that is not a registration's 404, and one of another purpose too", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    const form = await registrationForm(moduleTest.app);
    const started = await submitRegistration(moduleTest.app, slug, form);
    const token = started.json().confirmation_token as string;
    const forged = `${token.slice(0, 37)}${"A".repeat(43)}`;
    const answer = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: forged,
      code: "123456",
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      error: REGISTRATION_MESSAGES.linkInvalid,
      code: "registration.linkInvalid",
    });
    // The confirmation token does not open the cancel and offer pages.
    const status = await postPublic(moduleTest.app, "registrations/status", { token });
    expect(status.statusCode).toBe(404);
  });

  it("puts a registration needing approval as pending, holding its place", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {
      approval_required: true,
      capacity: 1,
      waiting_list: true,
    });
    const { confirm, email } = await registerAndConfirm(moduleTest, slug);
    expect(confirm.json()).toMatchObject({ status: "pending", message: OUTCOME_MESSAGES.pending });
    expect(await participantsOf(eventId)).toEqual([]);
    const received = await moduleTest.sink.nextMailTo(email);
    expect(received.subject).toMatch(/^We received your registration/);
    expect(received.text).toContain("/cancel#token=");

    const next = await registerAndConfirm(moduleTest, slug);
    expect(next.confirm.json()).toMatchObject({ status: "waiting", position: 1 });
    const waitingMail = await moduleTest.sink.nextMailTo(next.email);
    expect(waitingMail.text).toContain("you are number 1 on the waiting list");
  });
});

describe("the form's questions", () => {
  const diet = question({
    type: "single_choice",
    label: "Diet",
    required: true,
    options: ["Omnivore", "Vegetarian", "Vegan"],
  });
  const allergies = question({
    type: "short_text",
    label: "Allergies",
    required: true,
    show_if: { question_id: diet.id, answer: "Vegan" },
  });
  const notes = question({ type: "long_text", label: "Notes" });
  const topics = question({
    type: "multiple_choice",
    label: "Topics",
    options: ["AI", "Web", "Data"],
  });
  const newsletter = question({ type: "checkbox", label: "Newsletter" });
  const guests = question({ type: "number", label: "Guests", required: true, min: 0, max: 3 });
  const arrival = question({ type: "date", label: "Arrival" });
  const questions = [diet, allergies, notes, topics, newsletter, guests, arrival];

  it("refuses an answer of the wrong kind for each type, named by its question", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db, { questions });
    const form = await registrationForm(moduleTest.app, {
      answers: {
        [diet.id]: "Carnivore",
        [notes.id]: "x".repeat(2001),
        [topics.id]: ["AI", "Cooking"],
        [newsletter.id]: "perhaps",
        [guests.id]: 4,
        [arrival.id]: "2026-02-30",
      },
    });
    const refused = await submitRegistration(moduleTest.app, slug, form);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        field: `answers.${diet.id}`,
        message: "Choose one of the options",
        code: "answers.oneOption",
      },
      {
        field: `answers.${notes.id}`,
        message: "At most 2000 characters",
        code: "common.atMostCharacters",
        params: { max: 2000 },
      },
      {
        field: `answers.${topics.id}`,
        message: "Choose among the options",
        code: "answers.someOptions",
      },
      { field: `answers.${newsletter.id}`, message: "Must be ticked or not", code: "answers.tick" },
      {
        field: `answers.${guests.id}`,
        message: "At most 3",
        code: "answers.atMost",
        params: { max: 3 },
      },
      {
        field: `answers.${arrival.id}`,
        message: "Must be a date (YYYY-MM-DD)",
        code: "answers.date",
      },
    ]);
  });

  it("asks a conditional question only when its condition is answered, and keeps the answers on the participant", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, { questions });
    const vegan = await submitRegistration(
      moduleTest.app,
      slug,
      await registrationForm(moduleTest.app, { answers: { [diet.id]: "Vegan", [guests.id]: 1 } }),
    );
    expect(vegan.statusCode).toBe(400);
    expect(vegan.json().details).toEqual([
      {
        field: `answers.${allergies.id}`,
        message: "Allergies is required",
        code: "answers.required",
        params: { label: "Allergies" },
      },
    ]);

    const { confirm, registrationId } = await registerAndConfirm(moduleTest, slug, {
      answers: {
        [diet.id]: "Omnivore",
        [allergies.id]: "Not asked, so not kept",
        [notes.id]: "  Window seat  ",
        [topics.id]: ["Data", "AI"],
        [newsletter.id]: true,
        [guests.id]: "2",
        [arrival.id]: "2026-06-01",
      },
    });
    expect(confirm.json().status).toBe("registered");
    const expected = {
      [diet.id]: "Omnivore",
      [notes.id]: "Window seat",
      [topics.id]: ["AI", "Data"],
      [newsletter.id]: true,
      [guests.id]: 2,
      [arrival.id]: "2026-06-01",
    };
    expect((await findRegistration(moduleTest.db, registrationId)).answers).toEqual(expected);
    const [participant] = await participantsOf(eventId);
    expect(participant?.answers).toEqual(expected);
  });

  it("asks phone and username as the organiser sets them", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db, {
      phone_field: "required",
      username_field: "required",
    });
    const refused = await submitRegistration(
      moduleTest.app,
      slug,
      await registrationForm(moduleTest.app),
    );
    expect(refused.json().details).toEqual([
      { field: "phone", message: "Phone is required", code: "registration.phoneRequired" },
      { field: "username", message: "Username is required", code: "registration.usernameRequired" },
    ]);

    const hidden = await openRegistrationEvent(moduleTest.db, { phone_field: "hidden" });
    const { registrationId } = await registerAndConfirm(moduleTest, hidden.slug, {
      phone: "+1 555 0100",
      username: "ignored",
    });
    expect(await findRegistration(moduleTest.db, registrationId)).toMatchObject({
      phone: null,
      username: null,
    });
  });

  it("gives a username already taken in the event a suffix rather than refusing it", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {
      username_field: "optional",
    });
    await insertParticipants(moduleTest.db, eventId, [{ name: "Sam Taken", username: "sam" }]);
    await registerAndConfirm(moduleTest, slug, { username: "SAM" });
    const usernames = (await participantsOf(eventId)).map((row) => row.username);
    expect(usernames).toHaveLength(2);
    expect(usernames).toEqual(
      expect.arrayContaining(["sam", expect.stringMatching(/^SAM-[0-9a-f]{6}$/)]),
    );
  });
});

describe("robots", () => {
  it("refuses a filled honeypot, a missing, wrong or spent proof of work, and an old policy", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    const honeypot = await submitRegistration(moduleTest.app, slug, {
      ...(await registrationForm(moduleTest.app)),
      website: "http://spam.example",
    });
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json()).toEqual({
      error: REGISTRATION_MESSAGES.honeypot,
      code: "registration.honeypot",
    });

    const { pow: _pow, ...withoutPow } = await registrationForm(moduleTest.app);
    const missing = await submitRegistration(moduleTest.app, slug, withoutPow);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      {
        field: "pow",
        message: REGISTRATION_MESSAGES.challengeMissing,
        code: "registration.challengeMissing",
      },
    ]);

    const solved = await solvedChallenge(moduleTest.app);
    const decoded = JSON.parse(Buffer.from(solved, "base64").toString("utf8"));
    const wrongNumber = Buffer.from(
      JSON.stringify({ ...decoded, number: decoded.number + 1 }),
    ).toString("base64");
    for (const pow of [wrongNumber, "not base64 json", Buffer.from("{}").toString("base64")]) {
      const wrong = await submitRegistration(moduleTest.app, slug, {
        ...(await registrationForm(moduleTest.app)),
        pow,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: REGISTRATION_MESSAGES.challengeInvalid,
        code: "registration.challengeInvalid",
      });
    }

    const first = await submitRegistration(moduleTest.app, slug, {
      ...(await registrationForm(moduleTest.app)),
      pow: solved,
    });
    expect(first.statusCode).toBe(202);
    const replayed = await submitRegistration(moduleTest.app, slug, {
      ...(await registrationForm(moduleTest.app)),
      pow: solved,
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({
      error: REGISTRATION_MESSAGES.challengeInvalid,
      code: "registration.challengeInvalid",
    });

    const oldPolicy = await submitRegistration(moduleTest.app, slug, {
      ...(await registrationForm(moduleTest.app)),
      policy_version: "2000-01-01",
    });
    expect(oldPolicy.statusCode).toBe(400);
    expect(oldPolicy.json()).toEqual({
      error: REGISTRATION_MESSAGES.policyOutdated,
      code: "registration.policyOutdated",
    });
  });

  it("answers the challenge in ALTCHA's shape", async () => {
    const response = await moduleTest.app.inject({
      method: "GET",
      url: "/api/public/registration-challenge",
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().challenge).toEqual({
      algorithm: "SHA-256",
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 2000,
      salt: expect.stringContaining("expires="),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe("duplicates", () => {
  it("answers an address already registered as a new one, and e-mails it that it is registered", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db);
    const email = registrantEmail("dup");
    await registerAndConfirm(moduleTest, slug, { email });
    await moduleTest.sink.nextMailTo(email);
    const alias = email.replace("@", "+events@").toUpperCase();
    const again = await submitRegistration(
      moduleTest.app,
      slug,
      await registrationForm(moduleTest.app, { email: alias }),
    );
    expect(again.statusCode).toBe(202);
    expect(Object.keys(again.json()).sort()).toEqual(["confirmation_token", "message", "status"]);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.checkEmail);
    const notice = await moduleTest.sink.nextMailTo(alias);
    expect(notice.subject).toMatch(/^You are already registered/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // No code can confirm it: any code is wrong, as for anyone.
    const confirm = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: again.json().confirmation_token,
      code: "123456",
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().details).toEqual([
      { field: "code", message: REGISTRATION_MESSAGES.codeWrong, code: "registration.codeWrong" },
    ]);
    expect(await participantsOf(eventId)).toHaveLength(1);
  });

  it("refuses the second of two registrations of one mailbox confirmed one after the other", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db);
    const email = registrantEmail("twice");
    const first = await registrationForm(moduleTest.app, { email });
    const second = await registrationForm(moduleTest.app, { email: email.replace("@", "+2@") });
    const firstToken = (await submitRegistration(moduleTest.app, slug, first)).json()
      .confirmation_token;
    const firstCode = (await confirmationCodeOf(moduleTest, email)).code;
    const secondToken = (await submitRegistration(moduleTest.app, slug, second)).json()
      .confirmation_token;
    const secondCode = (await confirmationCodeOf(moduleTest, second.email)).code;
    const confirmed = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: firstToken,
      code: firstCode,
    });
    expect(confirmed.json().status).toBe("registered");
    const refused = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: secondToken,
      code: secondCode,
    });
    expect(refused.json()).toMatchObject({
      status: "refused",
      message: ALREADY_REGISTERED_MESSAGE,
      closed_reason: null,
    });
    expect(await participantsOf(eventId)).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("refuses more than 20 submits from one address in ten minutes", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    const ip = uniqueIp();
    const submitFromIp = async () =>
      submitRegistration(moduleTest.app, slug, await registrationForm(moduleTest.app), ip);
    for (let index = 0; index < 20; index += 1) {
      expect((await submitFromIp()).statusCode).toBe(202);
    }
    const limited = await submitFromIp();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: REGISTRATION_MESSAGES.tooManyRequests,
      code: "registration.tooManyRequests",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses more than 5 submits for one mailbox in an hour, its +tag aliases counted with it", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    const email = registrantEmail("flood");
    for (let index = 0; index < 5; index += 1) {
      const alias = email.replace("@", `+${index}@`);
      const answer = await submitRegistration(
        moduleTest.app,
        slug,
        await registrationForm(moduleTest.app, { email: alias }),
      );
      expect(answer.statusCode).toBe(202);
    }
    const limited = await submitRegistration(
      moduleTest.app,
      slug,
      await registrationForm(moduleTest.app, { email: email.toUpperCase() }),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: REGISTRATION_MESSAGES.tooManyRequests,
      code: "registration.tooManyRequests",
    });
  });

  it("refuses more submits for one event a minute than REGISTRATIONS_PER_EVENT_PER_MINUTE", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    await moduleTest.withOtherApp(
      { env: { ...(await registrationAtTestSpeed()), REGISTRATIONS_PER_EVENT_PER_MINUTE: "2" } },
      async (app) => {
        const statuses = [];
        for (let index = 0; index < 3; index += 1) {
          const answer = await submitRegistration(app, slug, await registrationForm(app));
          statuses.push(answer.statusCode);
        }
        expect(statuses).toEqual([202, 202, 429]);
      },
    );
  });
});
