import type { TicketResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function renewTicket(participantId: string): Promise<TicketResponse> {
  return apiClient.post<TicketResponse>(apiPath`/api/participants/renew-ticket/${participantId}`);
}

/**
 * Draws a new code for the participant, which voids the old one: the answer is the ticket now
 * shown, and the event's badges, which print the old code, load again.
 */
export function useRenewTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(queryKeys.participants.ticket(ticket.participant_id), ticket);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.participants.byEvent(ticket.event_id),
      });
    },
  });
}
