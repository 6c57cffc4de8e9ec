import { TextField } from "./text-field";

export type SearchFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
};

/** A labelled search box that filters a list as the user types; the browser offers no history. */
export function SearchField({ label, value, onValueChange, className }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      className={className}
      autoComplete="off"
      value={value}
      onChange={(changeEvent) => onValueChange(changeEvent.target.value)}
    />
  );
}
