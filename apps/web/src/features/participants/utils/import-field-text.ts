import type { ParticipantImportField } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

const IMPORT_FIELD_TEXT = {
  name: "participants.field.name",
  email: "participants.field.email",
  phone: "participants.field.phone",
  username: "participants.field.username",
  role: "participants.field.role",
  language: "participants.field.language",
} as const satisfies Record<ParticipantImportField, MessageId>;

/** An import field's name in the active language: 'Name', 'Email', ... */
export function importFieldText(field: ParticipantImportField): string {
  return t(IMPORT_FIELD_TEXT[field]);
}
