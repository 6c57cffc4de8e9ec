import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from "@events/contract";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

// A passkey authenticator in software for the server's tests: a key pair from node:crypto (ES256
// by default; EdDSA, or ML-DSA-44, which Chromium's virtual authenticator takes when the server
// offers it first), a `none` attestation when a passkey is made, and signed assertions when it
// signs in, each for the challenge and origin it is given, as a browser and its authenticator
// answer.

/** Authenticator data flags (WebAuthn §6.1). */
const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;
/** COSE key parameters (RFC 9052 §7, RFC 9053, and the ML-DSA draft's AKP key type). */
const COSE_KEY = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, pub: -1 } as const;
const COSE_KTY = { OKP: 1, EC2: 2, AKP: 7 } as const;
const COSE_CRV = { P256: 1, Ed25519: 6 } as const;

/** The algorithms it makes passkeys with, by their COSE ids. */
export const AUTHENTICATOR_ALGORITHMS = { ES256: -7, EdDSA: -8, "ML-DSA-44": -48 } as const;
export type AuthenticatorAlgorithm = keyof typeof AUTHENTICATOR_ALGORITHMS;

interface CredentialKey {
  /** The public key as a COSE_Key, as attested credential data carries it. */
  cose: Uint8Array;
  sign(data: Uint8Array): Uint8Array<ArrayBuffer>;
}

type CoseParameter = [number, number | Uint8Array];

function generateKeyPair(algorithm: AuthenticatorAlgorithm) {
  switch (algorithm) {
    case "ES256":
      return generateKeyPairSync("ec", { namedCurve: "P-256" });
    case "EdDSA":
      return generateKeyPairSync("ed25519");
    case "ML-DSA-44":
      return generateKeyPairSync("ml-dsa-44");
  }
}

/** The COSE key's type and parameters beside its algorithm (what SimpleWebAuthn decodes). */
function publicKeyParameters(
  algorithm: AuthenticatorAlgorithm,
  publicKey: KeyObject,
): [CoseParameter, ...CoseParameter[]] {
  const jwk = publicKey.export({ format: "jwk" });
  const bytes = (member: "x" | "y" | "pub") => {
    const value = jwk[member];
    if (typeof value !== "string") throw new Error(`A public key without ${member}`);
    return isoBase64URL.toBuffer(value);
  };
  switch (algorithm) {
    case "ES256":
      return [
        [COSE_KEY.kty, COSE_KTY.EC2],
        [COSE_KEY.crv, COSE_CRV.P256],
        [COSE_KEY.x, bytes("x")],
        [COSE_KEY.y, bytes("y")],
      ];
    case "EdDSA":
      return [
        [COSE_KEY.kty, COSE_KTY.OKP],
        [COSE_KEY.crv, COSE_CRV.Ed25519],
        [COSE_KEY.x, bytes("x")],
      ];
    case "ML-DSA-44":
      // An AKP key's `pub`: ML-DSA-44's 1,312 bytes.
      return [
        [COSE_KEY.kty, COSE_KTY.AKP],
        [COSE_KEY.pub, bytes("pub")],
      ];
  }
}

/** A new key pair of the algorithm, its COSE public key and its signature as WebAuthn wants it. */
function createCredentialKey(algorithm: AuthenticatorAlgorithm): CredentialKey {
  const { privateKey, publicKey } = generateKeyPair(algorithm);
  const [keyType, ...parameters] = publicKeyParameters(algorithm, publicKey);
  // ECDSA hashes the data with SHA-256 and its signature is DER, as authenticators send it;
  // Ed25519 and ML-DSA-44 (no context) sign the data itself.
  const digest = algorithm === "ES256" ? "sha256" : null;
  return {
    cose: isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        keyType,
        [COSE_KEY.alg, AUTHENTICATOR_ALGORITHMS[algorithm]],
        ...parameters,
      ]),
    ),
    sign: (data) => new Uint8Array(sign(digest, data, privateKey)),
  };
}

export interface AuthenticatorSettings {
  rpId: string;
  origin: string;
  /** ES256 unless told; a registration whose options do not offer it fails, as a browser's would. */
  algorithm?: AuthenticatorAlgorithm;
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

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;

export function createSoftwareAuthenticator(settings: AuthenticatorSettings) {
  const algorithm = settings.algorithm ?? "ES256";
  const key = createCredentialKey(algorithm);
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
      options: { challenge: string; user: { id: string }; pubKeyCredParams?: { alg: number }[] },
      overrides: AnswerOverrides = {},
    ): PasskeyRegistrationResponse {
      const offered = options.pubKeyCredParams?.map((param) => param.alg);
      if (offered && !offered.includes(AUTHENTICATOR_ALGORITHMS[algorithm])) {
        throw new Error(`The options do not offer ${algorithm}`);
      }
      userHandle = options.user.id;
      const idLength = new Uint8Array(2);
      new DataView(idLength.buffer).setUint16(0, credentialId.length);
      const attested = concat(aaguid, idLength, credentialId, key.cose);
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
          publicKeyAlgorithm: AUTHENTICATOR_ALGORITHMS[algorithm],
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
      const signature = key.sign(concat(authData, sha256(data.json)));
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
        response: {
          clientDataJSON: data.encoded,
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}
