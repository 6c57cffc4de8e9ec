import type { MessageSegment } from "@events/contract";
import { ROLE_PLURAL_LABELS, SEGMENT_TEXTS } from "../messages";

/** Who a message went to, in words: 'Speakers, active, not checked in', or 'All participants'. */
export function describeSegment({ role, status, checked_in }: MessageSegment): string {
  const parts = [role ? ROLE_PLURAL_LABELS[role] : SEGMENT_TEXTS.allParticipants];
  if (status) parts.push(SEGMENT_TEXTS[status]);
  if (checked_in !== undefined) {
    parts.push(checked_in ? SEGMENT_TEXTS.checkedIn : SEGMENT_TEXTS.notCheckedIn);
  }
  return parts.join(", ");
}
