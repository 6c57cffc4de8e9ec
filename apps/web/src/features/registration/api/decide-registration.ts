import type { RegistrationResponse, RejectRegistrationRequest } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type RegistrationTarget = { eventId: string; registrationId: string };

/** A pending registration becomes a participant (and is sent the ticket). */
export function approveRegistration({
  eventId,
  registrationId,
}: RegistrationTarget): Promise<RegistrationResponse> {
  return apiClient.post<RegistrationResponse>(
    apiPath`/api/events/${eventId}/registrations/${registrationId}/approve`,
  );
}

/** A pending registration is turned down, with the organiser's words in the e-mail if any. */
export function rejectRegistration({
  eventId,
  registrationId,
  message,
}: RegistrationTarget & RejectRegistrationRequest): Promise<RegistrationResponse> {
  return apiClient.post<RegistrationResponse>(
    apiPath`/api/events/${eventId}/registrations/${registrationId}/reject`,
    { message },
  );
}

/**
 * Either decision changes the counts and may offer a freed place; an approval adds a
 * participant, so the event's participants reload as well.
 */
function changedByDecision({ eventId }: RegistrationTarget) {
  return [queryKeys.registration.byEvent(eventId), queryKeys.participants.byEvent(eventId)];
}

export function useApproveRegistration() {
  return useInvalidatingMutation(approveRegistration, changedByDecision);
}

export function useRejectRegistration() {
  return useInvalidatingMutation(rejectRegistration, changedByDecision);
}
