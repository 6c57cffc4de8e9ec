import type { CodeConfirmation, CodeSentResponse, MessageResponse } from "@events/contract";
import { requestJson } from "../api/app-api";

// The person's own data and account (packages/contract/src/me-profile.ts). Everything here needs
// the network; nothing is saved for offline use.

/** Everything held on the person, as an attachment the browser downloads (the cookie authorises it). */
export const myDataPath = (format: "json" | "zip") => `/api/me/data?format=${format}`;

export function requestAccountDeletion() {
  return requestJson<CodeSentResponse>("/api/me/account-deletion", { method: "POST" });
}

export function confirmAccountDeletion(confirmation: CodeConfirmation) {
  return requestJson<MessageResponse>("/api/me/account-deletion/confirm", {
    method: "POST",
    body: confirmation,
    // Its 401 is a wrong or expired code, as at sign-in, not an ended session.
    isSignInCall: true,
  });
}
