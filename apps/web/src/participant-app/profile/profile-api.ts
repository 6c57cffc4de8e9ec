import type { PersonResponse } from "@events/contract";
import { useResource } from "../api/resource-cache";

// The signed-in person as the app shows them (GET /api/me, packages/contract/src/me.ts), saved
// for offline use by the service worker. Changing them: profile-changes.ts.

export const ME_PATH = "/api/me";
export const useMe = () => useResource<PersonResponse>(ME_PATH);
