import type { Participant } from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { selectDriverRows } from "../../db/table-rows.js";
import { insertEvent, insertParticipants, type SeedParticipant } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";

const moduleTest = setUpModuleTest("participant-lists");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

/** An event of eventAdmin with these participants, created a second apart in the given order. */
async function eventWith(rows: readonly SeedParticipant[]): Promise<string> {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  await insertParticipants(moduleTest.db, eventId, rows);
  return eventId;
}

const listUrl = (eventId: string, query = "") =>
  `/api/participants/get-all-participants-by-event/${eventId}${query ? `?${query}` : ""}`;

async function page(eventId: string, query: string, actor: TestAdmin = eventAdmin) {
  const response = await moduleTest.call(actor, "GET", listUrl(eventId, query));
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { ...body, names: body.participants.map((p: Participant) => p.name) as string[] };
}

const PEOPLE: SeedParticipant[] = [
  { name: "Ada Lovelace", phone: "+44 20 7946 0001", role: "speaker" },
  { name: "Alan Turing", email: "alan@bletchley.example", role: "host" },
  { name: "Grace Hopper", username: "amazing_grace", status: "inactive" },
  { name: "Edsger Dijkstra" },
  { name: "Barbara Liskov", role: "speaker", status: "True" },
  { name: "Donald Knuth", username: "taocp_100%" },
];

describe("an event's participants, paged", () => {
  it("keeps the specification's answer when asked without parameters", async () => {
    const eventId = await eventWith(PEOPLE);
    const response = await moduleTest.call(eventAdmin, "GET", listUrl(eventId));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["status", "participants"]);
    expect(body.participants.map((p: Participant) => p.name)).toEqual(
      PEOPLE.map((person) => person.name),
    );
  });

  it("answers one page, newest first by default, with the total", async () => {
    const eventId = await eventWith(PEOPLE);
    const first = await page(eventId, "page=1&page_size=4");
    expect(first).toMatchObject({ total: 6, page: 1, page_size: 4 });
    expect(first.names).toEqual([
      "Donald Knuth",
      "Barbara Liskov",
      "Edsger Dijkstra",
      "Grace Hopper",
    ]);
    const second = await page(eventId, "page=2&page_size=4");
    expect(second.names).toEqual(["Alan Turing", "Ada Lovelace"]);
    const beyond = await page(eventId, "page=3&page_size=4");
    expect(beyond).toMatchObject({ participants: [], total: 6, page: 3 });
    expect(await page(eventId, "q=")).toMatchObject({ total: 6, page: 1, page_size: 50 });
  });

  it.each([
    ["name", ["Ada Lovelace", "Alan Turing", "Barbara Liskov"]],
    ["-name", ["Grace Hopper", "Edsger Dijkstra", "Donald Knuth"]],
    ["email", ["Ada Lovelace", "Alan Turing", "Barbara Liskov"]],
    ["created_date", ["Ada Lovelace", "Alan Turing", "Grace Hopper"]],
  ])("sorts by %s", async (sort, firstThree) => {
    const eventId = await eventWith(PEOPLE);
    expect((await page(eventId, `sort=${sort}&page_size=3`)).names).toEqual(firstThree);
  });

  it.each([
    ["a name, in any case", "lOVElace", ["Ada Lovelace"]],
    ["an e-mail", "bletchley", ["Alan Turing"]],
    ["a phone number", "7946", ["Ada Lovelace"]],
    ["a username", "amazing", ["Grace Hopper"]],
    ["a role", "HOST", ["Alan Turing"]],
    ["LIKE's wildcards as plain text", "100%", ["Donald Knuth"]],
    ["an underscore as plain text", "a_a", []],
    ["text spanning two fields only when one field holds it", "lovelace ada", []],
  ])("searches %s", async (_, q, names) => {
    const eventId = await eventWith(PEOPLE);
    const found = await page(eventId, `q=${encodeURIComponent(q)}`);
    expect(found.names).toEqual(names);
    expect(found.total).toBe(names.length);
  });

  it("filters by role (in any case, with or without the prefix) and by status", async () => {
    const eventId = await eventWith(PEOPLE);
    const speakers = await page(eventId, "role=ParticipantRole.SPEAKER&sort=name");
    expect(speakers).toMatchObject({ total: 2, names: ["Ada Lovelace", "Barbara Liskov"] });
    const inactive = await page(eventId, "status=inactive");
    expect(inactive).toMatchObject({ total: 1, names: ["Grace Hopper"] });
    const activeSpeakers = await page(eventId, "status=active&role=speaker&q=barbara");
    expect(activeSpeakers).toMatchObject({ total: 1, names: ["Barbara Liskov"] });
  });

  it("keeps the totals right through adds, changes, deletes and the event's deletion", async () => {
    const eventId = await eventWith(PEOPLE);
    const created = await moduleTest.send(eventAdmin, "POST", "/api/participants/create-multiple", {
      json: {
        participants: [
          {
            event_id: eventId,
            name: "Frances Allen",
            email: "fran@example.org",
            username: "fran",
            participant_role: "speaker",
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await page(eventId, "role=speaker")).total).toBe(3);

    await moduleTest.db
      .update(participants)
      .set({ status: "inactive" })
      .where(eq(participants.name, "Frances Allen"));
    expect((await page(eventId, "role=speaker&status=active")).total).toBe(2);

    const [ada] = (await page(eventId, "q=ada")).participants as Participant[];
    const deleted = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/participants/delete-participant/${ada?.id}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await page(eventId, "page=1")).total).toBe(6);

    await moduleTest.call(systemAdmin, "DELETE", `/api/events/delete-event/${eventId}`);
    const rows = await selectDriverRows<{ left: number }>(
      moduleTest.db,
      sql`select count(*)::int as left from participant_counts where event_id = ${eventId}`,
    );
    expect(rows[0]?.left).toBe(0);
  });

  it.each([
    ["page=0", "page"],
    ["page=two", "page"],
    ["page_size=201", "page_size"],
    ["page_size=0", "page_size"],
    ["sort=phone", "sort"],
    ["role=juggler", "role"],
    ["status=maybe", "status"],
    [`q=${"x".repeat(201)}`, "q"],
    ["q=a%00b", "q"],
  ])("refuses %s with the field named", async (query, field) => {
    const eventId = await eventWith([]);
    const response = await moduleTest.call(eventAdmin, "GET", listUrl(eventId, query));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field })]);
  });

  it("is the event's admin's and the system admins' only", async () => {
    const eventId = await eventWith(PEOPLE);
    expect((await page(eventId, "page=1", systemAdmin)).total).toBe(6);
    const other = await moduleTest.call(otherEventAdmin, "GET", listUrl(eventId, "page=1"));
    expect(other.statusCode).toBe(404);
    const signedOut = await moduleTest.call(undefined, "GET", listUrl(eventId, "page=1"));
    expect(signedOut.statusCode).toBe(401);
  });
});
