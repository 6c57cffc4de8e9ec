import {
  PARTICIPANT_IMPORT_FIELD_LABELS,
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
import { transferTexts } from "../transfer-messages";

/** The preview's fixed column widths: room for a phone number, an e-mail and a role's name. */
const PREVIEW_COLUMN_WIDTHS: Partial<Record<ParticipantImportField, string>> = {
  email: "w-[22%]",
  phone: "w-40",
  role: "w-28",
};

/** Each row's problems, as sentences to show beside it. */
function problemsByRow(report: ParticipantImportDryRunResponse): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  const add = (row: number, message: string) => {
    problems.set(row, [...(problems.get(row) ?? []), message]);
  };
  for (const error of report.errors) {
    const label = PARTICIPANT_IMPORT_FIELD_LABELS[error.field as ParticipantImportField];
    add(error.row, label ? `${label}: ${error.message}` : error.message);
  }
  for (const duplicate of report.duplicates) {
    add(duplicate.row, `${duplicate.email ?? duplicate.username ?? ""}: ${duplicate.message}`);
  }
  return problems;
}

/** The first rows of the checked file, each with its problems beside it. */
export function ImportPreviewTable({ report }: { report: ParticipantImportDryRunResponse }) {
  const problems = problemsByRow(report);
  const fields = PARTICIPANT_IMPORT_FIELDS.filter((field) => report.mapping[field]);
  const shownRows = new Set(report.preview.map(({ row }) => row));
  const hiddenProblemRows = [...problems.keys()].filter((row) => row > 1 && !shownRows.has(row));
  return (
    <div className="flex flex-col gap-2">
      {/* Fixed columns, so long values are cut and problems wrap within the dialog's width;
          on a narrow screen the table keeps a readable width and scrolls sideways instead. */}
      <Table label={transferTexts.previewCaption} className="min-w-[56rem] table-fixed">
        <caption className="sr-only">{transferTexts.previewCaption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-14">{transferTexts.rowColumn}</TableHead>
            {fields.map((field) => (
              <TableHead key={field} className={PREVIEW_COLUMN_WIDTHS[field]}>
                {PARTICIPANT_IMPORT_FIELD_LABELS[field]}
              </TableHead>
            ))}
            <TableHead className="w-[22%]">{transferTexts.problemsColumn}</TableHead>
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
                    <span className="text-green-700">{transferTexts.noProblem}</span>
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
          {transferTexts.hiddenProblems(hiddenProblemRows.length)}
        </p>
      ) : null}
    </div>
  );
}
