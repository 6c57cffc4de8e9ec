/**
 * A failure's own words, for a screen that says why a call failed: an ApiError's are the
 * server's error text, else 'HTTP error! status: {code}' (the API client's); anything thrown
 * that is not an Error, as text.
 */
export function readErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
