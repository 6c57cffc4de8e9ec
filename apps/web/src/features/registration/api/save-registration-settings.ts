import type { RegistrationSettingsInput, RegistrationSettingsResponse } from "@events/contract";
import { registrationSettingsPath } from "@/api/registration/get-registration-settings";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SaveRegistrationSettingsRequest = {
  eventId: string;
  settings: RegistrationSettingsInput;
};

/** Saves the whole of an event's settings and questions; the answer is what is now stored. */
export function saveRegistrationSettings({
  eventId,
  settings,
}: SaveRegistrationSettingsRequest): Promise<RegistrationSettingsResponse> {
  return apiClient.put<RegistrationSettingsResponse>(registrationSettingsPath(eventId), settings);
}

/** A raised capacity offers places to the waiting list at once, so the registrations reload too. */
export function useSaveRegistrationSettings() {
  return useInvalidatingMutation(saveRegistrationSettings, ({ eventId }) => [
    queryKeys.registration.byEvent(eventId),
  ]);
}
