import { SESSION_MESSAGES, SESSION_TYPE_LABELS, type Session } from "@events/contract";
import { useEffect, useState } from "react";
import { Controller, type FieldErrors, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DateTimePicker } from "@/components/ui/date-time-picker";
import { FormAlert } from "@/components/ui/form-alert";
import { ImagePicker } from "@/components/ui/image-picker";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { contractResolver } from "@/lib/contract-resolver";
import { toAcceptAttribute } from "@/lib/file-rules";
import { resolveMediaUrl } from "@/lib/media";
import { addMinutes, isBefore } from "@/lib/wall-clock";
import { sessionsTexts } from "../messages";
import type { SessionFormFieldError } from "../utils/server-field-errors";
import {
  getNewSessionValues,
  getSessionValues,
  REQUIRED_SESSION_FIELDS,
  SESSION_DATE_FIELDS,
  SESSION_IMAGE_HINT,
  type SessionFormOutput,
  type SessionFormValues,
  sessionFormSchema,
  sessionImageRules,
} from "../utils/session-form-schema";
import type { SessionTypeOption } from "../utils/session-type-options";

const resolver = contractResolver<SessionFormValues, SessionFormOutput>(sessionFormSchema);

/** Beside each empty required field, words naming it; the form says the contract's text once. */
const REQUIRED_FIELD_TEXTS: Record<(typeof REQUIRED_SESSION_FIELDS)[number], string> = {
  name: "Session name is required",
  session_type: "Session type is required",
};

export type SessionFormProps = {
  /** The session's event, sent as event_id. */
  eventId: string;
  /** The session being edited; its values fill the form once, when the form mounts. */
  session?: Session | null;
  /** The types offered; an edited session's own type is offered even if the list lacks it. */
  typeOptions: readonly SessionTypeOption[];
  isBusy?: boolean;
  /** The server's refusals of single fields, shown beside them; a new list replaces the last. */
  serverFieldErrors?: readonly SessionFormFieldError[] | undefined;
  onSubmit: (values: SessionFormOutput) => void | Promise<void>;
  onCancel: () => void;
  /** For tests: the moment the new session's default start is worked out from. */
  now?: Date;
};

export function SessionForm({
  eventId,
  session,
  typeOptions,
  isBusy = false,
  serverFieldErrors,
  onSubmit,
  onCancel,
  now,
}: SessionFormProps) {
  const isEditing = Boolean(session);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<SessionFormValues, unknown, SessionFormOutput>({
    resolver,
    defaultValues: session ? getSessionValues(session) : getNewSessionValues(eventId, now),
  });
  const sessionType = useWatch({ control, name: "session_type" });
  const start = useWatch({ control, name: "start_datetime" });
  const isOther = sessionType === "other";

  useEffect(() => {
    if (!serverFieldErrors) return;
    for (const { field, message } of serverFieldErrors) {
      setError(field, { type: "server", message }, { shouldFocus: false });
    }
  }, [serverFieldErrors, setError]);

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
    if (isDateMissing) messages.push(SESSION_MESSAGES.datesRequired);
    if (REQUIRED_SESSION_FIELDS.some((field) => isMissing(field, invalid))) {
      messages.push(SESSION_MESSAGES.requiredFields);
    }
    setFormMessages(messages);
  }

  function submitValid(values: SessionFormOutput) {
    setFormMessages([]);
    return onSubmit(values);
  }

  function describeRequired(field: (typeof REQUIRED_SESSION_FIELDS)[number]): string | undefined {
    // Beside the field, words naming what is needed read better than the form-wide text.
    return isMissing(field, errors) ? REQUIRED_FIELD_TEXTS[field] : errors[field]?.message;
  }

  const ownType = session?.session_type;
  const options =
    ownType && !typeOptions.some(({ value }) => value === ownType)
      ? [...typeOptions, { value: ownType, name: SESSION_TYPE_LABELS[ownType] ?? ownType }]
      : typeOptions;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submitValid, showFormMessages)}
      className="flex flex-col gap-5"
    >
      {formMessages.length > 0 ? (
        <FormAlert>
          {formMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </FormAlert>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Session Name"
          className="sm:col-span-2"
          aria-required="true"
          autoComplete="off"
          error={describeRequired("name")}
          {...register("name")}
        />
        <SelectField
          label="Session Type"
          aria-required="true"
          error={describeRequired("session_type")}
          {...register("session_type", {
            onChange: () => {
              if (isSubmitted) void trigger("other_session_type");
            },
          })}
        >
          <option value="">Select a session type</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </SelectField>
        {isOther ? (
          <TextField
            label="Specify Session Type"
            aria-required="true"
            autoComplete="off"
            error={errors.other_session_type?.message}
            {...register("other_session_type")}
          />
        ) : null}
        <TextareaField
          label="Description"
          className="sm:col-span-2"
          rows={3}
          error={errors.description?.message}
          {...register("description")}
        />
        <TextField
          label="Venue"
          className="sm:col-span-2"
          autoComplete="off"
          error={errors.venue?.message}
          {...register("venue")}
        />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="start_datetime"
          render={({ field, fieldState }) => (
            <DateTimePicker
              label="Start"
              value={field.value || null}
              disabled={isBusy}
              error={fieldState.error?.message}
              onChange={(nextStart) => {
                field.onChange(nextStart);
                // A start moved past the end takes the end with it, keeping one hour.
                const end = getValues("end_datetime");
                if (!end || isBefore(end, nextStart)) {
                  setValue("end_datetime", addMinutes(nextStart, 60), {
                    shouldValidate: isSubmitted,
                  });
                }
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="end_datetime"
          render={({ field, fieldState }) => (
            <DateTimePicker
              label="End"
              value={field.value || null}
              min={start || null}
              disabled={isBusy}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
      </div>

      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImagePicker
            label="Session Image"
            name={field.name}
            inputRef={field.ref}
            file={field.value}
            currentImageUrl={resolveMediaUrl(getValues("image_url"))}
            accept={toAcceptAttribute(sessionImageRules)}
            hint={SESSION_IMAGE_HINT}
            error={fieldState.error?.message}
            disabled={isBusy}
            onBlur={field.onBlur}
            onFileChange={(file) => {
              field.onChange(file);
              // The type and size are checked as soon as a file is chosen, not only on submit.
              void trigger("image");
            }}
          />
        )}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy
            ? sessionsTexts.saving
            : isEditing
              ? sessionsTexts.updateSubmit
              : sessionsTexts.createSubmit}
        </Button>
      </div>
    </form>
  );
}
