import type { Person } from "@events/contract";
import { loadBundle } from "@/i18n/i18n";
import { isWebAuthnCancelled, loadWebAuthnClient } from "@/lib/webauthn";
import { requestPasskeySignInOptions, signInWithPasskey } from "./sign-in-api";

/**
 * A discoverable sign-in: the browser offers the passkeys it holds for this site (SimpleWebAuthn
 * is fetched only now). The person, or undefined when they closed the browser's dialog, which is
 * no failure; a refusal throws.
 */
export async function signInWithBrowserPasskey(): Promise<Person | undefined> {
  // The passkeys' texts hold what a refusal says: the sign-in page's own have no room for them.
  const [client] = await Promise.all([
    loadWebAuthnClient(),
    loadBundle("app-passkeys").catch(() => {
      // Without them (offline), a refusal is said in the server's English words.
    }),
  ]);
  const { options } = await requestPasskeySignInOptions();
  try {
    const response = await client.startAuthentication({ optionsJSON: options });
    return (await signInWithPasskey(response)).person;
  } catch (error) {
    if (isWebAuthnCancelled(error)) return undefined;
    throw error;
  }
}
