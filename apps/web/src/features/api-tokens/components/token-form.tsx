import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormFrame } from "@/components/ui/form-frame";
import { TextField } from "@/components/ui/text-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { contractResolver } from "@/lib/contract-resolver";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";
import {
  type CreateTokenOutput,
  TOKEN_FORM_DEFAULTS,
  type TokenFormField,
  type TokenFormValues,
  toFormField,
  tokenFormSchema,
} from "../utils/token-form";
import { EventFields } from "./event-fields";
import { ExpiryFields } from "./expiry-fields";
import { ScopeFields } from "./scope-fields";

const resolver = contractResolver<TokenFormValues, CreateTokenOutput>(tokenFormSchema);
const isTokenFormField = isFieldAmong<TokenFormField>([
  "name",
  "scopes",
  "events",
  "event_ids",
  "expiry",
  "expiry_date",
]);

export type TokenFormProps = {
  /** Resolves once the token is made; throws the server's refusal, which the form shows. */
  onCreate: (request: CreateTokenOutput) => Promise<void>;
  onCancel: () => void;
  isBusy: boolean;
};

/**
 * A new token's name, scopes, events and expiry, checked by the contract's request schema; a
 * refusal is shown beside its field, and nothing typed or checked is lost.
 */
export function TokenForm({ onCreate, onCancel, isBusy }: TokenFormProps) {
  const { t } = useTexts();
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldError<TokenFormField>[]>();
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const { control, register, registerField, handleSubmit, watch, getValues, setValue, formState } =
    useFormWithServerErrors<TokenFormValues, CreateTokenOutput>({
      resolver,
      defaultValues: TOKEN_FORM_DEFAULTS,
      serverFieldErrors,
    });
  const { errors } = formState;

  async function submitValid(request: CreateTokenOutput) {
    setFormMessages([]);
    try {
      await onCreate(request);
    } catch (error) {
      const { expiry } = getValues();
      const fieldErrors = getFormFieldErrors(error, isTokenFormField, {
        toFormField: (field) => toFormField(field, { expiry }),
      });
      setServerFieldErrors(fieldErrors);
      // The limit of tokens, a lost connection: said above the form, which keeps its values.
      if (fieldErrors.length === 0) {
        setFormMessages([describeError(error, t("api-tokens.create.failed"))]);
      }
    }
  }

  return (
    <FormFrame
      label={t("api-tokens.create.title")}
      messages={formMessages}
      onSubmit={handleSubmit(submitValid)}
      submitLabel={t("api-tokens.create.button")}
      busyLabel={t("api-tokens.create.busy")}
      isBusy={isBusy}
      onCancel={onCancel}
      hasDivider
    >
      <TextField
        label={t("api-tokens.form.name")}
        hint={t("api-tokens.form.nameHint")}
        autoComplete="off"
        isRequired
        {...registerField("name")}
      />
      <Controller
        control={control}
        name="scopes"
        render={({ field }) => (
          <ScopeFields
            value={field.value}
            onChange={field.onChange}
            error={errors.scopes?.message}
            disabled={isBusy}
          />
        )}
      />
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <EventFields
            events={field.value}
            onEventsChange={field.onChange}
            onEventIdsChange={(eventIds) =>
              setValue("event_ids", eventIds, { shouldValidate: formState.isSubmitted })
            }
            error={errors.event_ids?.message}
            disabled={isBusy}
          />
        )}
      />
      <ExpiryFields
        expiry={watch("expiry")}
        expiryRegistration={register("expiry")}
        expiryError={errors.expiry?.message}
        dateRegistration={register("expiry_date")}
        dateError={errors.expiry_date?.message}
      />
    </FormFrame>
  );
}
