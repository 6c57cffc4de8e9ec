import type { ReactNode } from "react";

export type TokenFieldsetProps = {
  legend: string;
  /** The ids of what describes the group (its error), from getDescriptionIds. */
  describedBy: string | undefined;
  children: ReactNode;
};

/** One of the token form's groups of choices (its events, its expiry) under its legend. */
export function TokenFieldset({ legend, describedBy, children }: TokenFieldsetProps) {
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {children}
    </fieldset>
  );
}
