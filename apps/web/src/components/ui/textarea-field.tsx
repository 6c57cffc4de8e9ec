import { type ComponentProps, useId } from "react";
import { controlClassName, Field, getDescriptionIds } from "./field";

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
  const { describedBy } = getDescriptionIds(textareaId, { hint, error });
  return (
    <Field fieldId={textareaId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`py-2 ${controlClassName}`}
        {...textareaProps}
      />
    </Field>
  );
}
