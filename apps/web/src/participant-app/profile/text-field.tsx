import type { InputHTMLAttributes, Ref } from "react";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  id: string;
  label: string;
  /** A line under the label: what the field is for, or its format. */
  hint?: string;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled field with its hint and its error, each tied to it for screen readers. */
export function TextField({ id, label, hint, error, ref, ...inputProps }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700/40 aria-invalid:border-red-700 disabled:bg-slate-100"
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
