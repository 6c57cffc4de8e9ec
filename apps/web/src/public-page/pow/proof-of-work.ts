import {
  encodePowSolution,
  type PowChallenge,
  REGISTRATION_MESSAGES,
  solvePowChallenge,
} from "@events/contract";
import { getChallenge } from "../api/public-api";

// The registration form's proof of work (ALTCHA's format, no third-party service): a challenge
// from the server, solved in the background while the person fills the form in, so sending it
// does not wait. A solution counts once, and the server takes it for 10 minutes.

/** Solved longer ago than this, a solution is replaced before it is sent, not refused after. */
const SOLUTION_LIFETIME_MS = 8 * 60 * 1000;

type Solution = { payload: string; challengedAt: number };

let solving: Promise<Solution> | undefined;

/** Starts fetching and solving a challenge, unless one is under way or ready. */
export function prepareProofOfWork(): void {
  if (solving) return;
  const started = solveNewChallenge();
  solving = started;
  // A failure (no network) is met again when the form is sent, which then tries anew.
  started.catch(() => {
    if (solving === started) solving = undefined;
  });
}

/** A solution for one submission: the one prepared if still fresh, else a new one. */
export async function takeProofOfWork(): Promise<string> {
  const prepared = solving ?? solveNewChallenge();
  solving = undefined;
  const solution = await prepared;
  if (Date.now() - solution.challengedAt <= SOLUTION_LIFETIME_MS) return solution.payload;
  return (await solveNewChallenge()).payload;
}

/** Forgets a prepared solution (between tests). */
export function forgetProofOfWork() {
  solving = undefined;
}

async function solveNewChallenge(): Promise<Solution> {
  const challengedAt = Date.now();
  const challenge = await getChallenge();
  const number = await solveOffThread(challenge);
  if (number === null) throw new Error(REGISTRATION_MESSAGES.challengeInvalid);
  return { payload: encodePowSolution(challenge, number), challengedAt };
}

function solveOffThread(challenge: PowChallenge): Promise<number | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./pow-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return solveOnPage(challenge);
  }
  return new Promise((resolve) => {
    worker.onmessage = (message: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(message.data);
    };
    // A browser that cannot start the worker still solves it, between the page's other work.
    worker.onerror = () => {
      worker.terminate();
      resolve(solveOnPage(challenge));
    };
    worker.postMessage(challenge);
  });
}

/** The same search on the page's thread; null when the browser cannot hash (not https). */
async function solveOnPage(challenge: PowChallenge): Promise<number | null> {
  try {
    return await solvePowChallenge(challenge);
  } catch {
    return null;
  }
}
