import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormProps,
  useForm,
} from "react-hook-form";
import { useServerFieldErrors } from "./use-server-field-errors";

export type FormWithServerErrorsOptions<TValues extends FieldValues, TOutput> = UseFormProps<
  TValues,
  unknown,
  TOutput
> & {
  /** The server's refusals of single fields, shown beside them; a new list replaces the last. */
  serverFieldErrors: readonly { field: FieldPath<TValues>; message: string }[] | undefined;
};

/**
 * A react-hook-form form that marks the server's refusals beside their fields. Its
 * registerField binds an input together with that field's own error message, as TextField,
 * SelectField and TextareaField take it.
 */
export function useFormWithServerErrors<TValues extends FieldValues, TOutput>({
  serverFieldErrors,
  ...options
}: FormWithServerErrorsOptions<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>(options);
  useServerFieldErrors(serverFieldErrors, form.setError);

  function registerField<TName extends FieldPath<TValues>>(
    name: TName,
    registerOptions?: RegisterOptions<TValues, TName>,
  ) {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return { ...form.register(name, registerOptions), error: error?.message };
  }

  return { ...form, registerField };
}
