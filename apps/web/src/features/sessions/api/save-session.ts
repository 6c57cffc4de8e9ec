import type { Session } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { buildSessionFormData } from "../utils/session-form-data";
import type { SessionFormOutput } from "../utils/session-form-schema";
import { sendSessionForm } from "./send-session-form";

export type SessionSaveResponse = { session: Session; message: string };

export function createSession(values: SessionFormOutput): Promise<SessionSaveResponse> {
  return sendSessionForm<SessionSaveResponse>(
    "/api/sessions/create-session",
    "POST",
    buildSessionFormData(values),
  );
}

export function updateSession({
  id,
  values,
}: {
  id: string;
  values: SessionFormOutput;
}): Promise<SessionSaveResponse> {
  return sendSessionForm<SessionSaveResponse>(
    `/api/sessions/update-session/${encodeURIComponent(id)}`,
    "PUT",
    buildSessionFormData(values),
  );
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (_, values) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.sessions.list(values.event_id) }),
  });
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: (_, { values }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.sessions.list(values.event_id) }),
  });
}
