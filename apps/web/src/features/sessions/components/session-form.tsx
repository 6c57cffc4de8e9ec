import { findClashesWith, SESSION_MESSAGES, type Session } from "@events/contract";
import { useState } from "react";
import { type FieldErrors, type RegisterOptions, useWatch } from "react-hook-form";
import { DateTimeRangeFields } from "@/components/ui/date-time-picker";
import type { DialogFormProps } from "@/components/ui/form-dialog";
import { FormFrame } from "@/components/ui/form-frame";
import { ImageField } from "@/components/ui/image-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { useTexts } from "@/i18n/use-texts";
import { contractResolver } from "@/lib/contract-resolver";
import { describeRequiredField } from "@/lib/required-field";
import { sessionsTexts } from "../messages";
import type { SessionFormFieldError } from "../utils/server-field-errors";
import { getSessionTypeText } from "../utils/session-display";
import {
  type SessionFormOutput,
  sessionFormSchema,
  sessionImageRules,
} from "../utils/session-form-schema";
import {
  getNewSessionValues,
  getSessionValues,
  REQUIRED_SESSION_FIELDS,
  SESSION_DATE_FIELDS,
  type SessionFormValues,
} from "../utils/session-form-values";
import type { SessionTypeOption } from "../utils/session-type-options";
import { ClashWarning } from "./clash-warning";

/** The clashes found on a Save, with the times and venue they were found for. */
type ClashWarningState = { venue: string; start: string; end: string; clashes: Session[] };

const resolver = contractResolver<SessionFormValues, SessionFormOutput>(sessionFormSchema);

export type SessionFormProps = DialogFormProps<SessionFormOutput, SessionFormFieldError> & {
  /** The session's event, sent as event_id. */
  eventId: string;
  /** The session being edited; its values fill the form once, when the form mounts. */
  session?: Session | null;
  /** The types offered; an edited session's own type is offered even if the list lacks it. */
  typeOptions: readonly SessionTypeOption[];
  /**
   * The event's sessions as loaded, to warn before saving into a venue taken at that time; the
   * session being edited is among them and never clashes with itself.
   */
  eventSessions?: readonly Session[] | undefined;
  /** For tests: the moment the new session's default start is worked out from. */
  now?: Date;
};

