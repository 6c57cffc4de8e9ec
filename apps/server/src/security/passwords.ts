import { hash, verify } from "@node-rs/argon2";

// DESIGN §4: argon2id, m=19456 KiB, t=2, p=1.
// Algorithm is an ambient const enum, which verbatimModuleSyntax forbids importing; 2 is Argon2id.
const ARGON2ID = 2;
const HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstDummyHash(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy password that matches nobody");
  await isPasswordCorrect(await dummyHash, password);
}
