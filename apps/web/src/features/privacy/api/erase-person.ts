import type { ErasureCounts, ErasureRequest } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function erasePerson(request: ErasureRequest): Promise<ErasureCounts> {
  return apiClient.post<ErasureCounts>("/api/privacy/erasures", request);
}

/**
 * Erases a person everywhere; what is held on them, the record of erasures and every
 * participants list are then out of date.
 */
export function useErasePerson() {
  return useInvalidatingMutation(erasePerson, () => [
    queryKeys.privacy.all,
    queryKeys.participants.all,
  ]);
}
