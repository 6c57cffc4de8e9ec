import { randomUUID } from "node:crypto";
import { access } from "node:fs/promises";
import type { Database } from "../db/client.js";
import { events } from "../db/schema.js";

/** An event assigned to that admin (or none), straight into the database; answers its id. */
export async function insertEvent(db: Database, eventAdminId: string | null): Promise<string> {
  const [event] = await db
    .insert(events)
    .values({
      event_name: `Conference ${randomUUID().slice(0, 8)}`,
      event_type: "Conferences",
      event_admin_id: eventAdminId,
    })
    .returning({ id: events.id });
  if (!event) throw new Error("insertEvent: no event");
  return event.id;
}

export async function fileExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
