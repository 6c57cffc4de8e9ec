import type { SessionResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildSessionFormData } from "../utils/session-form-data";
import type { SessionFormOutput } from "../utils/session-form-schema";

export function createSession(values: SessionFormOutput): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>(
    "/api/sessions/create-session",
    buildSessionFormData(values),
    { plainErrorWording: "server-text" },
  );
}

export function updateSession({
  id,
  values,
}: {
  id: string;
  values: SessionFormOutput;
}): Promise<SessionResponse> {
  return apiClient.put<SessionResponse>(
    apiPath`/api/sessions/update-session/${id}`,
    buildSessionFormData(values),
    { plainErrorWording: "server-text" },
  );
}

export function useCreateSession() {
  return useInvalidatingMutation(createSession, (values) => [
    queryKeys.sessions.list(values.event_id),
  ]);
}

export function useUpdateSession() {
  return useInvalidatingMutation(updateSession, ({ values }) => [
    queryKeys.sessions.list(values.event_id),
  ]);
}
