import { type ComponentProps, useId } from "react";
import { getDescriptionIds } from "./text-field";

export type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A native select with its label, hint and error, styled like TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className = "",
  children,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const { hintId, errorId, describedBy } = getDescriptionIds(selectId, { hint, error });
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 aria-invalid:border-red-500 disabled:bg-slate-100"
        {...selectProps}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
