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

// node-postgres reports a lost connection with these messages and no code.
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /is not queryable/];

// PostgreSQL's code for a statement cancelled by its statement_timeout (or by an administrator).
const CANCELLED_SQLSTATE = "57014";
// What pg-pool says when every connection stayed busy for as long as a request may wait for one:
// the database answers, it is only not this request's turn yet.
const POOL_WAIT_TIMEOUT_MESSAGE = /^timeout exceeded when trying to connect/;

/** The server has more work than its connections take; the caller may try again shortly. */
export class DatabaseBusyError extends Error {
  constructor(message = "No database connection came free in time") {
    super(message);
    this.name = "DatabaseBusyError";
  }
}

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

function isBusyCause(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    error instanceof DatabaseBusyError ||
    code === CANCELLED_SQLSTATE ||
    (typeof message === "string" && POOL_WAIT_TIMEOUT_MESSAGE.test(message))
  );
}

/**
 * The error, or the first of its causes, that passes the test. drizzle wraps the driver's error
 * in `cause`, and a connection attempt to several addresses fails with an AggregateError, so
 * both are searched.
 */
function findCause(error: unknown, isWanted: (cause: object) => boolean): object | undefined {
  const pending: unknown[] = [error];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next !== "object" || next === null) continue;
    if (isWanted(next)) return next;
    if ("cause" in next) pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...next.errors);
  }
  return undefined;
}

/**
 * When an error means the database cannot be reached right now, rather than that a query was
 * wrong: the underlying reason, without the query and its parameters.
 */
export function describeUnavailableDatabase(error: unknown): string | undefined {
  const cause = findCause(error, isUnavailableCause);
  return cause === undefined ? undefined : String((cause as { message?: unknown }).message);
}

/**
 * Whether the database is up but the work did not fit: no pool connection came free in time, or
 * a statement ran past its time-out. Not an outage; the same request may succeed a moment later.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return findCause(error, isBusyCause) !== undefined;
}
