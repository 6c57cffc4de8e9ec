import type {
  AppSessionResponse,
  AppSignInResponse,
  MessageResponse,
  PasskeyRequestOptionsResponse,
  PasskeySignInRequest,
} from "@events/contract";
import { requestJson } from "../api/app-api";

// The sign-in calls (packages/contract/src/me.ts, passkeys.ts). Their 401s (a wrong code, a void
// link, a passkey not recognised) are answers to show, not an ended session.

function postSignIn<T>(path: string, body?: unknown): Promise<T> {
  return requestJson<T>(path, { method: "POST", body, isSignInCall: true });
}

export function requestSignInCode(email: string) {
  return postSignIn<AppSignInResponse>("/api/me/sign-in", { email });
}

export function verifySignInCode(signInToken: string, code: string) {
  return postSignIn<AppSessionResponse>("/api/me/sign-in/verify", {
    sign_in_token: signInToken,
    code,
    client: "web",
  });
}

export function resendSignInCode(signInToken: string) {
  return postSignIn<MessageResponse>("/api/me/sign-in/resend", { sign_in_token: signInToken });
}

export function signInWithLink(token: string) {
  return postSignIn<AppSessionResponse>("/api/me/sign-in/link", { token, client: "web" });
}

/** The options of a discoverable passkey sign-in: no address, the browser offers its passkeys. */
export function requestPasskeySignInOptions() {
  return postSignIn<PasskeyRequestOptionsResponse>("/api/me/passkey-sign-in/options");
}

export function signInWithPasskey(response: PasskeySignInRequest["response"]) {
  return postSignIn<AppSessionResponse>("/api/me/passkey-sign-in", {
    response,
  } satisfies PasskeySignInRequest);
}
