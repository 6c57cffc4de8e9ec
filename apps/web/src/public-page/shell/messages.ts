import { ApiError, describeError } from "@/lib/api-error";

export const OFFLINE_MESSAGE =
  "The server could not be reached. Check your connection and try again; nothing you typed is lost.";
export const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/** What a failed call says: no connection, else the server's own words, else the fallback. */
export function describeCallError(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return OFFLINE_MESSAGE;
  return describeError(error, FALLBACK_MESSAGE);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
