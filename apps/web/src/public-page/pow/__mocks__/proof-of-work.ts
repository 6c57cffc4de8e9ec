import { vi } from "vitest";

// The proof of work in the page's component tests (vi.mock("../pow/proof-of-work")): solved at
// once, without the server's challenge or a worker; proof-of-work.test.ts tests the real one.

export const SOLVED_CHALLENGE = "solved-challenge";

export const prepareProofOfWork = vi.fn();
export const takeProofOfWork = vi.fn(async () => SOLVED_CHALLENGE);
export const forgetProofOfWork = vi.fn();
