import { PARTICIPANT_IMPORT_FIELDS, type ParticipantImportField } from "@events/contract";
import { t } from "@/i18n/i18n";
import { catalogueKeys } from "@/lib/catalogue-keys";

const IMPORT_FIELD_TEXT = catalogueKeys("participants.field", PARTICIPANT_IMPORT_FIELDS);

/** An import field's name in the active language: 'Name', 'Email', ... */
export function importFieldText(field: ParticipantImportField): string {
  return t(IMPORT_FIELD_TEXT[field]);
}
