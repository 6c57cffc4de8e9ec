export type ShareOutcome = "shared" | "copied" | "cancelled" | "copy-failed";

export type ShareTarget = { title: string; url: string };

/** The two browser abilities sharing uses; both are missing in some browsers. */
export type ShareCapabilities = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

// A DOMException is not an Error in every environment, so only its name is read.
function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "name" in error && error.name === "AbortError"
  );
}

async function copyLink(url: string, clipboard: ShareCapabilities["clipboard"]) {
  if (!clipboard) return "copy-failed";
  try {
    await clipboard.writeText(url);
    return "copied";
  } catch {
    return "copy-failed";
  }
}

/**
 * Shares through the system share sheet when there is one, else copies the link. Closing the
 * share sheet is the user's choice and is not an error; a share sheet that fails for any other
 * reason falls back to copying the link, so the user still gets it.
 */
export async function shareEventLink(
  target: ShareTarget,
  capabilities: ShareCapabilities,
): Promise<ShareOutcome> {
  if (typeof capabilities.share === "function") {
    try {
      await capabilities.share({ title: target.title, url: target.url });
      return "shared";
    } catch (error) {
      if (isAbortError(error)) return "cancelled";
    }
  }
  return copyLink(target.url, capabilities.clipboard);
}

/** The page's own browser abilities; `share` is bound, as browsers require. */
export function getBrowserShareCapabilities(): ShareCapabilities {
  if (typeof navigator === "undefined") return {};
  const share = typeof navigator.share === "function" ? navigator.share.bind(navigator) : undefined;
  return { share, clipboard: navigator.clipboard ?? undefined };
}
