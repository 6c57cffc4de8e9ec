// Personal API tokens: an admin's own rights, narrowed to some areas (scopes) and, if they
// choose, to some of their events, for other systems to call the API with. Their plain values,
// apart from the schemas (api-tokens.ts): the tokens' page draws the areas and limits on its first
// load, and a page that reads a server's message by its code (error-codes.ts) needs the messages;
// zod should not come with them.

/**
 * What a token carries before its secret, so secret scanners (GitHub's, gitleaks) can recognise
 * a leaked one; the secret after it is 43 base64url characters (32 random bytes).
 */
export const API_TOKEN_PREFIX = "evt_pat_";
export const API_TOKEN_PATTERN = /^evt_pat_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token the list shows, to tell tokens apart: the prefix and 4 more. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 4;

export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** Tokens one admin may hold at once; a forgotten script's tokens are revoked, not piled up. */
export const MAX_API_TOKENS_PER_USER = 50;
/** The furthest expiry a token may be given, in days; tokens may also never expire. */
export const API_TOKEN_MAX_DAYS = 366;
/** Requests one token may make per minute (beside the limits every caller has). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;
/** A token's last use (time and address) is written at most this often, not on every request. */
export const API_TOKEN_LAST_USED_EVERY_SECONDS = 60;

/** The areas a token may reach. Each is granted read, or write (which includes read). */
export const API_TOKEN_AREAS = [
  "events",
  "sessions",
  "participants",
  "check-in",
  "messages",
  "activity",
] as const;
export type ApiTokenArea = (typeof API_TOKEN_AREAS)[number];

export const API_TOKEN_ACCESS = ["read", "write"] as const;
export type ApiTokenAccess = (typeof API_TOKEN_ACCESS)[number];

/** A scope as the API names it: "participants:read", "check-in:write". */
export type ApiTokenScope = `${ApiTokenArea}:${ApiTokenAccess}`;
export const API_TOKEN_SCOPES = API_TOKEN_AREAS.flatMap((area) =>
  API_TOKEN_ACCESS.map((access) => `${area}:${access}` as const),
) as [ApiTokenScope, ...ApiTokenScope[]];

export const API_TOKEN_AREA_LABELS: Record<ApiTokenArea, string> = {
  events: "Events (details, documents, registration settings)",
  sessions: "Sessions (agenda, images, documents)",
  participants: "Participants (and registrations)",
  "check-in": "Check-in",
  messages: "Messages to participants",
  activity: "Activity log",
};

/** Whether granted scopes allow the access asked for: write includes read. */
export function scopesAllow(
  granted: readonly ApiTokenScope[],
  area: ApiTokenArea,
  access: ApiTokenAccess,
): boolean {
  return (
    granted.includes(`${area}:write`) || (access === "read" && granted.includes(`${area}:read`))
  );
}

export const API_TOKEN_MESSAGES = {
  created: "Token created. Copy it now: it will not be shown again.",
  revoked: "Token revoked",
  notFound: "Token not found",
  tooMany: `You have ${MAX_API_TOKENS_PER_USER} tokens, the most one person may hold; revoke one first`,
  nameRequired: "Name the token",
  scopesRequired: "Choose at least one scope",
  expiryInPast: "The expiry must be in the future",
  expiryTooFar: `A token may last at most ${API_TOKEN_MAX_DAYS} days`,
  eventsNotYours: "A token can only be limited to events you manage",
  /** A new event would be outside a limited token's events. */
  limitedToEvents: "A token limited to some events cannot create events",
  /** Routes a token never reaches: users, tokens, webhooks, sign-in, privacy, door staff. */
  notForTokens: "API tokens cannot be used for this request; sign in instead",
  nameControlCharacters: "A token's name must not contain control characters",
  eventIdsInvalid: "Each event must be an event id",
  eventsEmpty: "Choose at least one event, or leave events out for all of yours",
  tooManyEvents: (max: number) => `At most ${max} events`,
} as const;

/** The 403 answer naming the scope a token lacks, e.g. "This token lacks the participants:write scope". */
export function missingScopeMessage(scope: ApiTokenScope): string {
  return `This token lacks the ${scope} scope`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The furthest expiry a token may be given at `now`. */
export function latestApiTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS);
}

/** Why a token may not expire then, at `now`: it must be ahead, and at most API_TOKEN_MAX_DAYS away. */
export function apiTokenExpiryProblem(expiresAt: Date, now: Date): string | undefined {
  if (expiresAt <= now) return API_TOKEN_MESSAGES.expiryInPast;
  if (expiresAt > latestApiTokenExpiry(now)) return API_TOKEN_MESSAGES.expiryTooFar;
  return undefined;
}
