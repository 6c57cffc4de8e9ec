import type { MessageId } from "@/i18n/message-id";

// The sign-in flow's messages (the specification's words in English), as keys: screens and the
// auth store read them with t() when they show them, so they follow the page's language.
export const authMessages = {
  codeSent: "sign-in.toast.codeSent",
  loginFailedToast: "sign-in.toast.loginFailed",
  loginFailedState: "sign-in.state.loginFailed",
  incompleteCode: "sign-in.toast.incompleteCode",
  userIdMissing: "sign-in.state.userIdMissing",
  sessionExpired: "sign-in.toast.sessionExpired",
  verified: "sign-in.toast.verified",
  // When a refused code brings no text of its own: the words of the server's refusal of one.
  invalidCode: "sign-in-errors.auth.invalidCode",
  codeResent: "sign-in.toast.codeResent",
  resendFailedToast: "sign-in.toast.resendFailed",
  resendFailedState: "sign-in.state.resendFailed",
} as const satisfies Record<string, MessageId>;
