import { z } from "zod";
import { NO_CONTROL_CHARACTERS, recordIdsSchema } from "./common.js";
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH } from "./passkey-constants.js";

export * from "./passkey-constants.js";

// Passkeys (WebAuthn): admins, door staff and participants add them after a fresh
// sign-in and sign in with them, discoverably, without a password or an e-mailed code. The
// admins' routes are under /api/auth, the participants' app's under /api/me; both take the
// same bodies and answer the same shapes.

// What the browser sends is bounded: the sign-in routes are public. Each bound holds the largest
// value a real authenticator sends with the algorithms the server offers (SimpleWebAuthn's
// defaults: ML-DSA-44, EdDSA, ES256, RS256), in base64url characters (4 per 3 bytes).
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const MALFORMED = PASSKEY_MESSAGES.malformed;

function base64url(max: number) {
  return z.string(MALFORMED).max(max, MALFORMED).regex(BASE64URL, MALFORMED);
}

/** The base64url length of so many bytes. */
const base64urlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);

// WebAuthn caps a credential id at 1,023 bytes (most are 16 to 64).
const CREDENTIAL_ID_MAX_BYTES = 1023;
// Registration's authenticator data: the RP ID's hash, flags and counter (37 bytes), the AAGUID
// and the id's length (18), the id (up to 1,023), the COSE public key (ML-DSA-44's is the
// largest offered: 1,312 bytes of key and its header, about 1,325; RS256's 4,096-bit about 540)
// and extensions (credProtect, hmac-secret: tens of bytes): under 3,072 bytes.
const AUTHENTICATOR_DATA_MAX_BYTES = 3072;
// A `none` attestation wraps the authenticator data in a few bytes of CBOR; an authenticator's
// own (packed, with an ML-DSA-44 signature of 2,420 bytes and a certificate chain) may come when
// a browser passes it on: 12,288 bytes leaves room for both.
const ATTESTATION_OBJECT_MAX_BYTES = 12_288;
// The client data is the type, the challenge (43 characters), the origin and a few flags; Chrome
// adds a sentence of about 100 characters. A long origin still fits in 3,072 bytes.
const CLIENT_DATA_MAX_BYTES = 3072;
// ML-DSA-44 (COSE -48), which SimpleWebAuthn offers first and Chromium's virtual authenticator
// takes, signs in 2,420 bytes (3,227 characters), the largest offered (RS256 512, ES256 72).
const SIGNATURE_MAX_BYTES = 3072;
// The SubjectPublicKeyInfo of the new key, when the browser can give it: ML-DSA-44's is 1,334
// bytes.
const PUBLIC_KEY_MAX_BYTES = 1536;
// A user handle is at most 64 bytes.
const USER_HANDLE_MAX_BYTES = 64;

const credentialIdSchema = base64url(base64urlLength(CREDENTIAL_ID_MAX_BYTES)).min(1, MALFORMED);
const clientDataJsonSchema = base64url(base64urlLength(CLIENT_DATA_MAX_BYTES)).min(1, MALFORMED);
const authenticatorDataSchema = base64url(base64urlLength(AUTHENTICATOR_DATA_MAX_BYTES));
const authenticatorAttachmentSchema = z.enum(["platform", "cross-platform"]);
// Unknown extension results are dropped (zod objects strip unknown keys); credProps is the one
// the add reads.
const clientExtensionResultsSchema = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});
const transportsSchema = z.array(z.string(MALFORMED).max(32, MALFORMED)).max(10, MALFORMED);

/** What both of a browser's answers (to an add and to a sign-in) say of the credential. */
const credentialFields = {
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal("public-key", MALFORMED),
  authenticatorAttachment: authenticatorAttachmentSchema.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
};

/** A browser's answer to the add's options (RegistrationResponseJSON of SimpleWebAuthn). */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: clientDataJsonSchema,
    attestationObject: base64url(base64urlLength(ATTESTATION_OBJECT_MAX_BYTES)).min(1, MALFORMED),
    authenticatorData: authenticatorDataSchema.optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(base64urlLength(PUBLIC_KEY_MAX_BYTES)).optional(),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** A browser's answer to the sign-in's options (AuthenticationResponseJSON of SimpleWebAuthn). */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: clientDataJsonSchema,
    // A sign-in's authenticator data holds no key: 37 bytes and extensions, well within.
    authenticatorData: authenticatorDataSchema.min(1, MALFORMED),
    signature: base64url(base64urlLength(SIGNATURE_MAX_BYTES)).min(1, MALFORMED),
    userHandle: base64url(base64urlLength(USER_HANDLE_MAX_BYTES)).optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

export const passkeyNameSchema = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong)
  .regex(NO_CONTROL_CHARACTERS, PASSKEY_MESSAGES.nameControlCharacters);

/** POST /api/auth/passkeys and /api/me/passkeys. */
export const addPasskeyRequestSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type AddPasskeyRequest = z.input<typeof addPasskeyRequestSchema>;

/** POST /api/auth/passkey-sign-in and /api/me/passkey-sign-in. */
export const passkeySignInRequestSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;

/** PUT /api/auth/passkey-only and /api/me/passkey-only, and its answer. */
export const passkeyOnlySchema = z.object({
  passkey_only: z.boolean("passkey_only must be true or false"),
});
export type PasskeyOnly = z.infer<typeof passkeyOnlySchema>;

export const passkeyParamsSchema = recordIdsSchema({ id: "passkey" });

export const PASSKEY_DEVICE_TYPES = ["singleDevice", "multiDevice"] as const;

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.string().describe("UTC ISO 8601"),
  last_used_at: z.string().nullable().describe("UTC ISO 8601; null: never used to sign in"),
  backed_up: z.boolean().describe("Synced: the passkey is backed up (e.g. to a cloud keychain)"),
  device_type: z
    .enum(PASSKEY_DEVICE_TYPES)
    .describe("multiDevice: may be synced to other devices; singleDevice: bound to one"),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({
  passkeys: z.array(passkeySchema).describe("Newest first"),
  passkey_only: z.boolean().describe("Password and e-mailed code no longer sign this account in"),
});
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

export const addPasskeyResponseSchema = z.object({ passkey: passkeySchema });
export type AddPasskeyResponse = z.infer<typeof addPasskeyResponseSchema>;

const userVerificationSchema = z.enum(["discouraged", "preferred", "required"]);
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string().describe('"public-key"'),
  transports: z.array(z.string()).optional(),
});

/** What the browser hands to navigator.credentials.create (SimpleWebAuthn's optionsJSON). */
export const creationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: authenticatorAttachmentSchema.optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  hints: z.array(z.enum(["hybrid", "security-key", "client-device"])).optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type CreationOptions = z.infer<typeof creationOptionsSchema>;

/** What the browser hands to navigator.credentials.get (SimpleWebAuthn's optionsJSON). */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
});
export type RequestOptions = z.infer<typeof requestOptionsSchema>;

export const passkeyCreationOptionsResponseSchema = z.object({ options: creationOptionsSchema });
export type PasskeyCreationOptionsResponse = z.infer<typeof passkeyCreationOptionsResponseSchema>;

export const passkeyRequestOptionsResponseSchema = z.object({ options: requestOptionsSchema });
export type PasskeyRequestOptionsResponse = z.infer<typeof passkeyRequestOptionsResponseSchema>;
