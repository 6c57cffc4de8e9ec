import type { SessionRow, UserRow } from "../db/schema.js";

/** Who is asking: a signed-in user; a FastifyRequest of a signed-in route is one. */
export interface Caller {
  user: Pick<UserRow, "id" | "type">;
  /** A paired door device's session reaches one event only (device_event_id); its id names the device. */
  session?: Pick<SessionRow, "id" | "device_event_id"> | undefined;
}
