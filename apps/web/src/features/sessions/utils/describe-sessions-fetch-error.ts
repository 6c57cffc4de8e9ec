import { ApiError, serverErrorText } from "@/lib/api-error";
import { sessionsTexts } from "../messages";

/** 'Failed to fetch sessions: {status}', or the server's own error (spec doc 2 §8). */
export function describeSessionsFetchError(error: unknown): string {
  if (error instanceof ApiError) {
    const serverText = serverErrorText(error);
    if (serverText) return serverText;
    if (error.status > 0) return sessionsTexts.sessionsFetchFailedStatus(error.status);
  }
  return sessionsTexts.sessionsFetchFailed;
}
