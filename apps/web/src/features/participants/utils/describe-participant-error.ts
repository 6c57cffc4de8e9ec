import { t } from "@/i18n/i18n";
import { ApiError, serverErrorText } from "@/lib/api-error";

function isNetworkFailure(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || !(error instanceof ApiError);
}

/**
 * A failed add (spec doc 2 §8): the server's error text, else the fallback ('Failed to create
 * participant' or 'Failed to add participants'); when the server could not be reached, the
 * exception's own message, else 'Network error occurred'.
 */
export function describeAddError(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) {
    return error instanceof Error && error.message !== ""
      ? error.message
      : t("participants.toast.network");
  }
  return serverErrorText(error as ApiError) ?? fallback;
}

/** A failed delete: the server's error text, else 'Failed to delete participant'. */
export function describeDeleteError(error: unknown): string {
  if (isNetworkFailure(error)) return t("participants.toast.network");
  return serverErrorText(error as ApiError) ?? t("participants.toast.deleteFailed");
}

/** 'Failed to fetch participants: {status}', or the server's own error (spec doc 2 §8). */
export function describeParticipantsFetchError(error: unknown): string {
  if (error instanceof ApiError) {
    const serverText = serverErrorText(error);
    if (serverText) return serverText;
    if (error.status > 0) return t("participants.list.fetchFailedStatus", { status: error.status });
    return error.message;
  }
  return t("participants.list.fetchFailed");
}
