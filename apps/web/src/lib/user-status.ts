import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";
import type { StatusTone } from "./status-tone";

/** The words a screen uses for a verified and an unverified user, as message keys. */
export type UserStatusLabels = { verified: MessageId; unverified: MessageId };

export const systemAdminStatusLabels: UserStatusLabels = {
  verified: "layout.userStatus.verified",
  unverified: "layout.userStatus.unverified",
};

export const eventAdminStatusLabels: UserStatusLabels = {
  verified: "layout.userStatus.verified",
  unverified: "layout.userStatus.pending",
};

/** The status's words in the active language and its colour. */
export function getUserStatus(
  isVerified: boolean,
  labels: UserStatusLabels,
): { label: string; tone: StatusTone } {
  return isVerified
    ? { label: t(labels.verified), tone: "green" }
    : { label: t(labels.unverified), tone: "yellow" };
}
