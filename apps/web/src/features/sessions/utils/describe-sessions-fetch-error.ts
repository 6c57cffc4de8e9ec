import { ApiError } from "@/lib/api-error";
import { sessionsTexts } from "../messages";

/** 'Failed to fetch sessions: {status}', or the server's own error (spec doc 2 §8). */
export function describeSessionsFetchError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status > 0) return sessionsTexts.sessionsFetchFailedStatus(error.status);
  }
  return sessionsTexts.sessionsFetchFailed;
}
