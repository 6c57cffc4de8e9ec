import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCount } from "@/components/charts/chart-format";
import { useTexts } from "@/i18n/use-texts";

export type CountCardProps = { label: string; count: number; to: string; icon: LucideIcon };

/** A count that links to its list; the link reads as 'Total Events 12'. */
export function CountCard({ label, count, to, icon: Icon }: CountCardProps) {
  useTexts();
  return (
    <Link
      to={to}
      className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-blue-300 hover:bg-blue-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-slate-600">{label}</span>
        <span className="mt-1 text-3xl font-semibold text-slate-900">{formatCount(count)}</span>
      </span>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
    </Link>
  );
}

/** A dashboard's row of counts, side by side from small screens up. */
export function CountCardRow({ cards }: { cards: readonly CountCardProps[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <CountCard key={card.to} {...card} />
      ))}
    </div>
  );
}
