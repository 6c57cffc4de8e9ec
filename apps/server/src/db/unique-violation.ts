const UNIQUE_VIOLATION = "23505";

/** drizzle wraps the driver's error; pg's carries PostgreSQL's SQLSTATE as code. */
function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  while (typeof cause === "object" && cause !== null) {
    if ("code" in cause && cause.code === UNIQUE_VIOLATION) return true;
    cause = "cause" in cause ? cause.cause : undefined;
  }
  return false;
}

/**
 * What work answers; a unique violation it fails with (an e-mail, a slug already held) becomes
 * the module's own error, made by taken. Any other failure passes as it is.
 */
export async function translateUniqueViolation<T>(
  work: Promise<T>,
  taken: () => Error,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
