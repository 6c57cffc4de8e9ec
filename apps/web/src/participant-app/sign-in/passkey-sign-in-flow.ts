import type { Person } from "@events/contract";
import { isWebAuthnCancelled, loadWebAuthnClient } from "@/lib/webauthn";
import { requestPasskeySignInOptions, signInWithPasskey } from "./sign-in-api";

/**
 * A discoverable sign-in: the browser offers the passkeys it holds for this site (SimpleWebAuthn
 * is fetched only now). The person, or undefined when they closed the browser's dialog, which is
 * no failure; a refusal throws.
 */
export async function signInWithBrowserPasskey(): Promise<Person | undefined> {
  const client = await loadWebAuthnClient();
  const { options } = await requestPasskeySignInOptions();
  try {
    const response = await client.startAuthentication({ optionsJSON: options });
    return (await signInWithPasskey(response)).person;
  } catch (error) {
    if (isWebAuthnCancelled(error)) return undefined;
    throw error;
  }
}
