import type { ComponentProps } from "react";
import { controlClassName, LabelledControl, type LabelledControlProps } from "./field";

export type TextFieldProps = ComponentProps<"input"> & LabelledControlProps;

export function TextField(props: TextFieldProps) {
  return (
    <LabelledControl props={props}>
      {(control, inputProps) => (
        <input {...control} className={`h-10 ${controlClassName}`} {...inputProps} />
      )}
    </LabelledControl>
  );
}
