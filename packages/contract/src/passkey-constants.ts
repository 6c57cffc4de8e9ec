// The passkeys contract's plain values, apart from its schemas (passkeys.ts): the passkeys page
// draws with them on its first load, and zod should not have to come with them.

/** Adding a passkey needs a session started at most this long ago (a fresh sign-in). */
export const PASSKEY_FRESH_SIGN_IN_SECONDS = 10 * 60;
/** The HttpOnly cookie binding a WebAuthn challenge to the browser it was handed to. */
export const WEBAUTHN_CHALLENGE_COOKIE = "webauthn_challenge";
/** How long a challenge (of an add or a sign-in) may be answered. */
export const WEBAUTHN_CHALLENGE_TTL_SECONDS = 5 * 60;
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** Passkeys one owner may hold at once. */
export const MAX_PASSKEYS_PER_OWNER = 20;

export const PASSKEY_MESSAGES = {
  freshSignInRequired: "Sign in again to add a passkey.",
  notFound: "Passkey not found",
  lastPasskey: "Turn off passkey only before removing your last passkey.",
  noPasskey: "Add a passkey before choosing passkey only.",
  notRecognised: "This passkey is not recognised.",
  signInExpired: "The passkey sign-in expired. Try again.",
  passkeyOnly: "This account signs in with a passkey only.",
  notAdded: "The passkey could not be added. Try again.",
  nameRequired: "Name the passkey",
  nameTooLong: `A passkey's name has at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  nameControlCharacters: "A passkey's name must not contain control characters",
  tooMany: `You have ${MAX_PASSKEYS_PER_OWNER} passkeys, the most one person may hold; remove one first`,
  /** A paired door device's session stands for the door, not for a person. */
  notForDevices: "A door device cannot manage passkeys; sign in as yourself",
  malformed: "Not a passkey answer",
} as const;
