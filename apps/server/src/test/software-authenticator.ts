import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from "@events/contract";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

// A passkey authenticator in software for the server's tests: an ES256 (P-256) key pair from
// node:crypto, a `none` attestation when a passkey is made, and signed assertions when it signs
// in, each for the challenge and origin it is given, as a browser and its authenticator answer.

/** Authenticator data flags (WebAuthn §6.1). */
const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

export interface AuthenticatorSettings {
  rpId: string;
  origin: string;
  /** Backup eligible and backed up (a synced passkey); a device-bound one by default. */
  backedUp?: boolean;
}

/** What one answer may do differently from an honest authenticator in the right browser. */
export interface AnswerOverrides {
  origin?: string;
  rpId?: string;
  /** False: the user was present but not verified (no PIN, no fingerprint). */
  userVerified?: boolean;
  /** The signature counter to report instead of the next one. */
  counter?: number;
}

const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash("sha256").update(data).digest());

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.concat(parts));
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
  const json = JSON.stringify({ type, challenge, origin, crossOrigin: false });
  return { json, encoded: isoBase64URL.fromUTF8String(json) };
}

function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  if (!jwk.x || !jwk.y) throw new Error("An EC key without coordinates");
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, isoBase64URL.toBuffer(jwk.x)],
      [COSE.y, isoBase64URL.toBuffer(jwk.y)],
    ]),
  );
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;

export function createSoftwareAuthenticator(settings: AuthenticatorSettings) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = new Uint8Array(randomBytes(32));
  const id = isoBase64URL.fromBuffer(credentialId);
  const aaguid = new Uint8Array(16);
  let counter = 0;
  /** The user handle the passkey was made for: the account it signs in. */
  let userHandle: string | undefined;

  function authenticatorData(
    overrides: AnswerOverrides,
    signCount: number,
    attested?: Uint8Array,
  ): Uint8Array<ArrayBuffer> {
    const backup = settings.backedUp ? FLAG.BE | FLAG.BS : 0;
    const flags =
      FLAG.UP |
      (overrides.userVerified === false ? 0 : FLAG.UV) |
      backup |
      (attested ? FLAG.AT : 0);
    return concat(
      sha256(overrides.rpId ?? settings.rpId),
      new Uint8Array([flags]),
      uint32(signCount),
      attested ?? new Uint8Array(),
    );
  }

  return {
    /** The credential's id, base64url, as the server stores it. */
    id,

    /** Answers navigator.credentials.create's options: a new passkey, attestation none. */
    register(
      options: { challenge: string; user: { id: string } },
      overrides: AnswerOverrides = {},
    ): PasskeyRegistrationResponse {
      userHandle = options.user.id;
      const idLength = new Uint8Array(2);
      new DataView(idLength.buffer).setUint16(0, credentialId.length);
      const attested = concat(aaguid, idLength, credentialId, cosePublicKey(publicKey));
      const authData = authenticatorData(overrides, overrides.counter ?? counter, attested);
      const data = clientData(
        "webauthn.create",
        options.challenge,
        overrides.origin ?? settings.origin,
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: { credProps: { rk: true } },
        authenticatorAttachment: "platform",
        response: {
          clientDataJSON: data.encoded,
          attestationObject: isoBase64URL.fromBuffer(
            isoCBOR.encode(
              new Map<string, string | Uint8Array | Map<string, string>>([
                ["fmt", "none"],
                ["attStmt", new Map<string, string>()],
                ["authData", authData],
              ]),
            ),
          ),
          transports: ["internal", "hybrid"],
        },
      };
    },

    /**
     * Answers navigator.credentials.get's options: signs authenticatorData || sha256(clientData)
     * with the passkey's key, the counter one up unless told otherwise.
     */
    assert(
      options: { challenge: string },
      overrides: AnswerOverrides = {},
    ): PasskeyAuthenticationResponse {
      if (overrides.counter === undefined) counter += 1;
      const authData = authenticatorData(overrides, overrides.counter ?? counter);
      const data = clientData(
        "webauthn.get",
        options.challenge,
        overrides.origin ?? settings.origin,
      );
      const signature = sign("sha256", concat(authData, sha256(data.json)), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
        response: {
          clientDataJSON: data.encoded,
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}
