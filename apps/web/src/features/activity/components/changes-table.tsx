import type { AuditEntry } from "@events/contract";
import { activityTexts } from "../messages";
import { describeChanges } from "../utils/describe-entry";

const cellClasses = "px-3 py-2 align-top [overflow-wrap:anywhere]";
const headClasses = `${cellClasses} text-xs font-semibold tracking-wide text-slate-600 uppercase`;

/**
 * Field | Before | After for each changed field. Long values wrap within their cell rather than
 * widening the page, so the table reads at a phone's width without scrolling sideways.
 */
export function ChangesTable({
  changes,
  label,
}: {
  changes: AuditEntry["changes"];
  label: string;
}) {
  const rows = describeChanges(changes);
  if (rows.length === 0) return null;
  return (
    <table
      aria-label={label}
      className="w-full table-fixed border-collapse overflow-hidden rounded-md text-left text-sm ring-1 ring-slate-200"
    >
      <colgroup>
        <col className="w-[28%]" />
        <col className="w-[36%]" />
        <col className="w-[36%]" />
      </colgroup>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headClasses}>
            {activityTexts.field}
          </th>
          <th scope="col" className={headClasses}>
            {activityTexts.before}
          </th>
          <th scope="col" className={headClasses}>
            {activityTexts.after}
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
              <td colSpan={2} className={`${cellClasses} text-slate-600 italic`}>
                {activityTexts.secretChanged}
              </td>
            ) : (
              <>
                <td className={`${cellClasses} text-slate-600`}>{row.before}</td>
                <td className={`${cellClasses} text-slate-900`}>{row.after}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
