import type { ApiError } from "@/lib/api-error";

export type FieldError<Field extends string> = { field: Field; message: string };

/**
 * The server's details that name one of a form's fields, the first per field; `toFormField`
 * renames a field the server knows by another name.
 */
export function getDetailFieldErrors<Field extends string>(
  error: ApiError,
  isFormField: (field: string) => field is Field,
  toFormField: (field: string) => string = (field) => field,
): FieldError<Field>[] {
  const fieldErrors: FieldError<Field>[] = [];
  for (const detail of error.details) {
    const field = toFormField(detail.field);
    if (isFormField(field) && !fieldErrors.some((known) => known.field === field)) {
      fieldErrors.push({ field, message: detail.message });
    }
  }
  return fieldErrors;
}

/** `fieldErrors` plus one for `field`, unless the server's details already named it. */
export function addFieldError<Field extends string>(
  fieldErrors: FieldError<Field>[],
  field: Field,
  message: string,
): FieldError<Field>[] {
  if (fieldErrors.some((known) => known.field === field)) return fieldErrors;
  return [...fieldErrors, { field, message }];
}
