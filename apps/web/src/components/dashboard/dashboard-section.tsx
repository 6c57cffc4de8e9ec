import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TitledCard } from "@/components/ui/titled-card";

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
  return (
    <TitledCard
      title={title}
      className="min-w-0"
      headerClassName="gap-3 border-b border-slate-200 px-4 py-3 sm:px-5"
      actions={
        <Link
          to={addTo}
          className="inline-flex h-9 items-center justify-center gap-2 rounded-md bg-blue-600 px-3 text-sm font-medium text-white shadow-sm transition-colors hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Link>
      }
    >
      {isEmpty ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-5">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-200">{children}</ul>
      )}
    </TitledCard>
  );
}
