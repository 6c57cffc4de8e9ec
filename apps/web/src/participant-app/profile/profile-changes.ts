import type {
  CodeConfirmation,
  CodeSentResponse,
  MyProfileFormValues,
  Person,
  PersonResponse,
} from "@events/contract";
import { requestJson } from "../api/app-api";
import { updateResource } from "../api/resource-cache";
import { ME_PATH } from "./profile-api";

// Changes to the person's own profile (packages/contract/src/me-profile.ts). Each needs the
// network, and its answer (the person as the app shows them now) replaces what the screens keep.

/** Keeps the server's answer as the person every screen shows. */
export function keepPerson(answer: PersonResponse): Person {
  updateResource<PersonResponse>(ME_PATH, () => answer);
  return answer.person;
}

export async function updateProfile(update: MyProfileFormValues) {
  return keepPerson(
    await requestJson<PersonResponse>("/api/me/profile", { method: "PATCH", body: update }),
  );
}

export async function deletePhoto() {
  return keepPerson(
    await requestJson<PersonResponse>("/api/me/profile/photo", { method: "DELETE" }),
  );
}

export function requestEmailChange(email: string) {
  return requestJson<CodeSentResponse>("/api/me/email-change", {
    method: "POST",
    body: { email },
  });
}

export async function confirmEmailChange(confirmation: CodeConfirmation) {
  return keepPerson(
    await requestJson<PersonResponse>("/api/me/email-change/verify", {
      method: "POST",
      body: confirmation,
      // Its 401 is a wrong or expired code, as at sign-in, not an ended session.
      isSignInCall: true,
    }),
  );
}
