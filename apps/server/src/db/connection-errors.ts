// PostgreSQL's codes for "not now": connection exceptions (class 08), an administrator's or a
// crash's shutdown (57P01, 57P02), a server still starting (57P03), no free connection (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

// Socket errors while connecting to, reading from or writing to the server.
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
  // A Unix socket whose file is gone: the embedded server is down or restarting.
  "ENOENT",
]);
const SOCKET_SYSCALLS = new Set(["connect", "read", "write", "getaddrinfo"]);

// node-postgres reports a lost connection, and a pool that waited too long for one, with these
// messages and no code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
];

function isUnavailableCause(error: object): boolean {
  const { code, syscall, message } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
  };
  if (typeof code === "string" && UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (typeof code === "string" && UNAVAILABLE_ERRNO.has(code)) {
    return typeof syscall === "string" && SOCKET_SYSCALLS.has(syscall);
  }
  return (
    typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/**
 * When an error means the database cannot be reached right now, rather than that a query was
 * wrong: the underlying reason, without the query and its parameters. drizzle wraps the driver's
 * error in `cause`, and a connection attempt to several addresses fails with an AggregateError,
 * so both are searched.
 */
export function describeUnavailableDatabase(error: unknown): string | undefined {
  const pending: unknown[] = [error];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next !== "object" || next === null) continue;
    if (isUnavailableCause(next)) return String((next as { message?: unknown }).message);
    if ("cause" in next) pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...next.errors);
  }
  return undefined;
}
