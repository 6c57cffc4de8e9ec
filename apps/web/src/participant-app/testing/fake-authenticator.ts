import { errorCodeOf, errorResponseSchema } from "@events/contract";
import {
  type AuthenticationResponseJSON,
  base64URLStringToBuffer,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { onTestFinished, vi } from "vitest";
import { AUTHENTICATION_RESPONSE, REGISTRATION_RESPONSE } from "@/testing/passkeys";
import { answer, type StubAnswer } from "./app-server-stub";

// The browser's own WebAuthn calls (navigator.credentials.create and get) for the app's
// passkey tests: the app's code and SimpleWebAuthn run as they do in a browser, and only the
// authenticator behind the browser's dialog is stood in for. Its answers are the contract's
// (testing/passkeys.ts), handed over as the browser's credentials.

type Answer<T> = () => Promise<T>;

function registrationCredential(made: RegistrationResponseJSON) {
  return {
    id: made.id,
    rawId: base64URLStringToBuffer(made.rawId),
    type: made.type,
    authenticatorAttachment: made.authenticatorAttachment,
    response: {
      clientDataJSON: base64URLStringToBuffer(made.response.clientDataJSON),
      attestationObject: base64URLStringToBuffer(made.response.attestationObject),
      getTransports: () => made.response.transports ?? [],
    },
    getClientExtensionResults: () => made.clientExtensionResults,
  };
}

function authenticationCredential(signed: AuthenticationResponseJSON) {
  const { userHandle } = signed.response;
  return {
    id: signed.id,
    rawId: base64URLStringToBuffer(signed.rawId),
    type: signed.type,
    authenticatorAttachment: signed.authenticatorAttachment,
    response: {
      clientDataJSON: base64URLStringToBuffer(signed.response.clientDataJSON),
      authenticatorData: base64URLStringToBuffer(signed.response.authenticatorData),
      signature: base64URLStringToBuffer(signed.response.signature),
      userHandle: userHandle ? base64URLStringToBuffer(userHandle) : null,
    },
    getClientExtensionResults: () => signed.clientExtensionResults,
  };
}

/**
 * A browser with WebAuthn whose authenticator answers as given, until the test ends; create and
 * get are spies, to see what the browser was asked.
 */
export function installAuthenticator({
  register = () => Promise.resolve(REGISTRATION_RESPONSE),
  authenticate = () => Promise.resolve(AUTHENTICATION_RESPONSE),
}: {
  register?: Answer<RegistrationResponseJSON>;
  authenticate?: Answer<AuthenticationResponseJSON>;
} = {}) {
  const credentials = {
    create: vi.fn(async (_options: CredentialCreationOptions) =>
      registrationCredential(await register()),
    ),
    get: vi.fn(async (_options: CredentialRequestOptions) =>
      authenticationCredential(await authenticate()),
    ),
  };
  // SimpleWebAuthn asks for the constructor before it calls the browser.
  vi.stubGlobal("PublicKeyCredential", class PublicKeyCredential {});
  Object.defineProperty(navigator, "credentials", { configurable: true, value: credentials });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, "credentials");
  });
  return credentials;
}

/** What the browser throws when the person closes its passkey dialog or lets it time out. */
export function closedDialog(): Promise<never> {
  return Promise.reject(
    new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"),
  );
}

/** The server's refusal with one of the contract's messages, and its code, as the server sends it. */
export function refusal(message: string, status: number): StubAnswer {
  return answer(errorResponseSchema.parse({ error: message, ...errorCodeOf(message) }), { status });
}

/** The bytes of a base64url text, as the browser is handed a challenge. */
export const bytesOf = (base64url: string) => new Uint8Array(base64URLStringToBuffer(base64url));
