import {
  type Passkey,
  passkeyAuthenticationResponseSchema,
  passkeyCreationOptionsResponseSchema,
  passkeyRegistrationResponseSchema,
  passkeyRequestOptionsResponseSchema,
  passkeySchema,
  passkeysResponseSchema,
} from "@events/contract";
import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { vi } from "vitest";
import type { WebAuthnClient } from "@/lib/webauthn";
import { numberedId } from "./factories";

// The server's answers are built through the contract's own schemas, so a test cannot answer
// what the server never would; only the authenticator (the browser's WebAuthn) is stood in for.

export function passkeyId(n: number): string {
  return numberedId("e", n);
}

export function buildPasskey(n: number, overrides: Partial<Passkey> = {}): Passkey {
  return passkeySchema.parse({
    id: passkeyId(n),
    name: `Passkey ${n}`,
    created_at: "2026-03-01T09:00:00.000Z",
    last_used_at: null,
    backed_up: false,
    device_type: "singleDevice",
    ...overrides,
  });
}

export function passkeysAnswer(passkeys: Passkey[], isPasskeyOnly = false) {
  return { body: passkeysResponseSchema.parse({ passkeys, passkey_only: isPasskeyOnly }) };
}

export const CREATION_OPTIONS = passkeyCreationOptionsResponseSchema.parse({
  options: {
    challenge: "c2lnbi11cC1jaGFsbGVuZ2U",
    rp: { name: "Events Admin", id: "localhost" },
    user: { id: "dXNlci1pZA", name: "grace@example.org", displayName: "Grace Hopper" },
    pubKeyCredParams: [{ alg: -7, type: "public-key" }],
    timeout: 60000,
    excludeCredentials: [],
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    attestation: "none",
  },
});

export const REQUEST_OPTIONS = passkeyRequestOptionsResponseSchema.parse({
  options: {
    challenge: "c2lnbi1pbi1jaGFsbGVuZ2U",
    rpId: "localhost",
    timeout: 60000,
    allowCredentials: [],
    userVerification: "required",
  },
});

/** What an authenticator answers to the add's options, as SimpleWebAuthn hands it over. */
export const REGISTRATION_RESPONSE: RegistrationResponseJSON = {
  id: "Y3JlZGVudGlhbC1pZA",
  rawId: "Y3JlZGVudGlhbC1pZA",
  type: "public-key",
  authenticatorAttachment: "platform",
  clientExtensionResults: { credProps: { rk: true } },
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
    attestationObject: "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YQ",
    transports: ["internal"],
  },
};

/** What an authenticator answers to the sign-in's options. */
export const AUTHENTICATION_RESPONSE: AuthenticationResponseJSON = {
  id: "Y3JlZGVudGlhbC1pZA",
  rawId: "Y3JlZGVudGlhbC1pZA",
  type: "public-key",
  authenticatorAttachment: "platform",
  clientExtensionResults: {},
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
    authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
    signature: "MEUCIQDsignature",
    userHandle: "dXNlci1pZA",
  },
};

// Checked once against the contract: the bodies the screens post are what the server accepts.
passkeyRegistrationResponseSchema.parse(REGISTRATION_RESPONSE);
passkeyAuthenticationResponseSchema.parse(AUTHENTICATION_RESPONSE);

/**
 * What SimpleWebAuthn throws when the person closes the browser's passkey dialog (or lets it
 * time out): the browser's NotAllowedError, passed through under its name.
 */
export function cancelledByUser(): Error {
  const cause = new Error("The operation either timed out or was not allowed.");
  cause.name = "NotAllowedError";
  return new WebAuthnError({
    message: cause.message,
    code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY",
    cause,
  });
}

/**
 * A browser whose authenticator answers as given; its calls are spies, to see what it was
 * handed. Without WebAuthn it says so, as browserSupportsWebAuthn does.
 */
export function fakeWebAuthn({
  isSupported = true,
  register = () => Promise.resolve(REGISTRATION_RESPONSE),
  authenticate = () => Promise.resolve(AUTHENTICATION_RESPONSE),
}: {
  isSupported?: boolean;
  register?: () => Promise<RegistrationResponseJSON>;
  authenticate?: () => Promise<AuthenticationResponseJSON>;
} = {}) {
  const client = {
    browserSupportsWebAuthn: vi.fn(() => isSupported),
    startRegistration: vi.fn(register),
    startAuthentication: vi.fn(authenticate),
  } satisfies WebAuthnClient;
  return { client, load: () => Promise.resolve(client) };
}
