import {
  EVENT_TYPE_SUGGESTIONS,
  type Event,
  MAX_RETENTION_DAYS,
  REQUIRED_EVENT_FIELDS_MESSAGE,
  type UserSummary,
} from "@events/contract";
import { type ComponentProps, useId, useLayoutEffect, useRef } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { eventStatusText } from "@/components/events/event-status-text";
import { DateTimeRangeFields } from "@/components/ui/date-time-picker";
import type { DialogFormProps } from "@/components/ui/form-dialog";
import { FormFrame } from "@/components/ui/form-frame";
import { ImageField } from "@/components/ui/image-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField, type TextFieldProps } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { contractResolver } from "@/lib/contract-resolver";
import { describeRequiredField } from "@/lib/required-field";
import type { EventStatusItem } from "../api/get-event-statuses";
import { eventsTexts } from "../messages";
import { type EventFormOutput, eventFormSchema, eventImageRules } from "../utils/event-form-schema";
import {
  type EventFormState,
  getEventValues,
  getNewEventValues,
  getServerDefaultedValues,
  type NewEventDefaultsState,
  REQUIRED_EVENT_FIELDS,
  SERVER_DEFAULTED_FIELDS,
} from "../utils/event-form-values";
import type { EventFormFieldError } from "../utils/server-field-errors";
import { EventAdminChooser } from "./event-admin-chooser";
import { ThemeColorsField } from "./theme-colors-field";
import { TimeZoneField } from "./time-zone-field";

const resolver = contractResolver<EventFormState, EventFormOutput>(eventFormSchema);

/** The logo and the cover image: same rules, each showing its stored image until replaced. */
const EVENT_IMAGES = [
  { name: "logo", label: "events.form.logo", storedPath: "logo_url" },
  { name: "cover_image", label: "events.form.coverImage", storedPath: "cover_image_url" },
] as const;

const CONTACT_FIELDS = [
  { name: "contact_person_name", label: "events.form.contactName" },
  { name: "contact_person_email", label: "events.form.contactEmail", type: "email" },
  { name: "contact_person_phone", label: "events.form.contactPhone", type: "tel" },
] as const;

const SOCIAL_LINK_FIELDS = [
  { name: "facebook_link", label: "events.form.facebook" },
  { name: "x_link", label: "events.form.x" },
  { name: "youtube_link", label: "events.form.youtube" },
  { name: "instagram_link", label: "events.form.instagram" },
  { name: "website_link", label: "events.form.website" },
] as const;

const SOCIAL_LINK_INPUT = { type: "url", inputMode: "url", placeholder: "https://" } as const;

/**
 * A titled group of text inputs, one per field, each taking the group's `inputProps` and then
 * its own; `className` sets the group's columns on wider screens.
 */
function TextFieldGroup<TName extends string>({
  legend,
  className,
  fields,
  inputProps,
  registerField,
}: {
  legend: string;
  className: string;
  /** Each field's label is its message's key, so the group shows it in the active language. */
  fields: readonly ({ name: TName; label: MessageId } & ComponentProps<"input">)[];
  inputProps?: ComponentProps<"input">;
  registerField: (name: TName) => Partial<TextFieldProps>;
}) {
  const { t } = useTexts();
  return (
    <fieldset className={`grid min-w-0 grid-cols-1 gap-4 ${className}`}>
      <legend className="mb-3 text-sm font-semibold text-slate-900">{legend}</legend>
      {fields.map(({ name, label, ...fieldProps }) => (
        <TextField
          key={name}
          label={t(label)}
          autoComplete="off"
          {...inputProps}
          {...fieldProps}
          {...registerField(name)}
        />
      ))}
    </fieldset>
  );
}

export type EventFormMode = "create" | "edit";

export type EventFormProps = DialogFormProps<EventFormOutput, EventFormFieldError> & {
  mode: EventFormMode;
  /** The event being edited; its values fill the form once, when the form mounts. */
  event?: Event | null;
  /** The server's statuses; an event's own status is offered even if the list lacks it. */
  statuses: readonly EventStatusItem[];
  eventAdmins: readonly UserSummary[];
  isLoadingAdmins?: boolean;
  /** Chosen for a new event (an event admin's own id). */
  defaultEventAdminId?: string | null;
  /**
   * The server's zone and retention for a new event: the form shows them before saving, so that
   * an empty retention means "keep" as it does everywhere. An edit ignores them.
   */
  newEventDefaults: NewEventDefaultsState;
  submitLabel: string;
};

