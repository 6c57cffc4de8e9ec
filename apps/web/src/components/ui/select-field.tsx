import { type ComponentProps, useId } from "react";
import { controlClassName, Field, getDescriptionIds } from "./field";

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
  const { describedBy } = getDescriptionIds(selectId, { hint, error });
  return (
    <Field fieldId={selectId} label={label} hint={hint} error={error} className={className}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-10 ${controlClassName}`}
        {...selectProps}
      >
        {children}
      </select>
    </Field>
  );
}
