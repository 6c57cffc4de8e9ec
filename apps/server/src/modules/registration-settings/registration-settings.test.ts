import { randomUUID } from "node:crypto";
import {
  DEFAULT_REGISTRATION_SETTINGS,
  type QuestionInput,
  REGISTRATION_MESSAGES,
  type RegistrationSettingsResponse,
  type RegistrationSettingsValues,
} from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registrations } from "../../db/schema.js";
import { auditedAdmins } from "../../test/audit-entries.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("registration-settings");
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();
const audited = auditedAdmins(moduleTest, { systemAdmin, eventAdmin });

let slugCounter = 0;
/** A slug no other test of the file uses. */
function uniqueSlug(): string {
  slugCounter += 1;
  return `summit-${slugCounter}-${randomUUID().slice(0, 8)}`;
}

/** An event of that admin named `name`; answers its id. */
async function eventNamed(name: string, owner: TestAdmin = eventAdmin): Promise<string> {
  return insertEvent(moduleTest.db, owner.id, { event_name: name });
}

/** Settings as the screen sends them: the defaults with a fresh slug, and what the test changes. */
function settings(overrides: Partial<RegistrationSettingsValues> = {}): RegistrationSettingsValues {
  return { ...DEFAULT_REGISTRATION_SETTINGS, slug: uniqueSlug(), ...overrides };
}

function question(overrides: Partial<QuestionInput> = {}): QuestionInput {
  return { id: randomUUID(), type: "short_text", label: "Company", help_text: null, ...overrides };
}

const readSettings = (actor: TestAdmin | undefined, eventId: string) =>
  moduleTest.call(actor, "GET", `/api/events/${eventId}/registration`);

const saveSettings = (
  actor: TestAdmin | undefined,
  eventId: string,
  body: RegistrationSettingsValues,
) => moduleTest.call(actor, "PUT", `/api/events/${eventId}/registration`, { json: body });

