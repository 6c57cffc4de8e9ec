/**
 * The file name a Content-Disposition header gives: filename* (RFC 5987, UTF-8) when present
 * and readable, else the plain filename, else the fallback.
 */
export function getAttachmentFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1]?.trim();
  return name ? name : fallback;
}
