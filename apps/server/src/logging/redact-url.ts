/**
 * Query parameters whose values are secrets or personal data and never reach a log: the
 * calendar feed's token, and an e-mail address (a link may carry one). Compared in lower case.
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(["token", "email"]);

export const REDACTED = "[redacted]";

// One `name=value` pair of a query, after its `?` or `&`; a URL in a log line ends at a space.
const QUERY_PAIR = /([?&])([^=&#\s]*)=([^&#\s]*)/g;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll("+", " ")).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * The text with the value of every secret query parameter in it replaced, wherever a URL sits
 * in it (a whole URL, or a log message quoting one). The name is compared decoded, as the
 * server's query parser reads it, so `?%74oken=` is caught as `?token=` is.
 */
export function redactSecretQueryValues(text: string): string {
  if (!text.includes("=")) return text;
  return text.replace(QUERY_PAIR, (pair, separator: string, name: string) =>
    SECRET_QUERY_PARAMETERS.has(decodeName(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
}
