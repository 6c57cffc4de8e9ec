import type { ComponentProps } from "react";
import { controlClassName, LabelledControl, type LabelledControlProps } from "./field";

export type SelectFieldProps = ComponentProps<"select"> & LabelledControlProps;

/** A native select with its label, hint and error, styled like TextField. */
export function SelectField(props: SelectFieldProps) {
  return (
    <LabelledControl props={props}>
      {(control, { children, ...selectProps }) => (
        <select {...control} className={`h-10 ${controlClassName}`} {...selectProps}>
          {children}
        </select>
      )}
    </LabelledControl>
  );
}
