import type { ParticipantRow } from "../db/schema.js";
import { idOfSignedToken, isSameSecret, signWithSecret } from "../security/tokens.js";

// The personal sign-in link of a ticket e-mail, for participants not asked for a typed code
// (skip_otp). It is the participant's id and a MAC of it with their ticket's check-in code: long
// and unguessable, nothing more to store, and void as soon as the ticket is renewed.

type LinkedParticipant = Pick<ParticipantRow, "id" | "check_in_code">;

function macOf(secretKey: string, participant: LinkedParticipant): string {
  return signWithSecret(secretKey, `app-link:${participant.id}:${participant.check_in_code}`);
}

/** The link's token: `<participant id>.<MAC>`, 80 characters safe in a URL. */
export function appLinkToken(secretKey: string, participant: LinkedParticipant): string {
  return `${participant.id}.${macOf(secretKey, participant)}`;
}

/** The participant id a token names, when it is shaped like a link token; not yet checked. */
export function participantIdOfAppLink(token: string): string | undefined {
  return idOfSignedToken(token);
}

/** Whether the token is this participant's link for their current ticket. */
export function isAppLinkOf(secretKey: string, token: string, participant: LinkedParticipant) {
  return isSameSecret(token, appLinkToken(secretKey, participant));
}

/** The app's address that signs the participant in with the token (kept in the fragment, out of logs). */
export function appLinkUrl(publicUrl: string, token: string): string {
  return `${new URL("/app/link", publicUrl).href}#token=${token}`;
}

/** The participants' app's own address, where everyone signs in. */
export function appAddress(publicUrl: string): string {
  return new URL("/app", publicUrl).href;
}

/**
 * What {app_link} of a participant's e-mail becomes: their personal sign-in link when they are
 * not asked for a typed code (skip_otp), else the app's address, where they ask for one.
 */
export function appLinkOf(
  publicUrl: string,
  secretKey: string,
  participant: LinkedParticipant & Pick<ParticipantRow, "skip_otp">,
): string {
  return participant.skip_otp
    ? appLinkUrl(publicUrl, appLinkToken(secretKey, participant))
    : appAddress(publicUrl);
}
