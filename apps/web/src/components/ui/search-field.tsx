import type { Ref } from "react";
import { TextField } from "./text-field";

export type SearchFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  /** What may be searched, e.g. 'Name, email or phone'. */
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled search box that filters a list as the user types; the browser offers no history. */
export function SearchField({
  label,
  value,
  onValueChange,
  className,
  placeholder,
  ref,
}: SearchFieldProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="search"
      className={className}
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(changeEvent) => onValueChange(changeEvent.target.value)}
    />
  );
}
