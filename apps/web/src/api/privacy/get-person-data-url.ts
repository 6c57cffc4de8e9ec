import type { PersonQuery } from "@events/contract";

/**
 * The address of what is held on a person, as JSON or as a ZIP with their files. A download
 * follows it as a link: a GET that the session cookie authorises, named by the server's
 * Content-Disposition. The server keeps an event admin to the participants of their own events.
 */
export function getPersonDataUrl(email: string, format: PersonQuery["format"]): string {
  return `/api/privacy/person?${new URLSearchParams({ email, format })}`;
}
