import type { Event, Webhook } from "@events/contract";
import { useController } from "react-hook-form";
import type { DialogFormProps } from "@/components/ui/form-dialog";
import { FormFrame } from "@/components/ui/form-frame";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { useTexts } from "@/i18n/use-texts";
import { contractResolver } from "@/lib/contract-resolver";
import { type WebhookFormOutput, webhookFormSchema } from "../utils/webhook-form-schema";
import {
  getNewWebhookValues,
  getWebhookValues,
  type WebhookFieldError,
  type WebhookFormValues,
} from "../utils/webhook-form-values";
import { EventTypeChoices } from "./event-type-choices";

const resolver = contractResolver<WebhookFormValues, WebhookFormOutput>(webhookFormSchema);

/** The events a system admin's new webhook may be for, beside 'All events'. */
export type EventChoice = { events: readonly Pick<Event, "id" | "event_name">[] | undefined };

export type WebhookFormProps = DialogFormProps<WebhookFormOutput, WebhookFieldError> & {
  /** The webhook being edited; null for a new one. */
  webhook: Webhook | null;
  /** A new webhook's event, when the screen is about one event. */
  eventId: string | null;
  /** Offered for a new webhook on the system-wide screen; an edited one keeps its event. */
  eventChoice?: EventChoice | undefined;
  /** What the server said when it refused the webhook as a whole, not one field. */
  formMessage: string | null;
};

/** A webhook's address and event types, checked by the contract's rules before anything is sent. */
export function WebhookForm({
  webhook,
  eventId,
  eventChoice,
  formMessage,
  isBusy = false,
  serverFieldErrors,
  onSubmit,
  onCancel,
}: WebhookFormProps) {
  const { t } = useTexts();
  const { registerField, handleSubmit, control } = useFormWithServerErrors<
    WebhookFormValues,
    WebhookFormOutput
  >({
    resolver,
    defaultValues: webhook ? getWebhookValues(webhook) : getNewWebhookValues(eventId),
    serverFieldErrors,
  });
  // Registered in the form's order, which is the order a refused form focuses its first error in.
  const urlField = registerField("url");
  const eventField = registerField("event_id");
  const eventTypes = useController({ control, name: "event_types" });
  const isChoosingEvent = webhook === null && eventChoice !== undefined;

  return (
    <FormFrame
      messages={formMessage ? [formMessage] : []}
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={webhook ? t("webhooks.form.save") : t("webhooks.add")}
      busyLabel={t("webhooks.form.busy")}
      isBusy={isBusy}
      onCancel={onCancel}
      hasDivider
    >
      <TextField
        label={t("webhooks.form.url")}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        hint={t("webhooks.form.urlHint")}
        isRequired
        {...urlField}
      />
      {isChoosingEvent ? (
        <SelectField label={t("webhooks.form.event")} {...eventField}>
          <option value="">{t("webhooks.allEvents")}</option>
          {(eventChoice.events ?? []).map((event) => (
            <option key={event.id} value={event.id}>
              {event.event_name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <EventTypeChoices
        value={eventTypes.field.value}
        onChange={eventTypes.field.onChange}
        onBlur={eventTypes.field.onBlur}
        inputRef={eventTypes.field.ref}
        error={eventTypes.fieldState.error?.message}
      />
    </FormFrame>
  );
}
