import { EXPORT_FORMAT_LABELS } from "@events/contract";
import type { ExportKind } from "@/api/exports/export-spreadsheet";

/** The export button's words, shared by the participants and sessions screens. */
export const exportTexts = {
  formatLabels: EXPORT_FORMAT_LABELS,
  exportLabel: "Export",
  exportMenuLabel: (kind: ExportKind) =>
    kind === "participants" ? "Export participants" : "Export sessions",
  exporting: "Exporting…",
  exportFailed: "The export failed",
} as const;
