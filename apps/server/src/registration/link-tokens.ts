import type { RegistrationRow } from "../db/schema.js";
import { idOfSignedToken, isSameSecret, signWithSecret } from "../security/tokens.js";

// A registration's public secrets: `<registration id>.<HMAC-SHA256(link_key, purpose)>`. Nothing
// more is stored than the registration's own link_key, and a new link_key voids them all.

/** What a token lets its holder do: confirm with the code, cancel, or answer an offer. */
export type LinkPurpose = "confirm" | "cancel" | "offer";

type Linked = Pick<RegistrationRow, "id" | "link_key">;

export function linkToken(registration: Linked, purpose: LinkPurpose): string {
  return `${registration.id}.${signWithSecret(registration.link_key, purpose)}`;
}

/** The registration a token names, when it is shaped like one; not yet checked. */
export function registrationIdOfToken(token: string): string | undefined {
  return idOfSignedToken(token);
}

/** Whether the token is this registration's for that purpose, compared in constant time. */
export function isTokenFor(token: string, registration: Linked, purpose: LinkPurpose): boolean {
  return isSameSecret(token, linkToken(registration, purpose));
}

/**
 * The public page's address of a link, the token in the fragment: browsers never send it, so
 * no server or proxy log keeps it.
 */
export function linkUrl(
  publicUrl: string,
  slug: string | null,
  page: "cancel" | "offer",
  token: string,
): string {
  return `${new URL(`/e/${slug ?? "registration"}/${page}`, publicUrl).href}#token=${token}`;
}