async function savedSettings(
  eventId: string,
  body: RegistrationSettingsValues,
): Promise<RegistrationSettingsResponse> {
  const response = await saveSettings(eventAdmin, eventId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("reading the settings", () => {
  it("answers the defaults before the first save, with a slug made from the event's name", async () => {
    const eventId = await eventNamed("Café Summit 2026!");
    const response = await readSettings(eventAdmin, eventId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      registration: {
        ...DEFAULT_REGISTRATION_SETTINGS,
        slug: "cafe-summit-2026",
        removed_questions: [],
        saved: false,
        public_path: "/e/cafe-summit-2026",
      },
      counts: {
        registered: 0,
        pending: 0,
        offered: 0,
        waiting: 0,
        capacity: null,
        places_left: null,
      },
    });
  });

  it("answers what was saved, and the places counted against the capacity", async () => {
    const eventId = await eventNamed("Summit");
    await insertParticipants(moduleTest.db, eventId, [
      { name: "Ada", email: `ada.${eventId}@example.org`, username: `ada-${eventId}` },
    ]);
    const slug = uniqueSlug();
    const choice = question({
      type: "single_choice",
      label: "Meal",
      options: ["Meat", "Vegetarian"],
      required: true,
    });
    const body = settings({
      published: true,
      is_open: true,
      opens_at: "2026-04-01T09:00:00",
      closes_at: "2026-04-30T18:00:00",
      capacity: 50,
      waiting_list: true,
      offer_hours: 24,
      approval_required: true,
      participant_role: "guest",
      slug: ` ${slug.toUpperCase()} `,
      publish_agenda: true,
      phone_field: "required",
      username_field: "optional",
      questions: [
        choice,
        question({
          label: "Allergies",
          help_text: "  Anything the kitchen should know  ",
          show_if: { question_id: choice.id, answer: "Vegetarian" },
        }),
      ],
    });
    const saved = await savedSettings(eventId, body);
    const read = await readSettings(eventAdmin, eventId);
    expect(read.json()).toEqual(saved);
    expect(saved).toEqual({
      registration: {
        ...body,
        slug,
        questions: [
          { ...choice, help_text: null, min: null, max: null, show_if: null },
          {
            ...body.questions?.[1],
            help_text: "Anything the kitchen should know",
            required: false,
            options: [],
            min: null,
            max: null,
          },
        ],
        removed_questions: [],
        saved: true,
        public_path: `/e/${slug}`,
      },
      counts: {
        registered: 1,
        pending: 0,
        offered: 0,
        waiting: 0,
        capacity: 50,
        places_left: 49,
      },
    });
  });
});

describe("refusing settings", () => {
  /** The field errors of a refused save; the status must be the one given. */
  async function refusal(body: RegistrationSettingsValues, status = 400) {
    const eventId = await eventNamed("Summit");
    const response = await saveSettings(eventAdmin, eventId, body);
    expect(response.statusCode, response.body).toBe(status);
    expect((await readSettings(eventAdmin, eventId)).json().registration.saved).toBe(false);
    return response.json().details as { field: string; message: string }[];
  }

  it.each([
    ["a leading hyphen", "-summit"],
    ["a space inside", "summit 2026"],
    ["an accent", "café"],
    ["61 characters", "a".repeat(61)],
  ])("refuses a slug with %s", async (_case, slug) => {
    expect(await refusal(settings({ slug }))).toContainEqual({
      field: "slug",
      message: REGISTRATION_MESSAGES.slugInvalid,
      code: "registration.slugInvalid",
    });
  });

  it("refuses a slug another event uses, with 409 naming the slug", async () => {
    const slug = uniqueSlug();
    await savedSettings(await eventNamed("First"), settings({ slug }));
    const eventId = await eventNamed("Second");
    const response = await saveSettings(eventAdmin, eventId, settings({ slug }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: REGISTRATION_MESSAGES.slugTaken,
      code: "registration.slugTaken",
      details: [
        { field: "slug", message: REGISTRATION_MESSAGES.slugTaken, code: "registration.slugTaken" },
      ],
    });
    expect((await readSettings(eventAdmin, eventId)).json().registration.saved).toBe(false);
  });

  it("refuses a closing time before the opening time", async () => {
    const body = settings({ opens_at: "2026-04-02T09:00:00", closes_at: "2026-04-01T09:00:00" });
    expect(await refusal(body)).toEqual([
      {
        field: "closes_at",
        message: REGISTRATION_MESSAGES.closesBeforeOpens,
        code: "registration.closesBeforeOpens",
      },
    ]);
  });

  it("refuses a condition on a later question", async () => {
    const later = question({ type: "checkbox", label: "Newsletter" });
    const body = settings({
      questions: [question({ show_if: { question_id: later.id, answer: "yes" } }), later],
    });
    expect(await refusal(body)).toEqual([
      {
        field: "questions.0.show_if",
        message: REGISTRATION_MESSAGES.conditionEarlier,
        code: "registration.conditionEarlier",
      },
    ]);
  });

  it("refuses a condition on a question that is not a choice or a checkbox", async () => {
    const text = question({ label: "Company" });
    const body = settings({
      questions: [text, question({ show_if: { question_id: text.id, answer: "Acme" } })],
    });
    expect(await refusal(body)).toEqual([
      {
        field: "questions.1.show_if",
        message: REGISTRATION_MESSAGES.conditionEarlier,
        code: "registration.conditionEarlier",
      },
    ]);
  });

  it("refuses a condition naming no option of its question", async () => {
    const choice = question({ type: "single_choice", options: ["Meat", "Fish"] });
    const body = settings({
      questions: [choice, question({ show_if: { question_id: choice.id, answer: "Tofu" } })],
    });
    expect(await refusal(body)).toEqual([
      {
        field: "questions.1.show_if",
        message: REGISTRATION_MESSAGES.conditionAnswer,
        code: "registration.conditionAnswer",
      },
    ]);
  });

  it("refuses a choice question with fewer than two options", async () => {
    const body = settings({
      questions: [question({ type: "multiple_choice", options: ["Only one"] })],
    });
    expect(await refusal(body)).toEqual([
      {
        field: "questions.0.options",
        message: REGISTRATION_MESSAGES.optionsRequired,
        code: "registration.optionsRequired",
      },
    ]);
  });

  it("refuses options that repeat one another, whatever their case", async () => {
    const body = settings({
      questions: [question({ type: "single_choice", options: ["Fish", "Meat", "fish"] })],
    });
    expect(await refusal(body)).toEqual([
      {
        field: "questions.0.options",
        message: REGISTRATION_MESSAGES.optionsDistinct,
        code: "registration.optionsDistinct",
      },
    ]);
  });

  it.each([0, 1_000_001, 2.5, -3])("refuses a capacity of %s", async (capacity) => {
    expect(await refusal(settings({ capacity }))).toEqual([
      { field: "capacity", message: REGISTRATION_MESSAGES.capacity, code: "registration.capacity" },
    ]);
  });

  it.each([1, 1_000_000])("takes a capacity of %s", async (capacity) => {
    const saved = await savedSettings(await eventNamed("Summit"), settings({ capacity }));
    expect(saved.registration.capacity).toBe(capacity);
  });
});

describe("questions taken off the form", () => {
  it("keeps them as removed, with their type and label, and brings one back by its id", async () => {
    const eventId = await eventNamed("Summit");
    const company = question({ label: "Company" });
    const meal = question({ type: "single_choice", label: "Meal", options: ["Meat", "Fish"] });
    const size = question({ type: "number", label: "T-shirt size", min: 1, max: 5 });
    const body = settings({ questions: [company, meal, size] });
    await savedSettings(eventId, body);

    const withoutTwo = await savedSettings(eventId, { ...body, questions: [meal] });
    expect(withoutTwo.registration.questions.map((kept) => kept.id)).toEqual([meal.id]);
    expect(withoutTwo.registration.removed_questions).toEqual([
      { id: company.id, type: "short_text", label: "Company", removed_at: expect.any(String) },
      { id: size.id, type: "number", label: "T-shirt size", removed_at: expect.any(String) },
    ]);
    const removedAt = withoutTwo.registration.removed_questions[0]?.removed_at ?? "";
    expect(new Date(removedAt).toISOString()).toBe(removedAt);

    const sizeBack = await savedSettings(eventId, { ...body, questions: [meal, size] });
    expect(sizeBack.registration.questions.map((kept) => kept.id)).toEqual([meal.id, size.id]);
    expect(sizeBack.registration.removed_questions).toEqual([
      { id: company.id, type: "short_text", label: "Company", removed_at: removedAt },
    ]);
    expect((await readSettings(eventAdmin, eventId)).json()).toEqual(sizeBack);
  });
});

describe("who may read and change the settings", () => {
  it("answers 404 to an event admin of another event and changes nothing", async () => {
    const eventId = await eventNamed("Summit");
    const body = settings();
    await savedSettings(eventId, body);
    for (const response of [
      await readSettings(otherEventAdmin, eventId),
      await saveSettings(otherEventAdmin, eventId, { ...body, capacity: 3 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Event not found", code: "events.eventNotFound" });
    }
    expect((await readSettings(eventAdmin, eventId)).json().registration.capacity).toBeNull();
  });

  it("answers 404 for an event that does not exist", async () => {
    const missing = randomUUID();
    expect((await readSettings(systemAdmin, missing)).statusCode).toBe(404);
    expect((await saveSettings(systemAdmin, missing, settings())).statusCode).toBe(404);
  });

  it("lets a system admin read and change any event's settings", async () => {
    const eventId = await eventNamed("Summit");
    const response = await saveSettings(systemAdmin, eventId, settings({ capacity: 7 }));
    expect(response.statusCode).toBe(200);
    expect((await readSettings(systemAdmin, eventId)).json().registration.capacity).toBe(7);
  });

  it("answers 401 to someone signed out", async () => {
    const eventId = await eventNamed("Summit");
    expect((await readSettings(undefined, eventId)).statusCode).toBe(401);
    expect((await saveSettings(undefined, eventId, settings())).statusCode).toBe(401);
  });
});

describe("the activity log", () => {
  it("records each save as an update of the registration form, with what changed", async () => {
    const eventId = await eventNamed("Summit");
    const slug = uniqueSlug();
    const company = question({ label: "Company" });
    const body = settings({ slug, questions: [company] });
    await savedSettings(eventId, body);
    const filter = { entity_type: "registration_form", event_id: eventId } as const;
    await audited.expectEntry(filter, eventAdmin, {
      action: "update",
      entity_type: "registration_form",
      entity_id: eventId,
      event_id: eventId,
      changes: {
        published: [null, false],
        is_open: [null, false],
        waiting_list: [null, false],
        offer_hours: [null, 48],
        approval_required: [null, false],
        participant_role: [null, "attendee"],
        slug: [null, slug],
        publish_agenda: [null, false],
        phone_field: [null, "optional"],
        username_field: [null, "hidden"],
        questions: [[], ["Company"]],
      },
    });

    const response = await saveSettings(systemAdmin, eventId, {
      ...body,
      capacity: 20,
      opens_at: "2026-04-01T09:00:00",
      questions: [company, question({ type: "checkbox", label: "Newsletter" })],
    });
    expect(response.statusCode).toBe(200);
    const entries = await audited.entriesWhere(filter);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toEqual(
      audited.entryBy(systemAdmin, {
        action: "update",
        entity_type: "registration_form",
        entity_id: eventId,
        event_id: eventId,
        changes: {
          capacity: [null, 20],
          opens_at: [null, "2026-04-01T09:00:00"],
          questions: [["Company"], ["Company", "Newsletter"]],
        },
      }),
    );
  });

  it("writes no entry for a refused save", async () => {
    const eventId = await eventNamed("Summit");
    await saveSettings(eventAdmin, eventId, settings({ capacity: 0 }));
    expect(await audited.entriesWhere({ event_id: eventId })).toEqual([]);
  });
});

describe("places freed by a save", () => {
  /** A confirmed registration waiting for a place since that moment. */
  async function waiting(eventId: string, name: string, since: string): Promise<string> {
    const [row] = await moduleTest.db
      .insert(registrations)
      .values({
        event_id: eventId,
        state: "waiting",
        name,
        email: `${name.toLowerCase()}.${eventId}@example.org`,
        consent: {
          policy_version: "1",
          given_at: "2026-03-01T10:00:00.000Z",
          method: "given_by_person",
        },
        waiting_since: new Date(since),
        confirmed_at: new Date(since),
      })
      .returning({ id: registrations.id });
    if (!row) throw new Error("no registration");
    return row.id;
  }

  const stateOf = async (id: string) =>
    (
      await moduleTest.db
        .select({ state: registrations.state })
        .from(registrations)
        .where(eq(registrations.id, id))
    )[0]?.state;

  it("offers the places a raised capacity makes to the waiting list's first, in its order", async () => {
    const eventId = await eventNamed("Summit");
    const body = settings({ published: true, is_open: true, capacity: 1, waiting_list: true });
    await savedSettings(eventId, body);
    await insertParticipants(moduleTest.db, eventId, [
      { name: "Ada", email: `ada.${eventId}@example.org`, username: `ada-${eventId}` },
    ]);
    const second = await waiting(eventId, "Bea", "2026-03-02T10:00:00Z");
    const first = await waiting(eventId, "Alan", "2026-03-01T10:00:00Z");
    const third = await waiting(eventId, "Cleo", "2026-03-03T10:00:00Z");

    const saved = await savedSettings(eventId, { ...body, capacity: 3 });
    expect([await stateOf(first), await stateOf(second), await stateOf(third)]).toEqual([
      "offered",
      "offered",
      "waiting",
    ]);
    expect(saved.counts).toMatchObject({ registered: 1, offered: 2, waiting: 1, places_left: 0 });
    const offer = await moduleTest.sink.nextMailTo(`alan.${eventId}@example.org`);
    expect(offer.text).toContain(`/e/${body.slug}/offer#token=`);
  });
});
