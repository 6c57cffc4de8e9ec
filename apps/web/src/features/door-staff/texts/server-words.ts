import { DOOR_STAFF_MESSAGES } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

// The door staff server's answers of success have no code: their stable English words are
// said again in the active language. (Its refusals are said by their codes.)
const SERVER_WORDS = new Map<string, MessageId>([
  [DOOR_STAFF_MESSAGES.added, "door.server.added"],
  [DOOR_STAFF_MESSAGES.addedExisting, "door.server.addedExisting"],
  [DOOR_STAFF_MESSAGES.removed, "door.server.removed"],
  [DOOR_STAFF_MESSAGES.deviceRevoked, "door.server.deviceRevoked"],
  [DOOR_STAFF_MESSAGES.passwordChosen, "door-sign-in.password.saved"],
]);

/** What the server said, in the active language when its words are known. */
export function translateServerWords(message: string): string {
  const key = SERVER_WORDS.get(message);
  return key ? t(key) : message;
}
