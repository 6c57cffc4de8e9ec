import type { User, UserResponse } from "@events/contract";
import { getPasskeySignInOptions, signInWithPasskey } from "@/api/passkeys/sign-in-with-passkey";
import { t } from "@/i18n/i18n";
import {
  describePasskeyFailure,
  isWebAuthnCancelled,
  type LoadWebAuthnClient,
  loadWebAuthnClient,
} from "@/lib/webauthn";

// Loaded on the first wish to sign in with a passkey, with the passkeySignIn texts: the sign-in
// page's first JavaScript has no room for it, nor for SimpleWebAuthn, loaded after it.

/** What the page says when no one was signed in: calmly (a cancel) or as an error. */
export type PasskeySignInOutcome = { text: string; isError: boolean };

/**
 * The discoverable sign-in: a challenge for any of this site's passkeys, the browser's answer,
 * the server's session. `signIn` takes the user in as a verified code does (the auth provider's).
 * Answers null once signed in, else what to say.
 */
export async function runPasskeySignIn(
  signIn: (request: () => Promise<UserResponse>) => Promise<User>,
  loadWebAuthn: LoadWebAuthnClient = loadWebAuthnClient,
): Promise<PasskeySignInOutcome | null> {
  try {
    const webAuthn = await loadWebAuthn();
    if (!webAuthn.browserSupportsWebAuthn()) {
      return { text: t("passkey-sign-in.unsupported"), isError: false };
    }
    await signIn(async () => {
      const { options } = await getPasskeySignInOptions();
      const response = await webAuthn.startAuthentication({ optionsJSON: options });
      return signInWithPasskey({ response });
    });
    return null;
  } catch (error) {
    return isWebAuthnCancelled(error)
      ? { text: t("passkey-sign-in.cancelled"), isError: false }
      : { text: describePasskeyFailure(error, t("passkey-sign-in.failed")), isError: true };
  }
}
