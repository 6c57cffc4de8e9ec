import type { ParticipantImportField } from "@events/contract";
import { PARTICIPANT_IMPORT_FIELD_LABELS } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

// Partial, so a field the contract gains shows under its English label until it has a text of
// its own, rather than failing the build of a screen that only lists the fields.
const IMPORT_FIELD_TEXT: Partial<Record<ParticipantImportField, MessageId>> = {
  name: "participants.field.name",
  email: "participants.field.email",
  phone: "participants.field.phone",
  username: "participants.field.username",
  role: "participants.field.role",
};

/** An import field's name in the active language: 'Name', 'Email', ... */
export function importFieldText(field: ParticipantImportField): string {
  const key = IMPORT_FIELD_TEXT[field];
  return key ? t(key) : PARTICIPANT_IMPORT_FIELD_LABELS[field];
}
