import {
  type ImportRowError,
  PARTICIPANT_IMPORT_FIELDS,
  type ParticipantImportDryRunResponse,
  type ParticipantImportField,
} from "@events/contract";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useTexts } from "@/i18n/use-texts";
import { errorText } from "@/lib/api-error";
import { isOneOf } from "@/lib/is-one-of";
import { importFieldText } from "../utils/import-field-text";

/** The preview's fixed column widths: room for a phone number, an e-mail and a role's name. */
const PREVIEW_COLUMN_WIDTHS: Partial<Record<ParticipantImportField, string>> = {
  email: "w-[22%]",
  phone: "w-40",
  role: "w-28",
  language: "w-24",
};

const isImportField = isOneOf<ParticipantImportField>(PARTICIPANT_IMPORT_FIELDS);

/**
 * An answer's fault in the reader's language: its English words begin with the question's
 * label, which the label prefix puts back in the reader's order.
 */
function answerProblem(
  error: ImportRowError & { label: string },
  t: ReturnType<typeof useTexts>["t"],
): string {
  const prefix = `${error.label}: `;
  const english = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  return t("participants.import.fieldProblem", {
    field: error.label,
    problem: errorText(english, error),
  });
}

/** Each row's problems, as sentences in the reader's language to show beside it. */
function problemsByRow(
  report: ParticipantImportDryRunResponse,
  t: ReturnType<typeof useTexts>["t"],
): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  const add = (row: number, message: string) => {
    problems.set(row, [...(problems.get(row) ?? []), message]);
  };
  for (const error of report.errors) {
    const { field, label } = error;
    if (label !== undefined) {
      add(error.row, answerProblem({ ...error, label }, t));
      continue;
    }
    const problem = errorText(error.message, error);
    add(
      error.row,
      isImportField(field)
        ? t("participants.import.fieldProblem", { field: importFieldText(field), problem })
        : problem,
    );
  }
  for (const duplicate of report.duplicates) {
    add(
      duplicate.row,
      t("participants.import.fieldProblem", {
        field: duplicate.email ?? duplicate.username ?? "",
        problem: errorText(duplicate.message, duplicate),
      }),
    );
  }
  return problems;
}

/** The first rows of the checked file, each with its problems beside it. */
export function ImportPreviewTable({ report }: { report: ParticipantImportDryRunResponse }) {
  const { t } = useTexts();
  const problems = problemsByRow(report, t);
  const fields = PARTICIPANT_IMPORT_FIELDS.filter((field) => report.mapping[field]);
  const shownRows = new Set(report.preview.map(({ row }) => row));
  const hiddenProblemRows = [...problems.keys()].filter((row) => row > 1 && !shownRows.has(row));
  return (
    <div className="flex flex-col gap-2">
      {/* Fixed columns, so long values are cut and problems wrap within the dialog's width;
          on a narrow screen the table keeps a readable width and scrolls sideways instead. */}
      <Table label={t("participants.import.previewCaption")} className="min-w-[56rem] table-fixed">
        <caption className="sr-only">{t("participants.import.previewCaption")}</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-14">{t("participants.import.rowColumn")}</TableHead>
            {fields.map((field) => (
              <TableHead key={field} className={PREVIEW_COLUMN_WIDTHS[field]}>
                {importFieldText(field)}
              </TableHead>
            ))}
            <TableHead className="w-[22%]">{t("participants.import.problemsColumn")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.preview.map(({ row, values }) => {
            const rowProblems = problems.get(row) ?? [];
            return (
              <TableRow key={row} className={rowProblems.length > 0 ? "bg-red-50" : ""}>
                <TableHead scope="row" className="border-0 normal-case">
                  {row}
                </TableHead>
                {fields.map((field) => (
                  <TableCell key={field} className="truncate" title={values[field]}>
                    {values[field] ?? ""}
                  </TableCell>
                ))}
                <TableCell className="[overflow-wrap:anywhere]">
                  {rowProblems.length === 0 ? (
                    <span className="text-green-700">{t("participants.import.noProblem")}</span>
                  ) : (
                    <ul className="list-none text-red-700">
                      {rowProblems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {hiddenProblemRows.length > 0 ? (
        <p className="text-sm text-slate-600">
          {t("participants.import.hiddenProblems", { count: hiddenProblemRows.length })}
        </p>
      ) : null}
    </div>
  );
}
