import { randomUUID } from "node:crypto";
import { access } from "node:fs/promises";
import type { Participant } from "@events/contract";
import { count, eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.js";
import { eventSessions, events, participants } from "../db/schema.js";

/**
 * An event assigned to that admin (or none), straight into the database, with the fields a test
 * names (a name, a date, a time zone) in place of the defaults; answers its id.
 */
export async function insertEvent(
  db: Database,
  eventAdminId: string | null,
  fields: Partial<typeof events.$inferInsert> = {},
): Promise<string> {
  const [event] = await db
    .insert(events)
    .values({
      event_name: `Conference ${randomUUID().slice(0, 8)}`,
      event_type: "Conferences",
      event_admin_id: eventAdminId,
      ...fields,
    })
    .returning({ id: events.id });
  if (!event) throw new Error("insertEvent: no event");
  return event.id;
}

/** A one-hour keynote of the event, straight into the database; answers its id. */
export async function insertSession(
  db: Database,
  eventId: string,
  name = "Opening keynote",
): Promise<string> {
  const [session] = await db
    .insert(eventSessions)
    .values({
      event_id: eventId,
      name,
      session_type: "keynote",
      start_datetime: "2026-05-01T09:00:00",
      end_datetime: "2026-05-01T10:00:00",
    })
    .returning({ id: eventSessions.id });
  if (!session) throw new Error("insertSession: no session");
  return session.id;
}

export async function fileExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** How PostgreSQL holds one row's start time: as text, and the column's type. */
export async function storedStart(
  db: Database,
  table: PgTable,
  idColumn: AnyPgColumn,
  startColumn: AnyPgColumn,
  id: string,
) {
  const [stored] = await db
    .select({
      start: sql<string>`${startColumn}::text`,
      type: sql<string>`pg_typeof(${startColumn})::text`,
    })
    .from(table)
    .where(eq(idColumn, id));
  return stored;
}

/** A participant to seed: the name decides the e-mail and username unless they are given. */
export interface SeedParticipant {
  name: string;
  email?: string;
  phone?: string | null;
  username?: string;
  role?: Participant["participant_role"];
  status?: string;
}

/** The participants, straight into the database, created a second apart in the given order. */
export async function insertParticipants(
  db: Database,
  eventId: string,
  rows: readonly SeedParticipant[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(participants).values(
    rows.map((row, index) => {
      const slug = row.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, ".");
      return {
        event_id: eventId,
        name: row.name,
        email: row.email ?? `${slug}@example.org`,
        phone: row.phone ?? null,
        username: row.username ?? slug,
        participant_role: row.role ?? "attendee",
        status: row.status ?? "active",
        created_date: new Date(Date.UTC(2026, 0, 1, 9, 0, index)),
      };
    }),
  );
}

/** How many participants the event has, read straight from the database. */
export async function countParticipants(db: Database, eventId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(participants)
    .where(eq(participants.event_id, eventId));
  return row?.value ?? 0;
}
