import type { MessageResponse, Session } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteSession(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(apiPath`/api/sessions/delete-session/${id}`);
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Pick<Session, "id" | "event_id">) => deleteSession(session.id),
    onSuccess: (_, session) => {
      queryClient.removeQueries({ queryKey: queryKeys.sessions.document(session.id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.sessions.list(session.event_id) });
    },
  });
}
