import type { SessionType } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

/**
 * A session's type in words on the participants' agendas, the app's and the public page's (each
 * names the types in its own catalogue): what the organiser typed for 'Other', else the type's.
 */
export function describeSessionType(
  session: { session_type: SessionType; other_session_type?: string | null },
  typeTexts: Readonly<Record<SessionType, MessageId>>,
): string {
  if (session.session_type === "other" && session.other_session_type) {
    return session.other_session_type;
  }
  return t(typeTexts[session.session_type]);
}
