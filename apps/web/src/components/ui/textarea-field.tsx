import { type ComponentProps, useId } from "react";
import { getDescriptionIds } from "./text-field";

export type TextareaFieldProps = ComponentProps<"textarea"> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A multi-line text field with its label, hint and error, styled like TextField. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className = "",
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const { hintId, errorId, describedBy } = getDescriptionIds(textareaId, { hint, error });
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={textareaId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 aria-invalid:border-red-500 disabled:bg-slate-100"
        {...textareaProps}
      />
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
