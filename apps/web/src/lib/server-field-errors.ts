import { ApiError, errorText, serverErrorText } from "@/lib/api-error";
import { isOneOf } from "@/lib/is-one-of";

export type FieldError<Field extends string> = { field: Field; message: string };

/** The test getFormFieldErrors asks of a detail's field: is it one of these, the form's? */
export const isFieldAmong = isOneOf;

/** The server's details that name one of a form's fields, the first per field, in the active language. */
function getDetailFieldErrors<Field extends string>(
  error: ApiError,
  isFormField: (field: string) => field is Field,
  toFormField: (field: string) => string,
): FieldError<Field>[] {
  const fieldErrors: FieldError<Field>[] = [];
  for (const detail of error.details) {
    const field = toFormField(detail.field);
    if (isFormField(field) && !fieldErrors.some((known) => known.field === field)) {
      fieldErrors.push({ field, message: errorText(detail.message, detail) });
    }
  }
  return fieldErrors;
}

/** `fieldErrors` plus one for `field`, unless the server's details already named it. */
function addFieldError<Field extends string>(
  fieldErrors: FieldError<Field>[],
  field: Field,
  message: string,
): FieldError<Field>[] {
  if (fieldErrors.some((known) => known.field === field)) return fieldErrors;
  return [...fieldErrors, { field, message }];
}

/** A refusal whose whole message is about one field, so the server may send it without details. */
export type FieldAnswer<Field extends string> = FieldError<Field> & { status?: number };

export type FormFieldErrorRules<Field extends string> = {
  /** A refusal the server may send without details, to put beside its field. */
  answer?: FieldAnswer<Field>;
  /** Renames a field the server knows by another name. */
  toFormField?: (field: string) => string;
};

/**
 * The server's refusals that belong beside a form's fields: its details (the first per field), and
 * `answer` when the server's message is that answer's (and its status, when it names one).
 * Anything but the server's answer (a network failure, a bug) belongs to no field.
 */
export function getFormFieldErrors<Field extends string>(
  error: unknown,
  isFormField: (field: string) => field is Field,
  { answer, toFormField = (field) => field }: FormFieldErrorRules<Field> = {},
): FieldError<Field>[] {
  if (!(error instanceof ApiError)) return [];
  const fieldErrors = getDetailFieldErrors(error, isFormField, toFormField);
  const isAnswer =
    answer !== undefined &&
    error.serverMessage === answer.message &&
    (answer.status === undefined || error.status === answer.status);
  if (!isAnswer) return fieldErrors;
  return addFieldError(fieldErrors, answer.field, serverErrorText(error) ?? answer.message);
}
