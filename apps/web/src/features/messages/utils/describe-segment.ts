import type { MessageSegment } from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";
import { ROLE_PLURAL_TEXT } from "./message-labels";

/** Who a message went to, in words: 'Speakers, active, not checked in', or 'All participants'. */
export function describeSegment({ role, status, checked_in }: MessageSegment): string {
  const parts = [role ? t(ROLE_PLURAL_TEXT[role]) : t("messages.segment.allParticipants")];
  if (status) {
    parts.push(t(status === "active" ? "messages.segment.active" : "messages.segment.inactive"));
  }
  if (checked_in !== undefined) {
    parts.push(t(checked_in ? "messages.segment.checkedIn" : "messages.segment.notCheckedIn"));
  }
  // A plain list, as English writes it ('Speakers, active'), not 'Speakers and active'.
  return new Intl.ListFormat(activeLanguage(), { type: "unit" }).format(parts);
}
