import type { RegistrationSettings, RegistrationSettingsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** Where an event's registration settings are read and saved. */
export function registrationSettingsPath(eventId: string): string {
  return apiPath`/api/events/${eventId}/registration`;
}

/**
 * An event's registration settings, questions (with those taken off the form) and counts; the
 * defaults before the first save. 404 for an unknown event or another admin's.
 */
export function getRegistrationSettingsQueryOptions(eventId: string) {
  return apiGetQueryOptions<RegistrationSettingsResponse>(
    queryKeys.registration.settings(eventId),
    registrationSettingsPath(eventId),
  );
}

export function useRegistrationSettings(eventId: string) {
  return useQuery(getRegistrationSettingsQueryOptions(eventId));
}

/** The questions a participant's answers are to, those taken off the form among them. */
export type AnswerForm = Pick<RegistrationSettings, "questions" | "removed_questions">;

function selectAnswerForm({ registration }: RegistrationSettingsResponse): AnswerForm {
  return { questions: registration.questions, removed_questions: registration.removed_questions };
}

/**
 * An event's registration questions, for reading and editing participants' answers; asked only
 * once `isNeeded` (a participant with answers is shown, or an answer is to be edited or matched).
 */
export function useAnswerForm(eventId: string, isNeeded: boolean) {
  return useQuery({
    ...getRegistrationSettingsQueryOptions(eventId),
    enabled: isNeeded,
    select: selectAnswerForm,
  });
}
