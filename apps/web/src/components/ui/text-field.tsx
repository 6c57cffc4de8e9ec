import { type ComponentProps, useId } from "react";
import { controlClassName, Field, getDescriptionIds } from "./field";

export type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  /** A lasting note under the field, e.g. 'Optional'; read with the field. */
  hint?: string | undefined;
};

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
  const { describedBy } = getDescriptionIds(inputId, { hint, error });
  return (
    <Field fieldId={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-10 ${controlClassName}`}
        {...inputProps}
      />
    </Field>
  );
}
