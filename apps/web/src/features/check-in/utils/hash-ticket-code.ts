/**
 * SHA-256 of a ticket's code in lower-case hexadecimal: what the door's copy holds of each ticket
 * (code_hash), so the device can recognise a ticket without ever holding the codes.
 */
export async function hashTicketCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
