import { createHash, randomUUID } from "node:crypto";
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "@events/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { eventStaff, events, participants, sessions } from "../db/schema.js";
import { createSettingsRepository } from "../modules/settings/settings.repository.js";
import { csrfValues } from "../security/session-life.js";
import { generateToken, hashToken } from "../security/tokens.js";
import { createUser, DEFAULT_PASSWORD, signIn, uniqueEmail } from "./app.js";
import type { TestDevice, TestDoorStaff } from "./door-staff.js";
import { insertEvent, insertParticipants, type SeedParticipant } from "./factories.js";
import type { ModuleTest } from "./module-test.js";

// Door staff and their paired devices straight into the database, for the tests of what they
// may do at the door (how they are added, invited and paired is door-staff.ts's, through the
// routes); and events whose tickets' codes the tests scan.

/** Adds the user to the events' door staff. */
export async function addToDoorStaff(
  db: Database,
  userId: string,
  eventIds: readonly string[],
): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .insert(eventStaff)
    .values(eventIds.map((eventId) => ({ event_id: eventId, user_id: userId })));
}

/**
 * A new door_staff account on the events' door staff, signed in as a browser does it: password,
 * then the e-mailed code.
 */
export async function signInDoorStaff(
  moduleTest: ModuleTest,
  eventIds: readonly string[],
  name = "Dana Door",
): Promise<TestDoorStaff> {
  const email = uniqueEmail("door");
  const user = await createUser(moduleTest.db, { type: "door_staff", email, name });
  await addToDoorStaff(moduleTest.db, user.id, eventIds);
  const session = await signIn(moduleTest.app, moduleTest.sink, {
    email,
    password: DEFAULT_PASSWORD,
  });
  return { id: user.id, email, name, session };
}

/**
 * A device paired for the staff member at the event, its session inserted as pairing makes one,
 * with the cookies and CSRF value a paired browser holds.
 */
export async function insertDeviceSession(
  db: Database,
  userId: string,
  eventId: string,
  deviceName = `Tablet ${randomUUID().slice(0, 6)}`,
): Promise<TestDevice> {
  const token = generateToken();
  const [session] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
      device_event_id: eventId,
      device_name: deviceName,
    })
    .returning();
  if (!session) throw new Error("insertDeviceSession: no session");
  const secretKey = await createSettingsRepository(db).getOrCreateSecretKey();
  const csrf = csrfValues(secretKey, "").tokenFor(session);
  return {
    id: session.id,
    userId,
    eventId,
    session: {
      cookies: { [SESSION_COOKIE]: token, [CSRF_COOKIE]: csrf },
      headers: { "x-csrf-token": csrf },
    },
  };
}

/** SHA-256 of a ticket's code in hexadecimal, as a door's copy holds it. */
export function codeHashOf(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** A participant of a door's tests, with their ticket's code and its hash. */
export interface DoorTestParticipant {
  id: string;
  name: string;
  email: string;
  code: string;
  codeHash: string;
}

/** An event with participants, and each of them by name. */
export interface DoorTestEvent {
  eventId: string;
  participant(name: string): DoorTestParticipant;
}

/** A new event of that admin in the time zone with those participants, into the database. */
export async function insertDoorEvent(
  db: Database,
  eventAdminId: string,
  rows: readonly SeedParticipant[],
  timeZone = "UTC",
): Promise<DoorTestEvent> {
  const eventId = await insertEvent(db, eventAdminId);
  await db.update(events).set({ time_zone: timeZone }).where(eq(events.id, eventId));
  await insertParticipants(db, eventId, rows);
  const seeded = await db
    .select({
      id: participants.id,
      name: participants.name,
      email: participants.email,
      code: participants.check_in_code,
    })
    .from(participants)
    .where(eq(participants.event_id, eventId));
  const byName = new Map(
    seeded.map((row) => [row.name, { ...row, codeHash: codeHashOf(row.code) }]),
  );
  return {
    eventId,
    participant(name) {
      const found = byName.get(name);
      if (!found) throw new Error(`No participant ${name} in the event`);
      return found;
    },
  };
}
