import { useState } from "react";
import { describeError } from "@/lib/api-error";
import { showSuccessToast, type ToastOptions } from "@/lib/toast";

export type ListActionTexts<TAnswer> = {
  /** Said above the list when the action fails and the server's answer has no words of its own. */
  failed: string;
  /**
   * The toast once it worked, or how to word it from the server's answer; none where the screen
   * shows the change itself (a switch that has moved).
   */
  done?: string | ((answer: TAnswer) => string);
};

export type ListActions = {
  /** Why the last action on the list failed, in words to show above it; null once another starts. */
  actionError: string | null;
  /**
   * Runs one action on the list (remove, revoke, turn on or off, send again): the last failure
   * goes as it starts; its success is a toast, its failure said above the list.
   */
  runAction: <TAnswer>(
    action: () => Promise<TAnswer>,
    texts: ListActionTexts<TAnswer>,
  ) => Promise<void>;
};

/**
 * The actions on a list's items: each one's success a toast, the one failure said above the
 * list, so a new attempt never shows an old error.
 */
export function useListActions(toastOptions: ToastOptions): ListActions {
  const [actionError, setActionError] = useState<string | null>(null);

  async function runAction<TAnswer>(
    action: () => Promise<TAnswer>,
    { failed, done }: ListActionTexts<TAnswer>,
  ) {
    setActionError(null);
    try {
      const answer = await action();
      if (done !== undefined) {
        showSuccessToast(typeof done === "function" ? done(answer) : done, toastOptions);
      }
    } catch (error) {
      setActionError(describeError(error, failed));
    }
  }

  return { actionError, runAction };
}
