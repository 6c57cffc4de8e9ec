import { Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";

/** The dashboards' recent lists show 3 items (spec doc 1 §9, doc 2 §9). */
export const RECENT_ITEMS_COUNT = 3;

export type DashboardSectionProps = {
  title: string;
  addLabel: string;
  addTo: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** A titled card with an add link and a short list, or its empty text. */
export function DashboardSection({
  title,
  addLabel,
  addTo,
  emptyText,
  isEmpty,
  children,
}: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to={addTo}
          className="inline-flex h-9 items-center justify-center gap-2 rounded-md bg-blue-600 px-3 text-sm font-medium text-white shadow-sm transition-colors hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Link>
      </div>
      {isEmpty ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-5">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-200">{children}</ul>
      )}
    </section>
  );
}
