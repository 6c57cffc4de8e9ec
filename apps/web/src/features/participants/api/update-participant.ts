import type { ParticipantResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { EditParticipantFormOutput } from "../utils/participant-form-schema";
import { buildParticipantFormData } from "../utils/participant-requests";

/**
 * update-participant as a form, like create-single: the fields, the status, any new image and,
 * when the form had the event's questions, the answers as JSON text.
 */
export function updateParticipant({
  id,
  values,
}: {
  id: string;
  values: EditParticipantFormOutput;
}): Promise<ParticipantResponse> {
  const formData = buildParticipantFormData(values);
  formData.append("status", values.status);
  if (values.answers) formData.append("answers", JSON.stringify(values.answers));
  return apiClient.put<ParticipantResponse>(
    apiPath`/api/participants/update-participant/${id}`,
    formData,
  );
}

export function useUpdateParticipant() {
  return useInvalidatingMutation(updateParticipant, () => [queryKeys.participants.all]);
}
