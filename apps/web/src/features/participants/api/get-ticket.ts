import type { TicketResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** A participant's ticket: the code its QR code holds, and the QR code as SVG. */
export function getTicketQueryOptions(participantId: string) {
  return apiGetQueryOptions<TicketResponse>(
    queryKeys.participants.ticket(participantId),
    apiPath`/api/participants/ticket/${participantId}`,
  );
}

export function useTicket(participantId: string) {
  return useQuery(getTicketQueryOptions(participantId));
}
