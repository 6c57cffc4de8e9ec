import type { ParticipantResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { EditParticipantFormOutput } from "../utils/participant-form-schema";
import { buildParticipantFormData } from "../utils/participant-requests";

/** update-participant as a form, like create-single: the fields, the status and any new image. */
export function updateParticipant({
  id,
  values,
}: {
  id: string;
  values: EditParticipantFormOutput;
}): Promise<ParticipantResponse> {
  const formData = buildParticipantFormData(values);
  formData.append("status", values.status);
  return apiClient.put<ParticipantResponse>(
    apiPath`/api/participants/update-participant/${id}`,
    formData,
  );
}

export function useUpdateParticipant() {
  return useInvalidatingMutation(updateParticipant, () => [queryKeys.participants.all]);
}
