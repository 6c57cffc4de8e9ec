import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

/** A titled card of the details page; its heading names the region for screen readers. */
export function DetailsCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id={headingId}
        className="mb-4 flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        {Icon ? <Icon aria-hidden="true" className="size-5 text-slate-400" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
