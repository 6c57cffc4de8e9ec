import { randomUUID } from "node:crypto";
import {
  ANSWER_FILTER_MESSAGES,
  type Answers,
  answerText,
  DEFAULT_REGISTRATION_SETTINGS,
  PARTICIPANT_EXPORT_COLUMNS,
  type Participant,
  type QuestionInput,
} from "@events/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { signInAuditedAdmins } from "../../test/audit-entries.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { readCsvExport, readXlsxExport } from "../../test/spreadsheets.js";
import { filePart } from "../../test/uploads.js";

const moduleTest = setUpModuleTest("participant-answers");
const { eventAdmin, otherEventAdmin, expectEntry } = signInAuditedAdmins(moduleTest, {
  entity_type: "participant",
});

/** A question of a form, with a fresh id and no help text. */
function ask(fields: Omit<QuestionInput, "id" | "help_text">): QuestionInput & { id: string } {
  return { id: randomUUID(), help_text: null, ...fields };
}

/** The form's questions, their ids fresh for each event. */
function formQuestions() {
  const meal = ask({ type: "single_choice", label: "Meal", options: ["Meat", "Vegetarian"] });
  return {
    company: ask({ type: "short_text", label: "Company" }),
    meal,
    allergies: ask({
      type: "long_text",
      label: "Allergies",
      show_if: { question_id: meal.id, answer: "Vegetarian" },
    }),
    workshops: ask({ type: "multiple_choice", label: "Workshops", options: ["Rust", "Go", "SQL"] }),
    newsletter: ask({ type: "checkbox", label: "Newsletter" }),
    age: ask({ type: "number", label: "Age", min: 0, max: 120 }),
    arrival: ask({ type: "date", label: "Arrival" }),
  };
}
type Form = ReturnType<typeof formQuestions>;

