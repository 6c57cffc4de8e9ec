import { errorCodeOf } from "@events/contract";
import { errorText } from "@/lib/api-error";

// Apart from api-error.ts: finding a text's code needs the contract's every message, which the
// pages that check forms with the contract's rules load anyway and the sign-in page should not.

/** A message of the contract's rules (a form checked in the browser) in the active language. */
export function contractMessageText(message: string): string {
  const match = errorCodeOf(message);
  return match ? errorText(message, match) : message;
}
