import { passkeyNameSchema } from "@events/contract";
import { contractMessageText } from "@/lib/contract-message-text";

/** The contract's message for a passkey's name it refuses (in the page's language), or undefined. */
export function checkPasskeyName(name: string): string | undefined {
  const message = passkeyNameSchema.safeParse(name).error?.issues[0]?.message;
  return message && contractMessageText(message);
}
