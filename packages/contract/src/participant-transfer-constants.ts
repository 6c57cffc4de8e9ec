// The spreadsheet export's formats and their labels, apart from the schemas
// (participant-transfer.ts): every list with an export button draws them on its first load, and
// zod should not have to come with them.

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: "CSV",
  xlsx: "Excel (.xlsx)",
};
