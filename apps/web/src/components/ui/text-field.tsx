import { type ComponentProps, useId } from "react";

export type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  /** A lasting note under the field, e.g. 'Optional'; read with the field. */
  hint?: string | undefined;
};

/** Ids for a field's hint and error, joined for aria-describedby. */
export function getDescriptionIds(
  fieldId: string,
  { hint, error }: { hint?: string | undefined; error?: string | undefined },
) {
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return { hintId, errorId, describedBy: describedBy === "" ? undefined : describedBy };
}

export function TextField({
  label,
  error,
  hint,
  id,
  className = "",
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { hintId, errorId, describedBy } = getDescriptionIds(inputId, { hint, error });
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 aria-invalid:border-red-500 disabled:bg-slate-100"
        {...inputProps}
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
