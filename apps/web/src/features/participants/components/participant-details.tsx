import type { ReactNode } from "react";

export type ParticipantDetail = [label: string, value: ReactNode];

/** A participant's labelled facts; each card chooses the facts and the grid. */
export function ParticipantDetails({
  details,
  className,
}: {
  details: readonly ParticipantDetail[];
  className: string;
}) {
  return (
    <dl className={className}>
      {details.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
