import type { ApiTokenRow, AppPersonRow, UserRow } from "../db/schema.js";

/** Where a request came from, as the activity log records it; a FastifyRequest is one. */
export interface RequestOrigin {
  ip: string;
  /** accept-language: the language of an e-mail the request sends, to someone who chose none. */
  headers: { "user-agent"?: string | undefined; "accept-language"?: string | undefined };
}

/** A signed-in admin making a change; a FastifyRequest of a signed-in route is one. */
export interface Actor extends RequestOrigin {
  user: Pick<UserRow, "id" | "type" | "name">;
  /**
   * The API token the admin's request came with, if it did: the log says "via token NAME". Its
   * events come too, as the access kernel reads an actor as its caller (access/caller.ts).
   */
  apiToken?: Pick<ApiTokenRow, "name" | "event_ids"> | undefined;
}

/**
 * A participant changing their own data in their app; a FastifyRequest of an /api/me route is
 * one. The log names them by their app person's id only: their name is data of theirs that an
 * erasure must be able to take back, and it is in the change itself.
 */
export interface ParticipantActor extends RequestOrigin {
  person: Pick<AppPersonRow, "id">;
  user?: undefined;
}

/**
 * Who a log entry names: an admin, a participant in their app, someone not signed in (with the
 * e-mail address they tried, when there is one), or the server itself.
 */
export type AuditedBy =
  | Actor
  | ParticipantActor
  | (RequestOrigin & { user?: undefined; person?: undefined; triedEmail?: string | undefined })
  | "system";

/** The origin of a request alone, for building an actor the request does not carry yet. */
export function originOf(request: RequestOrigin): RequestOrigin {
  return {
    ip: request.ip,
    headers: {
      "user-agent": request.headers["user-agent"],
      "accept-language": request.headers["accept-language"],
    },
  };
}

/**
 * The participant of an app request (/api/me), as the log names them: built rather than the
 * request itself, whose admin fields are only unset, so no entry can mistake them for an admin.
 */
export function participantActorOf(
  request: RequestOrigin & { person: Pick<AppPersonRow, "id"> },
): ParticipantActor {
  return { ...originOf(request), person: { id: request.person.id } };
}
