/**
 * A Content-Disposition header value per RFC 6266: an ASCII fallback filename="..." for old
 * clients, with anything unsafe replaced, and filename*=UTF-8''... carrying the exact name.
 */
export function contentDisposition(type: "inline" | "attachment", filename: string): string {
  // Printable ASCII except the quote, backslash and percent sign (which some clients decode).
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  // RFC 8187 attr-chars: encodeURIComponent leaves a few characters that must be encoded too.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
