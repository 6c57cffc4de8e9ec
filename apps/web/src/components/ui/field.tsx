import type { ReactNode } from "react";

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

/** The look every text-like control shares; each adds only its height and padding. */
export const controlClassName =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 aria-invalid:border-red-500 disabled:bg-slate-100";

type FieldMessagesProps = {
  fieldId: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** The lasting hint and the error under a control, with the ids getDescriptionIds names. */
export function FieldMessages({ fieldId, hint, error }: FieldMessagesProps) {
  const { hintId, errorId } = getDescriptionIds(fieldId, { hint, error });
  return (
    <>
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
    </>
  );
}

type FieldProps = FieldMessagesProps & {
  label: string;
  className?: string | undefined;
  children: ReactNode;
};

/** A labelled control with its hint and error below it. */
export function Field({ fieldId, label, hint, error, className = "", children }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldMessages fieldId={fieldId} hint={hint} error={error} />
    </div>
  );
}
