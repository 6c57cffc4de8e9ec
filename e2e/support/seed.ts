// What stories arrange through the API before they tell what a user does.
import type { Page } from "@playwright/test";
import { accounts } from "./accounts.ts";
import { callApi } from "./api.ts";
import { pdfFile, pngFile } from "./files.ts";

export type User = { id: string; email: string; name: string };
export type Event = { id: string; event_name: string };
export type Session = { id: string; name: string };

/** The seeded event admin, as the system admin's user list has her. */
export async function findEve(admin: Page): Promise<User> {
  const users = await callApi<User[]>(admin, "GET", "/api/users/get-all-users");
  const eve = users.find((user) => user.email === accounts.eventAdmin.email);
  if (!eve) throw new Error("The seeded event admin is missing");
  return eve;
}

/** Another event admin, for stories about what Eve must not see. */
export async function createOtherEventAdmin(admin: Page, name: string): Promise<User> {
  if (!admin.url().startsWith("http")) await admin.goto("/system-admin/dashboard");
  const first = name.split(" ")[0]?.toLowerCase() ?? "other";
  return callApi<User>(admin, "POST", "/api/users/create-user", {
    name,
    email: `${first}.${Date.now()}@events.test`,
    password: `${first}-pass-1`,
    phone: "0161 000 0000",
    type: "event_admin",
  });
}

/** Creates an event through a system admin's page; assigned to Eve unless fields say otherwise. */
export async function createEvent(
  admin: Page,
  fields: Record<string, unknown> & { event_name: string },
): Promise<Event> {
  // The page needs an origin of the app for its cookies to travel with the API calls.
  if (!admin.url().startsWith("http")) await admin.goto("/system-admin/dashboard");
  const eve = await findEve(admin);
  const data = { event_type: "Lectures", event_admin_id: eve.id, ...fields };
  return callApi<Event>(admin, "POST", "/api/events/create-event", undefined, {
    data: JSON.stringify(data),
  });
}

/** An event of a new event admin of that name, for stories about what Eve must not see. */
export async function createForeignEvent(
  admin: Page,
  ownerName: string,
  eventName: string,
): Promise<Event> {
  const owner = await createOtherEventAdmin(admin, ownerName);
  return createEvent(admin, { event_name: eventName, event_admin_id: owner.id });
}

export async function createSession(
  page: Page,
  eventId: string,
  fields: {
    name: string;
    venue?: string;
    withImage?: boolean;
    /** Wall-clock times in the event's zone; 4 May 2027, 09:00–10:00 unless given. */
    start_datetime?: string;
    end_datetime?: string;
  },
): Promise<Session> {
  const { session } = await callApi<{ session: Session }>(
    page,
    "POST",
    "/api/sessions/create-session",
    undefined,
    {
      event_id: eventId,
      name: fields.name,
      session_type: "keynote",
      venue: fields.venue ?? "",
      start_datetime: fields.start_datetime ?? "2027-05-04T09:00:00",
      end_datetime: fields.end_datetime ?? "2027-05-04T10:00:00",
      ...(fields.withImage ? { image: pngFile("stage.png") } : {}),
    },
  );
  return session;
}

export async function uploadSessionDocument(page: Page, sessionId: string): Promise<void> {
  await callApi(page, "POST", "/api/sessions/upload-session-document", undefined, {
    session_id: sessionId,
    file: pdfFile("slides.pdf"),
  });
}

export async function uploadEventDocument(page: Page, eventId: string): Promise<void> {
  await callApi(page, "POST", "/api/users/upload-event-document", undefined, {
    event_id: eventId,
    file: pdfFile("programme.pdf"),
  });
}

export async function addParticipants(
  page: Page,
  eventId: string,
  people: { name: string; email: string; username: string; participant_role?: string }[],
): Promise<void> {
  await callApi(page, "POST", "/api/participants/create-multiple", {
    participants: people.map((person) => ({
      event_id: eventId,
      participant_role: "attendee",
      ...person,
    })),
  });
}
