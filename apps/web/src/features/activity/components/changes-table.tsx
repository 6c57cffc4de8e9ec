import type { AuditEntry } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";
import { describeChanges } from "../utils/describe-entry";

const cellClasses = "px-2 py-2 align-top sm:px-3";
// A value (a long address, a link) may break anywhere; a field's name only between words.
const valueClasses = `${cellClasses} [overflow-wrap:anywhere]`;
const headClasses = `${cellClasses} text-xs font-semibold tracking-wide text-slate-600 uppercase`;

/**
 * Field | Before | After for each changed field. Long values wrap within their cell rather than
 * widening the page, so the table reads at a phone's width without scrolling sideways; there the
 * field's column takes the width of its longest word, from sm up the columns are fixed.
 */
export function ChangesTable({
  changes,
  label,
}: {
  changes: AuditEntry["changes"];
  label: string;
}) {
  const { t } = useTexts();
  const rows = describeChanges(changes);
  if (rows.length === 0) return null;
  return (
    <table
      aria-label={label}
      className="w-full border-collapse sm:table-fixed overflow-hidden rounded-md text-start text-sm ring-1 ring-slate-200"
    >
      <colgroup>
        <col className="w-[28%]" />
        <col className="w-[36%]" />
        <col className="w-[36%]" />
      </colgroup>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headClasses}>
            {t("activity.changes.field")}
          </th>
          <th scope="col" className={headClasses}>
            {t("activity.changes.before")}
          </th>
          <th scope="col" className={headClasses}>
            {t("activity.changes.after")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row" className={`${cellClasses} font-medium text-slate-900`}>
              {row.label}
            </th>
            {row.isSecret ? (
              <td colSpan={2} className={`${valueClasses} text-slate-600 italic`}>
                {t("activity.changes.secretChanged")}
              </td>
            ) : (
              <>
                <td className={`${valueClasses} text-slate-600`}>{row.before}</td>
                <td className={`${valueClasses} text-slate-900`}>{row.after}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
