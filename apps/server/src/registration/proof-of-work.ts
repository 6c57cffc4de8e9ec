import type { PowChallenge } from "@events/contract";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { z } from "zod";
import { signWithSecret } from "../security/tokens.js";

// The public form's proof of work (ALTCHA's format, no third-party service): the server signs a
// challenge, the browser finds the number whose SHA-256 with the salt is the challenge, and the
// submit carries the solution, which counts once.

export const CHALLENGE_MINUTES = 10;

const solutionSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string(),
  number: z.number().int().min(0),
  salt: z.string(),
  signature: z.string(),
});

/** A solution that holds: its challenge's signature (spent once used) and when it expires. */
export interface VerifiedSolution {
  signature: string;
  expiresAt: Date;
}

/** The base64 JSON of a solution, as the form sends it; undefined when it is not one. */
function parseSolution(encoded: string): z.infer<typeof solutionSchema> | undefined {
  try {
    return solutionSchema.parse(JSON.parse(Buffer.from(encoded, "base64").toString("utf8")));
  } catch {
    return undefined;
  }
}

export interface ProofOfWorkOptions {
  secretKey: string;
  /** The largest number a challenge hides; tests make it small. */
  maxNumber: number;
  now?: () => Date;
}

export function createProofOfWork({
  secretKey,
  maxNumber,
  now = () => new Date(),
}: ProofOfWorkOptions) {
  // A key of its own, so no other MAC of the server's secret can pass for a challenge.
  const hmacKey = signWithSecret(secretKey, "registration-proof-of-work");

  return {
    async createChallenge(): Promise<PowChallenge> {
      const expires = new Date(now().getTime() + CHALLENGE_MINUTES * 60_000);
      const challenge = await createChallenge({ hmacKey, maxnumber: maxNumber, expires });
      return {
        algorithm: "SHA-256",
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber ?? maxNumber,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },

    /**
     * The solution's challenge when the solution is right, signed by this server and not
     * expired; undefined otherwise. Whether it was spent already is the caller's to check.
     */
    async verify(encoded: string): Promise<VerifiedSolution | undefined> {
      const solution = parseSolution(encoded);
      if (!solution) return undefined;
      const expires = Number(extractParams(solution).expires);
      if (!Number.isInteger(expires) || expires * 1000 <= now().getTime()) return undefined;
      if (!(await verifySolution(solution, hmacKey, false))) return undefined;
      return { signature: solution.signature, expiresAt: new Date(expires * 1000) };
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
