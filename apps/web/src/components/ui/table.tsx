import type { ComponentProps } from "react";

/** A table that scrolls sideways inside its own box instead of widening the page. */
export function Table({ className = "", ...props }: ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className={`w-full border-collapse text-left text-sm ${className}`} {...props} />
    </div>
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