export function EventForm({
  mode,
  event,
  statuses,
  eventAdmins,
  isLoadingAdmins = false,
  defaultEventAdminId,
  newEventDefaults,
  submitLabel,
  isBusy = false,
  serverFieldErrors,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const { t } = useTexts();
  const typeSuggestionsId = useId();
  const editedEvent = mode === "edit" ? event : null;
  // An edit shows the event's own zone and retention; the defaults are for a new event only.
  const defaultsStatus = editedEvent ? null : newEventDefaults.status;
  const serverDefaults =
    !editedEvent && newEventDefaults.status === "loaded" ? newEventDefaults.defaults : undefined;
  const {
    register,
    registerField,
    control,
    handleSubmit,
    setError,
    trigger,
    resetField,
    formState: { errors },
  } = useFormWithServerErrors<EventFormState, EventFormOutput>({
    resolver,
    defaultValues: editedEvent
      ? getEventValues(editedEvent)
      : getNewEventValues(defaultEventAdminId, new Date(), serverDefaults),
    serverFieldErrors,
  });

  // Until the defaults are known the zone and the retention wait, disabled: a save meanwhile
  // leaves both out of the request, and the server gives the event its defaults all the same.
  const isWaitingForDefaults = defaultsStatus === "loading";
  const defaultedFieldOptions = { disabled: isWaitingForDefaults };
  const waitingProps = isWaitingForDefaults ? { placeholder: eventsTexts.defaultLoading } : {};
  const retentionHint =
    defaultsStatus === "failed"
      ? `${t("events.form.retentionHelp")} ${eventsTexts.retentionDefaultUnknown}`
      : t("events.form.retentionHelp");

  // Defaults that come in after the form opened fill the two fields once, before anything can be
  // typed into them (a layout effect runs in the commit that enables them). They are the admin's
  // from then on: a later answer (a refetch) is ignored rather than overwrite what was typed.
  const hasSettledDefaults = useRef(!isWaitingForDefaults);
  useLayoutEffect(() => {
    if (hasSettledDefaults.current || isWaitingForDefaults) return;
    hasSettledDefaults.current = true;
    if (!serverDefaults) return;
    const values = getServerDefaultedValues(serverDefaults);
    for (const field of SERVER_DEFAULTED_FIELDS) {
      resetField(field, { defaultValue: values[field] });
    }
  }, [isWaitingForDefaults, serverDefaults, resetField]);

  function showMissingRequired(invalid: FieldErrors<EventFormState>) {
    if (REQUIRED_EVENT_FIELDS.some((field) => invalid[field] !== undefined)) {
      setError("root", { type: "required", message: t("events.form.requiredFields") });
    }
  }

  function describeRequired(field: (typeof REQUIRED_EVENT_FIELDS)[number]): string | undefined {
    const error = errors[field];
    return describeRequiredField(error, {
      isMissing: error?.message === REQUIRED_EVENT_FIELDS_MESSAGE,
      missingText: eventsTexts.requiredFieldTexts[field],
    });
  }

  /** A required input's binding together with its text, so each names its field once. */
  function registerRequired(field: (typeof REQUIRED_EVENT_FIELDS)[number]) {
    return { ...register(field), error: describeRequired(field) };
  }

  const statusOptions = statuses.some(({ value }) => value === event?.event_status)
    ? statuses
    : [
        ...statuses,
        ...(event
          ? [
              {
                value: event.event_status,
                name: event.event_status,
                label: event.event_status,
              },
            ]
          : []),
      ];

  return (
    <FormFrame
      messages={errors.root?.message ? [errors.root.message] : []}
      spacing="lg"
      onSubmit={handleSubmit(onSubmit, showMissingRequired)}
      submitLabel={submitLabel}
      busyLabel={t("events.form.processing")}
      isBusy={isBusy}
      onCancel={onCancel}
      hasDivider
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t("events.form.eventName")}
          className="sm:col-span-2"
          isRequired
          autoComplete="off"
          {...registerRequired("event_name")}
        />
        <SelectField
          label={t("events.form.eventStatus")}
          isRequired
          {...registerRequired("event_status")}
        >
          {statusOptions.map((status) => (
            <option key={status.value} value={status.value}>
              {eventStatusText(status.value, status.label)}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField
            label={t("events.form.eventType")}
            list={typeSuggestionsId}
            isRequired
            autoComplete="off"
            {...registerRequired("event_type")}
          />
          <datalist id={typeSuggestionsId}>
            {EVENT_TYPE_SUGGESTIONS.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="event_admin_id"
            render={({ field }) => (
              <EventAdminChooser
                admins={eventAdmins}
                isLoading={isLoadingAdmins}
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isBusy}
                error={describeRequired("event_admin_id")}
              />
            )}
          />
        </div>
        <TextField
          label={t("events.form.expectedAttendees")}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...registerField("invitee_number")}
        />
        <TextField label={t("events.form.venue")} autoComplete="off" {...registerField("venue")} />
        <TextareaField
          label={t("events.form.description")}
          className="sm:col-span-2"
          {...registerField("description")}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2">
          <input type="checkbox" className="size-4 accent-blue-600" {...register("isBranded")} />
          {t("events.form.branded")}
        </label>
      </div>

      <DateTimeRangeFields
        control={control}
        startName="event_datetime"
        endName="end_datetime"
        disabled={isBusy}
      />
      <TimeZoneField {...waitingProps} {...registerField("time_zone", defaultedFieldOptions)} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {EVENT_IMAGES.map(({ name, label, storedPath }) => (
          <ImageField
            key={name}
            control={control}
            name={name}
            trigger={trigger}
            label={t(label)}
            rules={eventImageRules}
            hint={t("events.form.imageHint")}
            currentImagePath={event?.[storedPath]}
            disabled={isBusy}
          />
        ))}
      </div>

      <TextFieldGroup
        legend={t("events.form.contactPerson")}
        className="sm:grid-cols-3"
        fields={CONTACT_FIELDS}
        registerField={registerField}
      />

      <Controller
        control={control}
        name="theme_colors"
        render={({ field }) => (
          <ThemeColorsField
            value={field.value}
            onChange={field.onChange}
            disabled={isBusy}
            getError={(index) => errors.theme_colors?.[index]?.message}
            listError={errors.theme_colors?.message ?? errors.theme_colors?.root?.message}
          />
        )}
      />

      <TextFieldGroup
        legend={t("events.form.socialLinks")}
        className="sm:grid-cols-2"
        fields={SOCIAL_LINK_FIELDS}
        inputProps={SOCIAL_LINK_INPUT}
        registerField={registerField}
      />

      {/* Beyond the specification's fields, so its form reads as it always did above. */}
      <TextField
        label={eventsTexts.retentionDaysLabel}
        type="number"
        min={1}
        max={MAX_RETENTION_DAYS}
        step={1}
        inputMode="numeric"
        hint={retentionHint}
        {...waitingProps}
        {...registerField("retention_days", defaultedFieldOptions)}
      />
    </FormFrame>
  );
}
