import type { ComponentProps } from "react";
import { controlClassName, LabelledControl, type LabelledControlProps } from "./field";

export type TextareaFieldProps = ComponentProps<"textarea"> & LabelledControlProps;

/** A multi-line text field with its label, hint and error, styled like TextField. */
export function TextareaField({
  label,
  isRequired,
  error,
  hint,
  id,
  className,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <LabelledControl {...{ label, isRequired, error, hint, id, className }}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`py-2 ${controlClassName}`}
          {...textareaProps}
        />
      )}
    </LabelledControl>
  );
}
