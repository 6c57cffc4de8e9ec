import { type ComponentProps, useId } from "react";
import { getDescriptionIds } from "@/components/ui/field";

export type CheckboxFieldProps = Omit<ComponentProps<"input">, "type"> & {
  label: string;
  /** A lasting note under the label, read with the box. */
  hint?: string | undefined;
};

/** A checkbox with its label beside it and an optional note under the label. */
export function CheckboxField({
  label,
  hint,
  id,
  className = "",
  ...inputProps
}: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { hintId, describedBy } = getDescriptionIds(inputId, { hint });
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={describedBy}
        className="mt-0.5 size-4 shrink-0 accent-blue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        {...inputProps}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
