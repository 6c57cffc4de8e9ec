import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A card's short facts, each line an icon and a value; the term is for screen readers only. */
export function IconDetails({ children }: { children: ReactNode }) {
  return <dl className="flex flex-col gap-1.5 text-sm text-slate-600">{children}</dl>;
}

export type IconDetailProps = {
  icon: LucideIcon;
  /** What screen readers hear before the value: 'Venue'. */
  term: string;
  /** Lets a long value written by a user (a venue, a name) break onto more lines. */
  isWrapping?: boolean;
  children: ReactNode;
};

export function IconDetail({ icon: Icon, term, isWrapping = false, children }: IconDetailProps) {
  return (
    <div className="flex items-start gap-2">
      <dt className="sr-only">{term}</dt>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <dd className={isWrapping ? "min-w-0 break-words" : undefined}>{children}</dd>
    </div>
  );
}
