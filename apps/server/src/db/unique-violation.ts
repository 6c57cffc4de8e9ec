const UNIQUE_VIOLATION = "23505";

/** drizzle wraps the driver's error; pg's carries PostgreSQL's SQLSTATE as code. */
export function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  while (typeof cause === "object" && cause !== null) {
    if ("code" in cause && cause.code === UNIQUE_VIOLATION) return true;
    cause = "cause" in cause ? cause.cause : undefined;
  }
  return false;
}
