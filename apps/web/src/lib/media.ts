const ABSOLUTE_URL = /^(https?:|blob:|data:)/i;

/** Media is served by the same server as the app. */
export function getMediaBaseUrl(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

/**
 * Turns a stored media path into a URL the browser can load: absolute http(s) URLs are kept,
 * relative paths are prefixed with the media base address.
 */
export function resolveMediaUrl(
  pathOrUrl: string | null | undefined,
  mediaBaseUrl: string = getMediaBaseUrl(),
): string | undefined {
  const value = pathOrUrl?.trim();
  if (!value) return undefined;
  if (ABSOLUTE_URL.test(value)) return value;
  const base = mediaBaseUrl.replace(/\/+$/, "");
  return `${base}${value.startsWith("/") ? value : `/${value}`}`;
}
