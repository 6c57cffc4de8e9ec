import { PARTICIPANT_IMPORT_FIELDS, type ParticipantImportField } from "@events/contract";

/** Which column of the file holds each field; a field the file lacks has no entry. */
export type ImportMapping = Partial<Record<ParticipantImportField, string>>;

/** The server's mapping, keeping only the fields it found a column for. */
export function toImportMapping(mapping: Readonly<Record<string, string>>): ImportMapping {
  const result: ImportMapping = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column) result[field] = column;
  }
  return result;
}

export function isSameImportMapping(a: ImportMapping, b: ImportMapping): boolean {
  return PARTICIPANT_IMPORT_FIELDS.every((field) => (a[field] ?? "") === (b[field] ?? ""));
}
