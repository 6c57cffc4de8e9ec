// Every address of the participants' app, in one place: the route table, the links and the
// server's fallback (which serves index.html for anything under /app/) agree through these.

export const APP_BASE_PATH = "/app/";

export const appPaths = {
  myEvents: "/app/",
  signIn: "/app/sign-in",
  linkSignIn: "/app/link",
  event: "/app/events/:eventId",
  agenda: "/app/events/:eventId/agenda",
  ticket: "/app/events/:eventId/ticket",
  inbox: "/app/inbox",
  message: "/app/inbox/:messageId",
  profile: "/app/profile",
  privacy: "/app/privacy",
  accountDeleted: "/app/account-deleted",
} as const;

/** A path pattern with its :params filled in, each part URL-encoded. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

export const eventPath = (eventId: string) => fillPath(appPaths.event, { eventId });
export const agendaPath = (eventId: string) => fillPath(appPaths.agenda, { eventId });
export const ticketPath = (eventId: string) => fillPath(appPaths.ticket, { eventId });
export const messagePath = (messageId: string) => fillPath(appPaths.message, { messageId });

/** The sign-in page, with where to go back to once signed in (only an address of the app). */
export function signInPath(returnTo?: string): string {
  if (!returnTo || !isAppPath(returnTo) || returnTo === appPaths.myEvents) return appPaths.signIn;
  return `${appPaths.signIn}?next=${encodeURIComponent(returnTo)}`;
}

/** Whether a path is one of this app's own, dot segments resolved (so a `next` never leads elsewhere). */
export function isAppPath(path: string): boolean {
  return (
    path.startsWith(APP_BASE_PATH) &&
    new URL(path, "http://localhost").pathname.startsWith(APP_BASE_PATH)
  );
}
