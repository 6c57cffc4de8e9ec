import type { ComponentProps } from "react";
import { controlClassName, LabelledControl, type LabelledControlProps } from "./field";

export type TextFieldProps = ComponentProps<"input"> & LabelledControlProps;

export function TextField({
  label,
  isRequired,
  error,
  hint,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <LabelledControl {...{ label, isRequired, error, hint, id, className }}>
      {(control) => <input {...control} className={`h-10 ${controlClassName}`} {...inputProps} />}
    </LabelledControl>
  );
}
