import {
  type AccountType,
  API_TOKEN_MESSAGES,
  type ApiTokenAccess,
  type ApiTokenArea,
  type ApiTokenScope,
  missingScopeMessage,
  scopesAllow,
} from "@events/contract";

/** How far a kind of caller reaches among the events, to manage them. */
export type EventReach = "every event" | "assigned events" | "no event";

/**
 * DESIGN §5 as data: what each kind of caller may manage. A new kind of caller (a participant,
 * a token's scopes) is a row here and a case in the kernel, not a rule in a module.
 */
export const EVENT_REACH: Readonly<Record<AccountType, EventReach>> = {
  system_admin: "every event",
  event_admin: "assigned events",
  door_staff: "no event",
};

/** At which events a kind of caller may check people in (the door's screen and calls). */
export type CheckInReach = "every event" | "assigned events" | "staffed events";

export const CHECK_IN_REACH: Readonly<Record<AccountType, CheckInReach>> = {
  system_admin: "every event",
  event_admin: "assigned events",
  door_staff: "staffed events",
};

/**
 * Which of their check-ins a kind of caller may undo: any, or their own for a few minutes
 * (STAFF_UNDO_MINUTES).
 */
export type UndoReach = "any check-in" | "own recent check-ins";

export const UNDO_REACH: Readonly<Record<AccountType, UndoReach>> = {
  system_admin: "any check-in",
  event_admin: "any check-in",
  door_staff: "own recent check-ins",
};

/**
 * Which routes a kind of caller may call at all: every route its session may reach, or only
 * those marked for the door (config.door); any other answers 404, as if it did not exist.
 */
export type RouteReach = "every route" | "door routes";

export const ROUTE_REACH: Readonly<Record<AccountType, RouteReach>> = {
  system_admin: "every route",
  event_admin: "every route",
  door_staff: "door routes",
};

/**
 * Whose API tokens act for them: an admin's, with the rights the admin has at the time of each
 * request; door staff hold none, and a token whose owner became door staff opens nothing.
 */
export type ApiTokenReach = "the owner's rights" | "no token";

export const API_TOKEN_REACH: Readonly<Record<AccountType, ApiTokenReach>> = {
  system_admin: "the owner's rights",
  event_admin: "the owner's rights",
  door_staff: "no token",
};

/**
 * Where a route belongs for API tokens (its config.token): an area, whose read or write the
 * request's method decides, or a whole scope for a POST that only reads ("messages:read"). A
 * route of none is for signed-in people only (users, tokens, webhooks, sign-in, privacy, door
 * staff).
 */
export type RouteTokenScope = ApiTokenArea | ApiTokenScope;

/** What a request asks of a token's area, by its method; any other method changes something. */
export const TOKEN_ACCESS_OF_METHOD: Readonly<Record<string, ApiTokenAccess>> = {
  GET: "read",
  HEAD: "read",
};

/** The scope a request to a route of that area (or scope) asks of a token. */
export function tokenScopeOf(
  route: RouteTokenScope,
  method: string,
): { area: ApiTokenArea; access: ApiTokenAccess } {
  const [area, access = TOKEN_ACCESS_OF_METHOD[method] ?? "write"] = route.split(":") as [
    ApiTokenArea,
    ApiTokenAccess?,
  ];
  return { area, access };
}

/**
 * Why a token of these scopes may not make the request, as its 403 says: the route is for
 * signed-in people only, or the token lacks the scope it asks; undefined when it may.
 */
export function tokenRefusalOf(
  scopes: readonly ApiTokenScope[],
  route: RouteTokenScope | undefined,
  method: string,
): string | undefined {
  if (route === undefined) return API_TOKEN_MESSAGES.notForTokens;
  const { area, access } = tokenScopeOf(route, method);
  return scopesAllow(scopes, area, access) ? undefined : missingScopeMessage(`${area}:${access}`);
}

/** What a kind of caller may read of the other users. */
export type UserDirectoryReach = "every user" | "event admins' summaries" | "nobody";

/**
 * DESIGN §5: user management is for system admins; an event admin may list the event admins
 * (id, name, e-mail, profile image) to choose an event's admin.
 */
export const USER_DIRECTORY_REACH: Readonly<Record<AccountType, UserDirectoryReach>> = {
  system_admin: "every user",
  event_admin: "event admins' summaries",
  door_staff: "nobody",
};
