import type { UserRow } from "../db/schema.js";

/** Where a request came from, as the activity log records it; a FastifyRequest is one. */
export interface RequestOrigin {
  ip: string;
  headers: { "user-agent"?: string | undefined };
}

/** A signed-in admin making a change; a FastifyRequest of a signed-in route is one. */
export interface Actor extends RequestOrigin {
  user: Pick<UserRow, "id" | "type" | "name">;
}

/**
 * Who a log entry names: an admin, someone not signed in (with the e-mail address they tried,
 * when there is one), or the server itself.
 */
export type AuditedBy =
  | Actor
  | (RequestOrigin & { user?: undefined; triedEmail?: string | undefined })
  | "system";

/** The origin of a request alone, for building an actor the request does not carry yet. */
export function originOf(request: RequestOrigin): RequestOrigin {
  return { ip: request.ip, headers: { "user-agent": request.headers["user-agent"] } };
}
