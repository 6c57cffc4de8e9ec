import { type ReactNode, useState } from "react";
import type { DefaultValues, FieldPath, FieldValues, Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormMessagesAlert } from "@/components/ui/form-alert";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { ApiError, describeError, serverErrorText } from "@/lib/api-error";
import { type FieldError, getFormFieldErrors } from "@/lib/server-field-errors";

export type LinkFormOptions<TValues extends FieldValues, Field extends FieldPath<TValues>> = {
  resolver: Resolver<TValues, unknown, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** Sends the form with the link's secret; throws the server's refusal. */
  submit: (values: TValues) => Promise<void>;
  isFormField: (field: string) => field is Field;
  /** The secret was refused (used, expired, unknown): the page says so instead of the form. */
  onRefused: (message: string) => void;
  /** Said when the answer says nothing itself. */
  fallback: string;
};

/**
 * The form of a page opened from a link with a secret (pairing a device, choosing a password):
 * the server's refusal of a field goes beside it, its refusal of the secret ends the form, and
 * anything else (no network, too many tries) is said above the fields, to try again.
 */
export function useLinkForm<TValues extends FieldValues, Field extends FieldPath<TValues>>({
  resolver,
  defaultValues,
  submit,
  isFormField,
  onRefused,
  fallback,
}: LinkFormOptions<TValues, Field>) {
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldError<Field>[]>();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useFormWithServerErrors<TValues, TValues>({
    resolver,
    defaultValues,
    serverFieldErrors,
  });

  async function submitValid(values: TValues) {
    setMessages([]);
    try {
      await submit(values);
    } catch (error) {
      const fieldErrors = getFormFieldErrors(error, isFormField);
      if (error instanceof ApiError && error.status === 400 && fieldErrors.length === 0) {
        onRefused(serverErrorText(error) ?? fallback);
        return;
      }
      setServerFieldErrors(fieldErrors);
      if (fieldErrors.length === 0) setMessages([describeError(error, fallback)]);
    }
  }

  return {
    registerField: form.registerField,
    onSubmit: form.handleSubmit(submitValid),
    messages,
    isBusy: form.formState.isSubmitting,
  };
}

/** The fields of a link's page, what went wrong above them and the one wide button below. */
export function LinkForm({
  form,
  submitLabel,
  busyLabel,
  children,
}: {
  form: Pick<ReturnType<typeof useLinkForm>, "onSubmit" | "messages" | "isBusy">;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
      <FormMessagesAlert messages={form.messages} />
      {children}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={form.isBusy}
        aria-busy={form.isBusy || undefined}
      >
        {form.isBusy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
