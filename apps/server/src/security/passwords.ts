import { availableParallelism } from "node:os";
import { createHashWorkers } from "./hash-workers.js";

// DESIGN §4: argon2id, m=19456 KiB, t=2, p=1.
// Algorithm is an ambient const enum, which verbatimModuleSyntax forbids importing; 2 is Argon2id.
const ARGON2ID = 2;
const HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A burst of sign-ins must not take every core: fewer hashes than cores run at once, each on a
 * low-priority worker thread, and the rest wait their turn (security/hash-workers.ts).
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
const workers = createHashWorkers(MAX_CONCURRENT_HASHES);

export async function hashPassword(password: string): Promise<string> {
  return String(await workers.run({ kind: "hash", password, options: HASH_OPTIONS }));
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await workers.run({ kind: "verify", hash: passwordHash, password })) === true;
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
