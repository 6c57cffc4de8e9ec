import type { ComponentProps } from "react";
import { controlClassName, LabelledControl, type LabelledControlProps } from "./field";

export type TextareaFieldProps = ComponentProps<"textarea"> & LabelledControlProps;

/** A multi-line text field with its label, hint and error, styled like TextField. */
export function TextareaField(props: TextareaFieldProps) {
  return (
    <LabelledControl props={props}>
      {(control, { rows = 4, ...textareaProps }) => (
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