export function SessionForm({
  eventId,
  session,
  typeOptions,
  eventSessions,
  isBusy = false,
  serverFieldErrors,
  onSubmit,
  onCancel,
  now,
}: SessionFormProps) {
  const { t } = useTexts();
  const isEditing = Boolean(session);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const {
    register,
    registerField,
    control,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitted },
  } = useFormWithServerErrors<SessionFormValues, SessionFormOutput>({
    resolver,
    defaultValues: session ? getSessionValues(session) : getNewSessionValues(eventId, now),
    serverFieldErrors,
  });
  const sessionType = useWatch({ control, name: "session_type" });
  const isOther = sessionType === "other";
  const [venue, start, end] = useWatch({
    control,
    name: ["venue", "start_datetime", "end_datetime"],
  });
  const [clashWarning, setClashWarning] = useState<ClashWarningState | null>(null);
  // A warning holds only for the times and venue it was given for: changing any of them takes it
  // away, and the next Save checks again.
  const shownClashes =
    clashWarning &&
    clashWarning.venue === venue &&
    clashWarning.start === start &&
    clashWarning.end === end
      ? clashWarning.clashes
      : null;

  /** Whether a required field's error means it is missing (not, say, too long). */
  function isMissing(
    field: (typeof REQUIRED_SESSION_FIELDS)[number],
    invalid: FieldErrors<SessionFormValues>,
  ): boolean {
    const error = invalid[field];
    if (!error || error.type === "server") return false;
    // An empty type fails the contract's enum, whose message lists the values.
    return field === "session_type" || error.message === SESSION_MESSAGES.requiredFields;
  }

  function showFormMessages(invalid: FieldErrors<SessionFormValues>) {
    const messages: string[] = [];
    const isDateMissing = SESSION_DATE_FIELDS.some(
      (field) => invalid[field]?.message === SESSION_MESSAGES.datesRequired,
    );
    if (isDateMissing) messages.push(t("sessions.form.datesRequired"));
    if (REQUIRED_SESSION_FIELDS.some((field) => isMissing(field, invalid))) {
      messages.push(t("sessions.form.requiredFields"));
    }
    setFormMessages(messages);
  }

  function submitValid(values: SessionFormOutput) {
    setFormMessages([]);
    if (!shownClashes) {
      const clashes = findClashesWith(
        {
          id: session?.id,
          venue: values.venue ?? null,
          start_datetime: values.start_datetime,
          end_datetime: values.end_datetime,
        },
        eventSessions ?? [],
      );
      if (clashes.length > 0) {
        // Not saved yet: the admin reads whom it clashes with, then changes it or saves anyway.
        setClashWarning({ venue, start, end, clashes });
        return;
      }
    }
    return onSubmit(values);
  }

  function describeRequired(field: (typeof REQUIRED_SESSION_FIELDS)[number]): string | undefined {
    return describeRequiredField(errors[field], {
      isMissing: isMissing(field, errors),
      missingText: sessionsTexts.requiredFieldTexts[field],
    });
  }

  /** A required input's binding together with its text, so each names its field once. */
  function registerRequired(
    field: (typeof REQUIRED_SESSION_FIELDS)[number],
    options?: RegisterOptions<SessionFormValues, typeof field>,
  ) {
    return { ...register(field, options), error: describeRequired(field) };
  }

  const ownType = session?.session_type;
  const options =
    ownType && !typeOptions.some(({ value }) => value === ownType)
      ? [...typeOptions, { value: ownType, name: getSessionTypeText(ownType) }]
      : typeOptions;

  const submitLabel = shownClashes
    ? sessionsTexts.saveAnyway
    : isEditing
      ? sessionsTexts.updateSubmit
      : sessionsTexts.createSubmit;

  return (
    <FormFrame
      messages={formMessages}
      onSubmit={handleSubmit(submitValid, showFormMessages)}
      submitLabel={submitLabel}
      busyLabel={sessionsTexts.saving}
      isBusy={isBusy}
      onCancel={onCancel}
      hasDivider
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t("sessions.form.name")}
          className="sm:col-span-2"
          isRequired
          autoComplete="off"
          {...registerRequired("name")}
        />
        <SelectField
          label={t("sessions.form.type")}
          isRequired
          {...registerRequired("session_type", {
            onChange: () => {
              if (isSubmitted) void trigger("other_session_type");
            },
          })}
        >
          <option value="">{t("sessions.form.chooseType")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </SelectField>
        {isOther ? (
          <TextField
            label={t("sessions.form.otherType")}
            isRequired
            autoComplete="off"
            {...registerField("other_session_type")}
          />
        ) : null}
        <TextareaField
          label={t("sessions.form.description")}
          className="sm:col-span-2"
          rows={3}
          {...registerField("description")}
        />
        <TextField
          label={t("sessions.form.venue")}
          className="sm:col-span-2"
          autoComplete="off"
          {...registerField("venue")}
        />
      </div>

      <DateTimeRangeFields
        control={control}
        startName="start_datetime"
        endName="end_datetime"
        isRequired
        disabled={isBusy}
      />

      <ImageField
        control={control}
        name="image"
        trigger={trigger}
        label={t("sessions.form.image")}
        rules={sessionImageRules}
        hint={t("sessions.form.imageHint")}
        currentImagePath={getValues("image_url")}
        disabled={isBusy}
      />

      {shownClashes ? <ClashWarning clashes={shownClashes} day={start.slice(0, 10)} /> : null}
    </FormFrame>
  );
}