/** Saves the event's form through the organiser's route. */
async function saveForm(eventId: string, questions: readonly QuestionInput[]): Promise<void> {
  const response = await moduleTest.call(eventAdmin, "PUT", `/api/events/${eventId}/registration`, {
    json: { ...DEFAULT_REGISTRATION_SETTINGS, slug: `answers-${randomUUID()}`, questions },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sets a participant's answers straight in the table, as registration stores them. */
async function setAnswers(eventId: string, name: string, answers: Answers): Promise<string> {
  const [row] = await moduleTest.db
    .update(participants)
    .set({ answers })
    .where(and(eq(participants.event_id, eventId), eq(participants.name, name)))
    .returning({ id: participants.id });
  if (!row) throw new Error(`no ${name} in the event`);
  return row.id;
}

/**
 * An event of eventAdmin whose form asks every kind of question and once asked "T-shirt" (taken
 * off, answered by Ada) and "Parking" (taken off, answered by nobody), with Ada, Alan and Grace.
 */
async function eventWithAnswers() {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  const q = formQuestions();
  const shirt = ask({ type: "short_text", label: "T-shirt" });
  const parking = ask({ type: "checkbox", label: "Parking" });
  const questions = Object.values(q);
  await saveForm(eventId, [...questions, shirt, parking]);
  await saveForm(eventId, questions);
  const suffix = eventId.slice(0, 8);
  await insertParticipants(moduleTest.db, eventId, [
    { name: "Ada", email: `ada.${suffix}@example.org`, username: `ada-${suffix}` },
    { name: "Alan", email: `alan.${suffix}@example.org`, username: `alan-${suffix}` },
    { name: "Grace", email: `grace.${suffix}@example.org`, username: `grace-${suffix}` },
  ]);
  const ada = await setAnswers(eventId, "Ada", {
    [q.company.id]: "Analytical Engines",
    [q.meal.id]: "Vegetarian",
    [q.allergies.id]: 'Nuts, "all" of them',
    [q.workshops.id]: ["Rust", "SQL"],
    [q.newsletter.id]: true,
    [q.age.id]: 36.5,
    [q.arrival.id]: "2026-05-01",
    [shirt.id]: "M",
  });
  const alan = await setAnswers(eventId, "Alan", {
    [q.meal.id]: "Meat",
    [q.workshops.id]: ["Go"],
    [q.newsletter.id]: false,
    [q.age.id]: 41,
  });
  const grace = await setAnswers(eventId, "Grace", { [q.workshops.id]: ["SQL"] });
  return { eventId, q, shirt, parking, ids: { ada, alan, grace } };
}

const updateUrl = (id: string) => `/api/participants/update-participant/${id}`;

async function storedAnswers(id: string): Promise<Answers | undefined> {
  const [row] = await moduleTest.db
    .select({ answers: participants.answers })
    .from(participants)
    .where(eq(participants.id, id));
  return row?.answers;
}

describe("an admin's edit of a participant's answers", () => {
  it("stores them cleaned to each question's type, keeping the answers to questions taken off the form", async () => {
    const { q, shirt, ids } = await eventWithAnswers();
    const response = await moduleTest.call(eventAdmin, "PUT", updateUrl(ids.alan), {
      json: {
        name: "Alan Turing",
        answers: {
          [q.company.id]: "  Bletchley Park ",
          [q.meal.id]: "Vegetarian",
          [q.allergies.id]: "None",
          [q.workshops.id]: ["SQL", "Rust"],
          [q.newsletter.id]: "yes",
          [q.age.id]: "42",
          [q.arrival.id]: "",
          [randomUUID()]: "not a question of the form",
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      [q.company.id]: "Bletchley Park",
      [q.meal.id]: "Vegetarian",
      [q.allergies.id]: "None",
      [q.workshops.id]: ["Rust", "SQL"],
      [q.newsletter.id]: true,
      [q.age.id]: 42,
    };
    expect((response.json().participant as Participant).answers).toEqual(expected);
    expect(await storedAnswers(ids.alan)).toEqual(expected);

    await moduleTest.call(eventAdmin, "PUT", updateUrl(ids.ada), {
      json: { answers: { [q.meal.id]: "Meat", [q.allergies.id]: "Nuts" } },
    });
    // Allergies is asked of vegetarians only: its answer goes with the meal's change.
    expect(await storedAnswers(ids.ada)).toEqual({ [q.meal.id]: "Meat", [shirt.id]: "M" });
  });

  it("takes the answers as JSON text in a multipart form, as the edit screen sends them", async () => {
    const { q, ids } = await eventWithAnswers();
    const response = await moduleTest.send(eventAdmin, "PUT", updateUrl(ids.grace), {
      fields: { answers: JSON.stringify({ [q.newsletter.id]: false, [q.age.id]: 85 }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedAnswers(ids.grace)).toEqual({
      [q.newsletter.id]: false,
      [q.age.id]: 85,
    });
  });

  it("keeps the answers when none are sent", async () => {
    const { q, ids } = await eventWithAnswers();
    const before = await storedAnswers(ids.grace);
    const response = await moduleTest.call(eventAdmin, "PUT", updateUrl(ids.grace), {
      json: { phone: "+1 555 0100" },
    });
    expect(response.statusCode).toBe(200);
    expect(before).toEqual({ [q.workshops.id]: ["SQL"] });
    expect(await storedAnswers(ids.grace)).toEqual(before);
  });

  it("refuses faulty answers with 400 naming each question, and changes nothing", async () => {
    const { q, ids } = await eventWithAnswers();
    const before = await storedAnswers(ids.alan);
    const response = await moduleTest.call(eventAdmin, "PUT", updateUrl(ids.alan), {
      json: {
        name: "Someone else",
        answers: {
          [q.meal.id]: "Fish",
          [q.workshops.id]: ["Rust", "Cobol"],
          [q.newsletter.id]: "maybe",
          [q.age.id]: 121,
          [q.arrival.id]: "2026-02-30",
          [q.company.id]: "x".repeat(201),
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Invalid input",
      code: "http.invalidInput",
      details: [
        {
          field: `answers.${q.company.id}`,
          message: "At most 200 characters",
          code: "common.atMostCharacters",
          params: { max: 200 },
        },
        {
          field: `answers.${q.meal.id}`,
          message: "Choose one of the options",
          code: "answers.oneOption",
        },
        {
          field: `answers.${q.workshops.id}`,
          message: "Choose among the options",
          code: "answers.someOptions",
        },
        {
          field: `answers.${q.newsletter.id}`,
          message: "Must be ticked or not",
          code: "answers.tick",
        },
        {
          field: `answers.${q.age.id}`,
          message: "At most 120",
          code: "answers.atMost",
          params: { max: 120 },
        },
        {
          field: `answers.${q.arrival.id}`,
          message: "Must be a date (YYYY-MM-DD)",
          code: "answers.date",
        },
      ],
    });
    expect(await storedAnswers(ids.alan)).toEqual(before);
    const [alan] = await moduleTest.db
      .select({ name: participants.name })
      .from(participants)
      .where(eq(participants.id, ids.alan));
    expect(alan?.name).toBe("Alan");
  });

  it("refuses answers that are not an object", async () => {
    const { ids } = await eventWithAnswers();
    const response = await moduleTest.call(eventAdmin, "PUT", updateUrl(ids.alan), {
      json: { answers: ["Meat"] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "answers",
        message: "answers must be an object of answers by question id",
        code: "participants.answersNotObject",
      },
    ]);
  });

  it("records the change of the answers in the activity log", async () => {
    const { eventId, q, ids } = await eventWithAnswers();
    await moduleTest.call(eventAdmin, "PUT", updateUrl(ids.grace), {
      json: { answers: { [q.workshops.id]: ["Go"] } },
    });
    await expectEntry({ entity_id: ids.grace, action: "update" }, eventAdmin, {
      action: "update",
      entity_id: ids.grace,
      event_id: eventId,
      changes: { answers: [{ [q.workshops.id]: ["SQL"] }, { [q.workshops.id]: ["Go"] }] },
    });
  });
});

const listUrl = (eventId: string, query: string) =>
  `/api/participants/get-all-participants-by-event/${eventId}?${query}`;

/** The names of the page of the event's participants filtered by this answer, and its total. */
async function filtered(eventId: string, questionId: string, value: string) {
  const query = new URLSearchParams({
    answer_question: questionId,
    answer_value: value,
    sort: "name",
  });
  const response = await moduleTest.call(eventAdmin, "GET", listUrl(eventId, query.toString()));
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    names: body.participants.map((participant: Participant) => participant.name),
    total: body.total,
  };
}

describe("the participants list filtered by an answer", () => {
  it("matches each kind of answer as it is stored", async () => {
    const { eventId, q, shirt } = await eventWithAnswers();
    const cases: [string, string, string[]][] = [
      [q.company.id, "Analytical Engines", ["Ada"]],
      [q.company.id, "Analytical", []],
      [q.meal.id, "Meat", ["Alan"]],
      [q.workshops.id, "SQL", ["Ada", "Grace"]],
      [q.workshops.id, "Go", ["Alan"]],
      [q.newsletter.id, "yes", ["Ada"]],
      [q.newsletter.id, "No", ["Alan"]],
      [q.age.id, "41", ["Alan"]],
      [q.age.id, "36.50", ["Ada"]],
      [q.arrival.id, "2026-05-01", ["Ada"]],
      [shirt.id, "M", ["Ada"]],
    ];
    for (const [questionId, value, names] of cases) {
      expect(await filtered(eventId, questionId, value), `${questionId} = ${value}`).toEqual({
        names,
        total: names.length,
      });
    }
  });

  it("goes with the other filters and the search", async () => {
    const { eventId, q } = await eventWithAnswers();
    const query = new URLSearchParams({
      answer_question: q.workshops.id,
      answer_value: "SQL",
      q: "grace",
    });
    const response = await moduleTest.call(eventAdmin, "GET", listUrl(eventId, query.toString()));
    expect(response.json()).toMatchObject({ total: 1, participants: [{ name: "Grace" }] });
  });

  it("refuses a filter it cannot read with 400 naming the parameter", async () => {
    const { eventId, q } = await eventWithAnswers();
    const cases: [Record<string, string>, string, string][] = [
      [{ answer_value: "Meat" }, "answer_question", ANSWER_FILTER_MESSAGES.questionMissing],
      [{ answer_question: q.meal.id }, "answer_value", ANSWER_FILTER_MESSAGES.valueMissing],
      [
        { answer_question: q.meal.id, answer_value: "  " },
        "answer_value",
        ANSWER_FILTER_MESSAGES.valueMissing,
      ],
      [
        { answer_question: randomUUID(), answer_value: "Meat" },
        "answer_question",
        ANSWER_FILTER_MESSAGES.unknownQuestion,
      ],
      [
        { answer_question: q.newsletter.id, answer_value: "maybe" },
        "answer_value",
        ANSWER_FILTER_MESSAGES.notACheckbox,
      ],
      [
        { answer_question: q.age.id, answer_value: "forty" },
        "answer_value",
        ANSWER_FILTER_MESSAGES.notANumber,
      ],
      [
        { answer_question: "meal", answer_value: "Meat" },
        "answer_question",
        "answer_question must be a question id",
      ],
    ];
    for (const [query, field, message] of cases) {
      const response = await moduleTest.call(
        eventAdmin,
        "GET",
        listUrl(eventId, new URLSearchParams(query).toString()),
      );
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ field, message })]);
    }
  });

  it("answers 404 for another admin's event before reading its form", async () => {
    const { eventId, q } = await eventWithAnswers();
    const query = new URLSearchParams({ answer_question: q.meal.id, answer_value: "Meat" });
    const response = await moduleTest.call(
      otherEventAdmin,
      "GET",
      listUrl(eventId, query.toString()),
    );
    expect(response.statusCode).toBe(404);
  });
});

const exportUrl = (eventId: string, query: string) =>
  `/api/participants/export/${eventId}?${query}`;

const BASE_HEADER: readonly string[] = PARTICIPANT_EXPORT_COLUMNS;

/** The answer cells a participant's row must end with, by the contract's answerText. */
function answerCells(form: Form, shirtId: string, answers: Answers): string[] {
  return [...Object.values(form).map((question) => question.id), shirtId].map((id) =>
    answerText(answers[id]),
  );
}

describe("answers in the export", () => {
  it("writes a column per question, the form's then those taken off it that someone answered, in CSV and XLSX alike", async () => {
    const { eventId, q, shirt } = await eventWithAnswers();
    const header = [
      ...BASE_HEADER,
      ...Object.values(q).map((question) => question.label),
      "T-shirt",
    ];
    const stored = await moduleTest.db
      .select({ name: participants.name, answers: participants.answers })
      .from(participants)
      .where(eq(participants.event_id, eventId))
      .orderBy(asc(participants.created_date));
    const expectedAnswers = stored
      .reverse()
      .map((row) => [row.name, ...answerCells(q, shirt.id, row.answers)]);
    expect(expectedAnswers[2]).toEqual([
      "Ada",
      "Analytical Engines",
      "Vegetarian",
      'Nuts, "all" of them',
      "Rust; SQL",
      "Yes",
      "36.5",
      "2026-05-01",
      "M",
    ]);

    const csv = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, "format=csv"));
    expect(csv.statusCode).toBe(200);
    const csvRows = readCsvExport(csv.body);
    expect(csvRows[0]).toEqual(header);
    expect(csvRows.slice(1).map((row) => [row[0], ...row.slice(BASE_HEADER.length)])).toEqual(
      expectedAnswers,
    );

    const xlsx = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, "format=xlsx"));
    expect(xlsx.statusCode).toBe(200);
    const xlsxRows = await readXlsxExport(xlsx.rawPayload);
    expect(xlsxRows[0]).toEqual(header);
    expect(
      xlsxRows
        .slice(1)
        .map((row) => [
          row[0],
          ...Array.from({ length: header.length - BASE_HEADER.length }, (_, index) =>
            String(row[BASE_HEADER.length + index] ?? ""),
          ),
        ]),
    ).toEqual(expectedAnswers);
  });

  it("takes the list's answer filter", async () => {
    const { eventId, q } = await eventWithAnswers();
    const query = new URLSearchParams({ answer_question: q.workshops.id, answer_value: "SQL" });
    const response = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, query.toString()));
    expect(response.statusCode).toBe(200);
    expect(
      readCsvExport(response.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(["Grace", "Ada"]);
  });

  it("writes no answer columns for an event without a form", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    await insertParticipants(moduleTest.db, eventId, [{ name: `Edsger ${eventId}` }]);
    const response = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, "format=csv"));
    expect(readCsvExport(response.body)[0]).toEqual(BASE_HEADER);
  });
});

