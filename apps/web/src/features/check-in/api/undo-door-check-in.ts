import type { DoorUndoRequest, DoorUndoResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

/** Undoes a check-in from the door: door staff their own, for a few minutes; admins any. */
export function undoDoorCheckIn(request: DoorUndoRequest): Promise<DoorUndoResponse> {
  return apiClient.post<DoorUndoResponse>("/api/participants/check-in/undo", request);
}
