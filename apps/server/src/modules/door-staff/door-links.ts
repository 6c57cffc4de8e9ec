import { signWithSecret } from "../../security/tokens.js";

// The door's links: the web app's pages (apps/web /door/...), absolute on PUBLIC_URL as every
// e-mailed link is, their secret in the fragment so that browsers never send it to a server and
// no log keeps it.

function doorPageUrl(publicUrl: string, page: string, fragment: string): string {
  return `${new URL(`/door/${page}`, publicUrl).href}#${fragment}`;
}

/**
 * An invitation's secret: HMAC-SHA256 of its id under the server's key, 43 base64url
 * characters. The database keeps only its hash; the mail queue's job names only the id, and
 * the e-mail is written from it when sent.
 */
export function invitationToken(secretKey: string, invitationId: string): string {
  return signWithSecret(secretKey, `staff-invitation:${invitationId}`);
}

/** The page on which new door staff choose their password. */
export function choosePasswordUrl(publicUrl: string, token: string): string {
  return doorPageUrl(publicUrl, "choose-password", `token=${token}`);
}

/** The page a device opens to pair, from the QR code its event's admin shows. */
export function pairingUrl(publicUrl: string, code: string): string {
  return doorPageUrl(publicUrl, "pair", `code=${code}`);
}
