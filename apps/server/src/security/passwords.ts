import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

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
 * argon2 runs on libuv's thread pool, which also reads every file the server sends. A burst of
 * sign-ins would fill every thread and every core, starving the web app's scripts and the event
 * loop, so fewer hashes than cores and than pool threads run at once; the rest wait their turn.
 */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const MAX_CONCURRENT_HASHES = Math.max(
  1,
  Math.min(availableParallelism() - 1, THREAD_POOL_SIZE - 1),
);
const limitHashes = pLimit(MAX_CONCURRENT_HASHES);

export function hashPassword(password: string): Promise<string> {
  return limitHashes(() => hash(password, HASH_OPTIONS));
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limitHashes(() => verify(passwordHash, password));
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
