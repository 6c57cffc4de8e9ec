import { randomBytes } from "node:crypto";

const USERNAME_MAX_LENGTH = 100;
const STEM_MAX_LENGTH = 80;

/** `stem` cut to 80 characters, a hyphen and 6 random hex digits: free in practice. */
function suffixed(stem: string): string {
  return `${stem.slice(0, STEM_MAX_LENGTH)}-${randomBytes(3).toString("hex")}`;
}

/** The username a registration asks for: its own, else its lower-case e-mail. */
export function wantedUsername(registration: { email: string; username: string | null }): string {
  return registration.username ?? registration.email.trim().toLowerCase();
}

/**
 * The username a registration's participant gets: the one asked for (else the lower-case e-mail)
 * when it is free in the event and fits, else a stem of it (the e-mail's local part) with a
 * random suffix. A username the form asked for is never refused at the submit, where answering
 * "taken" would tell who is registered (an e-mail is a username too).
 */
export function chooseUsername(
  registration: { email: string; username: string | null },
  isTaken: (username: string) => boolean,
): string {
  const wanted = wantedUsername(registration);
  if (wanted.length <= USERNAME_MAX_LENGTH && !isTaken(wanted)) return wanted;
  const email = registration.email.trim().toLowerCase();
  const stem = registration.username ?? email.slice(0, email.lastIndexOf("@"));
  return suffixed(stem);
}
