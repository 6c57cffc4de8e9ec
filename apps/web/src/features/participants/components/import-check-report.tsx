import type { ParticipantImportDryRunResponse } from "@events/contract";
import { FormAlert } from "@/components/ui/form-alert";
import { useTexts } from "@/i18n/use-texts";
import { errorText } from "@/lib/api-error";
import { ImportPreviewTable } from "./import-preview-table";

/** What the dry run found: problems with the header, how many rows are ready, and the rows. */
export function ImportCheckReport({
  report,
  faultyRows,
}: {
  report: ParticipantImportDryRunResponse;
  /** How many rows have at least one problem. */
  faultyRows: number;
}) {
  const { t } = useTexts();
  const headerProblems = report.errors.filter((problem) => problem.row === 1);
  return (
    <>
      {headerProblems.length > 0 ? (
        <FormAlert>
          {headerProblems.map((problem) => (
            <p key={problem.field}>{errorText(problem.message, problem)}</p>
          ))}
        </FormAlert>
      ) : null}
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {t("participants.import.summary", { rows: report.rows, valid: report.valid })}
      </p>
      {faultyRows > 0 && headerProblems.length === 0 ? (
        <FormAlert>{t("participants.import.problemsSummary", { count: faultyRows })}</FormAlert>
      ) : null}
      {report.preview.length > 0 && headerProblems.length === 0 ? (
        <ImportPreviewTable report={report} />
      ) : null}
    </>
  );
}
