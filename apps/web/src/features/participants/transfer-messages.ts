import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, MEGABYTE } from "@events/contract";

/** The words of the import dialog; the contract's where it has them. */
export const transferTexts = {
  ...IMPORT_MESSAGES,
  importTitle: "Import participants",
  importDescription: `A CSV or Excel (.xlsx) file of at most ${MAX_IMPORT_BYTES / MEGABYTE} MB and ${MAX_IMPORT_ROWS.toLocaleString("en")} rows, with a header row.`,
  chooseFile: "Choose a file",
  dropHint: "or drop it here",
  fileLabel: "Spreadsheet file",
  downloadTemplate: "Download template",
  uploading: (percent: number) => `Uploading… ${percent}%`,
  checking: "Checking the file…",
  importing: "Importing…",
  uploadProgress: "Upload progress",
  mappingLegend: "Columns",
  mappingHint: "Choose the column of the file that holds each field.",
  notInFile: "Not in the file",
  checkMapping: "Check with these columns",
  summary: (rows: number, valid: number) =>
    `${rows.toLocaleString("en")} row${rows === 1 ? "" : "s"} in the file, ${valid.toLocaleString("en")} ready to import`,
  problemsSummary: (count: number) =>
    `${count.toLocaleString("en")} row${count === 1 ? " has a problem" : "s have problems"}. Fix ${count === 1 ? "it" : "them"} in the file and choose it again: nothing is imported until every row is right.`,
  previewCaption: "The first rows of the file, and every row with a problem",
  rowColumn: "Row",
  problemsColumn: "Problems",
  noProblem: "OK",
  hiddenProblems: (count: number) =>
    `${count.toLocaleString("en")} more row${count === 1 ? "" : "s"} with problems ${count === 1 ? "is" : "are"} not shown.`,
  importButton: (count: number) =>
    `Import ${count.toLocaleString("en")} participant${count === 1 ? "" : "s"}`,
  chooseAnother: "Choose another file",
  cancel: "Cancel",
  importFailed: "The import failed",
} as const;
