import type { ComponentProps } from "react";

/**
 * A table that scrolls sideways inside its own box instead of widening the page. The box takes
 * keyboard focus, so a keyboard can scroll it too; `label` names it for screen readers.
 */
export function Table({
  className = "",
  label,
  ...props
}: ComponentProps<"table"> & { label?: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <table className={`w-full border-collapse text-start text-sm ${className}`} {...props} />
    </section>
  );
}

export function TableHeader({ className = "", ...props }: ComponentProps<"thead">) {
  return <thead className={`bg-slate-50 ${className}`} {...props} />;
}

export function TableBody({ className = "", ...props }: ComponentProps<"tbody">) {
  return <tbody className={`divide-y divide-slate-200 ${className}`} {...props} />;
}

export function TableRow({ className = "", ...props }: ComponentProps<"tr">) {
  return <tr className={`hover:bg-slate-50 ${className}`} {...props} />;
}

export function TableHead({ className = "", scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      scope={scope}
      className={`border-b border-slate-200 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${className}`}
      {...props}
    />
  );
}

export function TableCell({ className = "", ...props }: ComponentProps<"td">) {
  return <td className={`px-4 py-3 align-middle text-slate-700 ${className}`} {...props} />;
}

/** A table's header row: one column heading per label, in order. */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {labels.map((label) => (
          <TableHead key={label}>{label}</TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
