import { useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies a text to the clipboard and tells how that went, for that text only: what was said
 * about copying one address does not hold for the next one shown.
 */
export function useCopyText() {
  const [copy, setCopy] = useState<{ text: string; state: CopyState } | null>(null);

  async function copyText(text: string) {
    try {
      // Without a clipboard (a page not served over https) this throws too: the text is shown
      // for the user to copy by hand.
      await navigator.clipboard.writeText(text);
      setCopy({ text, state: "copied" });
    } catch {
      setCopy({ text, state: "failed" });
    }
  }

  function getCopyState(text: string): CopyState {
    return copy?.text === text ? copy.state : "idle";
  }

  return { copyText, getCopyState };
}
