import { type PowChallenge, solvePowChallenge } from "@events/contract";

// Solves the registration's anti-robot challenge off the page's thread: a phone's second or so
// of hashing never delays what the person types. Answers the number found, or null, also when
// the browser cannot hash (crypto.subtle exists only on https or localhost), so the form says
// the check failed instead of waiting for ever.
self.onmessage = async (message: MessageEvent<PowChallenge>) => {
  try {
    self.postMessage(await solvePowChallenge(message.data));
  } catch {
    self.postMessage(null);
  }
};
