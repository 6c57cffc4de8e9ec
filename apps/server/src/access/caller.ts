import type { ApiTokenRow, SessionRow, UserRow } from "../db/schema.js";

/**
 * Who is asking: a signed-in user, or an API token acting for its owner; a FastifyRequest of a
 * signed-in route is one.
 */
export interface Caller {
  user: Pick<UserRow, "id" | "type">;
  /** A paired door device's session reaches one event only (device_event_id); its id names the device. */
  session?: Pick<SessionRow, "id" | "device_event_id"> | undefined;
  /**
   * The API token the request came with: its owner's rights (user), narrowed to its events when
   * it lists some (event_ids; null: every event of the owner's).
   */
  apiToken?: Pick<ApiTokenRow, "event_ids"> | undefined;
}