const csvFile = (...lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`);

function importFile(eventId: string, file: Buffer, dryRun: boolean, actor: TestAdmin = eventAdmin) {
  return moduleTest.call(actor, "POST", `/api/participants/import/${eventId}`, {
    form: { fields: { dry_run: String(dryRun) }, files: [filePart("people.csv", file)] },
  });
}

describe("answers in the import", () => {
  it("fills the answers from the columns headed by the questions' labels", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const q = formQuestions();
    await saveForm(eventId, Object.values(q));
    const suffix = eventId.slice(0, 8);
    const file = csvFile(
      "Name,Email,Username, meal ,WORKSHOPS,Newsletter,Age,Arrival,Allergies,Notes",
      `Ada,ada.${suffix}@example.org,ada-${suffix},Vegetarian,Rust; SQL,Yes,36.5,2026-05-01,Nuts,ignored`,
      `Alan,alan.${suffix}@example.org,alan-${suffix},Meat,,no,,,Nuts,`,
    );
    const response = await importFile(eventId, file, false);
    expect(response.statusCode, response.body).toBe(201);
    const stored = await moduleTest.db
      .select({ name: participants.name, answers: participants.answers })
      .from(participants)
      .where(eq(participants.event_id, eventId))
      .orderBy(asc(participants.created_date));
    expect(stored).toEqual([
      {
        name: "Ada",
        answers: {
          [q.meal.id]: "Vegetarian",
          [q.workshops.id]: ["Rust", "SQL"],
          [q.newsletter.id]: true,
          [q.age.id]: 36.5,
          [q.arrival.id]: "2026-05-01",
          [q.allergies.id]: "Nuts",
        },
      },
      // Allergies is asked of vegetarians only.
      { name: "Alan", answers: { [q.meal.id]: "Meat", [q.newsletter.id]: false } },
    ]);
  });

  it("reports faulty answers by row, as the other columns' faults, and stores nothing", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const q = formQuestions();
    await saveForm(eventId, Object.values(q));
    const suffix = eventId.slice(0, 8);
    const file = csvFile(
      "Name,Email,Username,Meal,Age,Newsletter",
      `Ada,ada.${suffix}@example.org,ada-${suffix},Fish,36,yes`,
      `Alan,not an e-mail,alan-${suffix},Meat,200,perhaps`,
      `Grace,grace.${suffix}@example.org,grace-${suffix},Meat,85,no`,
    );
    const dryRun = await importFile(eventId, file, true);
    expect(dryRun.statusCode).toBe(200);
    const report = dryRun.json();
    expect(report.valid).toBe(1);
    expect(report.errors).toEqual([
      {
        row: 2,
        field: `answers.${q.meal.id}`,
        message: "Meal: Choose one of the options",
        code: "answers.oneOption",
        label: "Meal",
      },
      { row: 3, field: "email", message: expect.any(String), code: "common.invalidEmail" },
      {
        row: 3,
        field: `answers.${q.newsletter.id}`,
        message: "Newsletter: Must be ticked or not",
        code: "answers.tick",
        label: "Newsletter",
      },
      {
        row: 3,
        field: `answers.${q.age.id}`,
        message: "Age: At most 120",
        code: "answers.atMost",
        params: { max: 120 },
        label: "Age",
      },
    ]);
    const response = await importFile(eventId, file, false);
    expect(response.statusCode).toBe(400);
    const stored = await moduleTest.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.event_id, eventId));
    expect(stored).toEqual([]);
  });

  it("reads back what the export wrote, into another event with the same questions", async () => {
    const { eventId } = await eventWithAnswers();
    const exported = await moduleTest.call(eventAdmin, "GET", exportUrl(eventId, "format=csv"));
    const target = await insertEvent(moduleTest.db, eventAdmin.id);
    const q = formQuestions();
    await saveForm(target, Object.values(q));
    const imported = await importFile(target, Buffer.from(exported.body), false);
    expect(imported.statusCode, imported.body).toBe(201);
    const again = await moduleTest.call(eventAdmin, "GET", exportUrl(target, "format=csv"));
    const answersOf = (body: string, columns: number) =>
      readCsvExport(body).map((row) => [row[0], ...row.slice(BASE_HEADER.length, columns)]);
    const columns = BASE_HEADER.length + Object.keys(q).length;
    // The order and the taken-off T-shirt aside, the answers are the same.
    expect(answersOf(again.body, columns).slice(1).reverse()).toEqual(
      answersOf(exported.body, columns).slice(1),
    );
  });
});
