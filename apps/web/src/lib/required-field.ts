import type { FieldError } from "react-hook-form";

/** Empty or only spaces: what every form treats as a missing required value. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? "").trim() === "";
}

/**
 * The text beside a required field. A missing value is named in the form's own words (the
 * form-wide 'fill all required fields' message is said once, above the form); any other error,
 * such as a server refusal or a wrong format, is shown as it is.
 */
export function describeRequiredField(
  error: FieldError | undefined,
  { isMissing, missingText }: { isMissing: boolean; missingText: string },
): string | undefined {
  if (!error) return undefined;
  return error.type !== "server" && isMissing ? missingText : error.message;
}
