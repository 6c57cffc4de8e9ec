import { SLUG_PATTERN } from "@events/contract";

// The public page's addresses: an event's page at /e/{slug}, and the pages the e-mails' links
// open. A link's token rides in the fragment (#token=...), which browsers never send to a
// server, so no log keeps it.

export type PublicRoute =
  | { page: "event" | "cancel" | "offer"; slug: string }
  | { page: "not-found" };

const ROUTE = /^\/e\/([^/]+)(?:\/(cancel|offer))?\/?$/;

/** The page an address opens. */
export function readRoute(pathname: string): PublicRoute {
  const match = ROUTE.exec(pathname);
  const slug = match?.[1];
  if (!slug || !SLUG_PATTERN.test(slug)) return { page: "not-found" };
  const page = match[2] === "cancel" || match[2] === "offer" ? match[2] : "event";
  return { page, slug };
}

export const eventPagePath = (slug: string) => `/e/${encodeURIComponent(slug)}`;

/** The privacy policy the registrant accepts: the admin app's public page of it. */
export const PRIVACY_POLICY_PATH = "/privacy-policy";
