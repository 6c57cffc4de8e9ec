import { useState } from "react";
import { describeError } from "@/lib/api-error";

export type ActionError = {
  /** Why the last action on the list failed, in words to show above it; null once another starts. */
  actionError: string | null;
  setActionError: (message: string | null) => void;
  /**
   * Runs one action on the list (remove, revoke, turn on or off, send again): the last failure
   * goes as it starts, and its own failure is said in the server's words, else `failedText`.
   */
  runAction: (action: () => Promise<unknown>, failedText: string) => Promise<void>;
};

/** The one failure a list's actions say above it, so a new attempt never shows an old error. */
export function useActionError(): ActionError {
  const [actionError, setActionError] = useState<string | null>(null);

  async function runAction(action: () => Promise<unknown>, failedText: string) {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(describeError(error, failedText));
    }
  }

  return { actionError, setActionError, runAction };
}
