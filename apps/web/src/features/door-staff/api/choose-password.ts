import type { ChoosePasswordRequest, MessageResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

/** Sets the password of a new door staff account, with the token of the invitation e-mail. */
export function choosePassword(request: ChoosePasswordRequest): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>("/api/door/choose-password", request, {
    withCsrf: false,
  });
}
