import type {
  AddPasskeyRequest,
  AddPasskeyResponse,
  Passkey,
  PasskeyCreationOptionsResponse,
  PasskeyOnly,
  PasskeysResponse,
} from "@events/contract";
import { requestJson } from "../api/app-api";
import { updateResource, useResource } from "../api/resource-cache";

// The person's passkeys (packages/contract/src/passkeys.ts): the list, adding one (options, then
// the browser's answer), removing one and 'passkey only'. Each change needs the network, and its
// answer changes the list the profile keeps. Not saved for offline use (service-worker/saved-answers.ts).

export const MY_PASSKEYS_PATH = "/api/me/passkeys";

export const useMyPasskeys = () => useResource<PasskeysResponse>(MY_PASSKEYS_PATH);

function updateMyPasskeys(update: (data: PasskeysResponse) => PasskeysResponse) {
  updateResource<PasskeysResponse>(MY_PASSKEYS_PATH, update);
}

/** The options the browser creates a passkey with; 403 without a fresh sign-in. */
export function requestPasskeyCreationOptions() {
  return requestJson<PasskeyCreationOptionsResponse>(`${MY_PASSKEYS_PATH}/options`, {
    method: "POST",
  });
}

export async function addPasskey(request: AddPasskeyRequest): Promise<Passkey> {
  const { passkey } = await requestJson<AddPasskeyResponse>(MY_PASSKEYS_PATH, {
    method: "POST",
    body: request,
  });
  updateMyPasskeys((data) => ({ ...data, passkeys: [passkey, ...data.passkeys] }));
  return passkey;
}

export async function removePasskey(id: string) {
  await requestJson(`${MY_PASSKEYS_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" });
  updateMyPasskeys((data) => ({
    ...data,
    passkeys: data.passkeys.filter((passkey) => passkey.id !== id),
  }));
}

export async function setPasskeyOnly(passkeyOnly: boolean) {
  const answer = await requestJson<PasskeyOnly>("/api/me/passkey-only", {
    method: "PUT",
    body: { passkey_only: passkeyOnly } satisfies PasskeyOnly,
  });
  updateMyPasskeys((data) => ({ ...data, passkey_only: answer.passkey_only }));
}
