import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH, OTP_TTL_SECONDS } from "@events/contract";

/**
 * 32 random bytes, base64url: every secret the server makes up (session and browser tokens,
 * link codes, calendar feed addresses, the generated SECRET_KEY).
 */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function signWithSecret(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

export function hashCode(secret: string, challengeId: string, code: string): string {
  return signWithSecret(secret, `${challengeId}:${code}`);
}

/** What a challenge keeps of the code it e-mailed: never the code, its MAC with the challenge. */
export interface StoredCode {
  code_hash: string;
  expires_at: Date;
  last_sent_at: Date;
}

/**
 * A new code for that challenge, sent at `sentAt`, and what the challenge keeps of it: the
 * admins' sign-in codes and the app's, first sent or sent again, live OTP_TTL_SECONDS alike.
 */
export function newChallengeCode(
  secret: string,
  challengeId: string,
  sentAt: Date,
): { code: string; stored: StoredCode } {
  const code = generateCode();
  return {
    code,
    stored: {
      code_hash: hashCode(secret, challengeId, code),
      expires_at: new Date(sentAt.getTime() + OTP_TTL_SECONDS * 1000),
      last_sent_at: sentAt,
    },
  };
}

/** Whether the code typed is the one whose hash was stored for that challenge, in constant time. */
export function isCodeOf(
  secret: string,
  challenge: { id: string; code_hash: string },
  code: string,
): boolean {
  return isSameSecret(challenge.code_hash, hashCode(secret, challenge.id, code));
}

export function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The id a `<uuid>.<HMAC-SHA256, base64url>` token names (the links of e-mails), when it has that
 * shape; not yet checked against its MAC.
 */
export function idOfSignedToken(token: string): string | undefined {
  const [id = "", mac = "", ...rest] = token.split(".");
  return rest.length === 0 && UUID_PATTERN.test(id) && MAC_PATTERN.test(mac) ? id : undefined;
}

export function generatePassword(length = 16): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}
