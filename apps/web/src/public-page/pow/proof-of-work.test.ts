import { REGISTRATION_MESSAGES } from "@events/contract";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, stubAppServer } from "../../participant-app/testing/app-server-stub";
import { forgetProofOfWork, prepareProofOfWork, takeProofOfWork } from "./proof-of-work";

const HMAC_KEY = "the server's key";
const CHALLENGE_PATH = "GET /api/public/registration-challenge";

afterEach(() => {
  forgetProofOfWork();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function serveChallenges() {
  const challenges = [
    await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 500, number: 321 }),
    await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 500, number: 123 }),
  ];
  let served = 0;
  return stubAppServer({
    [CHALLENGE_PATH]: () => answer({ challenge: challenges[served++ % challenges.length] }),
  });
}

describe("the registration's proof of work", () => {
  it("solves the server's challenge into the payload the server verifies", async () => {
    const server = await serveChallenges();
    prepareProofOfWork();
    prepareProofOfWork();
    const payload = await takeProofOfWork();
    expect(await verifySolution(payload, HMAC_KEY)).toBe(true);
    // Asked for once however often the page prepares it.
    expect(server.callsTo(CHALLENGE_PATH)).toHaveLength(1);
  });

  it("never sends one solution twice: the next submission gets a new challenge", async () => {
    const server = await serveChallenges();
    const first = await takeProofOfWork();
    const second = await takeProofOfWork();
    expect(second).not.toBe(first);
    expect(server.callsTo(CHALLENGE_PATH)).toHaveLength(2);
  });

  it("replaces a solution prepared too long ago before sending it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const server = await serveChallenges();
    prepareProofOfWork();
    await vi.waitFor(() => expect(server.callsTo(CHALLENGE_PATH)).toHaveLength(1));
    vi.setSystemTime(Date.now() + 9 * 60 * 1000);
    const payload = await takeProofOfWork();
    expect(server.callsTo(CHALLENGE_PATH)).toHaveLength(2);
    expect(await verifySolution(payload, HMAC_KEY)).toBe(true);
  });

  it("says the check failed, instead of waiting for ever, where the browser cannot hash", async () => {
    await serveChallenges();
    // crypto.subtle exists only in secure contexts (https, localhost).
    vi.stubGlobal("crypto", {});
    await expect(takeProofOfWork()).rejects.toThrow(REGISTRATION_MESSAGES.challengeInvalid);
  });
});
