import {
  FIELD_MODES,
  PARTICIPANT_ROLES,
  type RegistrationSettings,
  type RegistrationSettingsInput,
} from "@events/contract";
import { type ReactNode, useState } from "react";
import { type FieldPath, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TitledCard } from "@/components/ui/titled-card";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { describeError } from "@/lib/api-error";
import { lazyContractResolver } from "@/lib/lazy-contract-resolver";
import { describeParticipantRole } from "@/lib/participant-role";
import { type FieldError, getFormFieldErrors } from "@/lib/server-field-errors";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useSaveRegistrationSettings } from "../api/save-registration-settings";
import { useRegistrationTexts } from "../messages";
import {
  type RegistrationFormValues,
  toFormField,
  toRegistrationFormValues,
} from "../utils/registration-form";
import { CheckboxField } from "./checkbox-field";
import { OptionalTimeField } from "./optional-time-field";
import { PublicAddress } from "./public-address";
import { QuestionEditor } from "./question-editor";

type FormField = FieldPath<RegistrationFormValues>;

// The form is on screen from the page's first draw: its rules (and zod) are loaded when it is
// first checked.
const resolver = lazyContractResolver<RegistrationFormValues, RegistrationSettingsInput>(() =>
  import("../utils/registration-form-schema").then((module) => module.registrationFormSchema),
);

/**
 * Whether a refusal's field (as toFormField gives it) is one the form shows: a setting the form
 * holds, or a question's field.
 */
function isFormField(field: string, values: RegistrationFormValues): field is FormField {
  return (
    Object.hasOwn(values, field) ||
    /^questions\.\d+\.(type|label|help_text|options|min|max|show_if_question)$/.test(field)
  );
}

type SwitchSetting =
  | "published"
  | "publish_agenda"
  | "is_open"
  | "waiting_list"
  | "approval_required";

/** A count's input: a whole number from 1 (the contract says the rest). */
const WHOLE_NUMBER = { type: "number", inputMode: "numeric", min: 1 } as const;

function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </TitledCard>
  );
}

export type RegistrationSettingsFormProps = {
  eventId: string;
  settings: RegistrationSettings;
  /** The event's IANA zone, which the opening and closing times are in; unknown while it loads. */
  timeZone: string | undefined;
};

/**
 * The event's registration settings and questions, saved together. The contract's rules check
 * them before they are sent; a refusal is marked beside its field and nothing typed is lost.
 */
export function RegistrationSettingsForm({
  eventId,
  settings,
  timeZone,
}: RegistrationSettingsFormProps) {
  const texts = useRegistrationTexts();
  const save = useSaveRegistrationSettings();
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldError<FormField>[]>();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    registerField,
    control,
    handleSubmit,
    getValues,
    setValue,
    reset,
    formState: { errors },
  } = useFormWithServerErrors<RegistrationFormValues, RegistrationSettingsInput>({
    resolver,
    defaultValues: toRegistrationFormValues(settings),
    serverFieldErrors,
  });
  const [slug, opensAt] = useWatch({ control, name: ["slug", "opens_at"] });
  const isBusy = save.isPending;

  /** A setting that is on or off, across the card's width. */
  function renderSwitch(name: SwitchSetting, label: string, hint?: string) {
    return (
      <CheckboxField label={label} hint={hint} className="sm:col-span-2" {...register(name)} />
    );
  }

  async function submitValid(values: RegistrationSettingsInput) {
    setFormMessage(null);
    try {
      const answer = await save.mutateAsync({ eventId, settings: values });
      reset(toRegistrationFormValues(answer.registration));
      showSuccessToast(texts.saved, { autoCloseMs: TOAST_CLOSE_MS.events });
    } catch (error) {
      const heldValues = getValues();
      const fieldErrors = getFormFieldErrors(
        error,
        (field): field is FormField => isFormField(field, heldValues),
        {
          answer: { field: "slug", message: texts.slugTaken, status: 409 },
          toFormField,
        },
      );
      setServerFieldErrors(fieldErrors);
      setFormMessage(
        fieldErrors.length > 0 ? texts.fixMarkedFields : describeError(error, texts.saveFailed),
      );
    }
  }

  return (
    <form
      noValidate
      aria-label={texts.settingsTitle}
      onSubmit={handleSubmit(submitValid, () => setFormMessage(texts.fixMarkedFields))}
      className="flex flex-col gap-6"
    >
      <SettingsCard title={texts.publicPageTitle}>
        {renderSwitch("published", texts.published, texts.publishedHint)}
        <TextField
          label={texts.slug}
          hint={texts.slugHint}
          autoComplete="off"
          spellCheck={false}
          {...registerField("slug")}
        />
        <div className="sm:pt-7">
          <PublicAddress slug={slug} />
        </div>
        {renderSwitch("publish_agenda", texts.publishAgenda)}
      </SettingsCard>

      <SettingsCard title={texts.openingTitle}>
        {renderSwitch("is_open", texts.isOpen, texts.isOpenHint)}
        <OptionalTimeField
          control={control}
          name="opens_at"
          label={texts.opensAt}
          disabled={isBusy}
        />
        <OptionalTimeField
          control={control}
          name="closes_at"
          label={texts.closesAt}
          min={opensAt}
          disabled={isBusy}
        />
        {timeZone ? (
          <p className="-mt-2 text-xs text-slate-500 sm:col-span-2">
            {texts.timeZoneHint(timeZone)}
          </p>
        ) : null}
        <TextField
          label={texts.capacity}
          hint={texts.capacityHint}
          {...WHOLE_NUMBER}
          {...registerField("capacity")}
        />
        <SelectField label={texts.participantRole} {...registerField("participant_role")}>
          {PARTICIPANT_ROLES.map((role) => (
            <option key={role} value={role}>
              {describeParticipantRole(role)}
            </option>
          ))}
        </SelectField>
        {renderSwitch("waiting_list", texts.waitingList)}
        <TextField
          label={texts.offerHours}
          hint={texts.offerHoursHint}
          {...WHOLE_NUMBER}
          {...registerField("offer_hours")}
        />
        {renderSwitch("approval_required", texts.approvalRequired)}
      </SettingsCard>

      <TitledCard title={texts.fieldsTitle}>
        <p className="-mt-2 text-sm text-slate-600">{texts.fieldsHint}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {(
            [
              ["phone_field", texts.phoneField],
              ["username_field", texts.usernameField],
            ] as const
          ).map(([name, label]) => (
            <SelectField key={name} label={label} {...registerField(name)}>
              {FIELD_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {texts.fieldModeLabels[mode]}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </TitledCard>

      <TitledCard title={texts.questionsTitle}>
        <QuestionEditor
          control={control}
          register={register}
          getValues={getValues}
          setValue={setValue}
          errors={errors}
        />
      </TitledCard>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {formMessage ? (
          <div className="sm:me-auto">
            <FormAlert>{formMessage}</FormAlert>
          </div>
        ) : null}
        <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy ? texts.saving : texts.saveSettings}
        </Button>
      </div>
    </form>
  );
}
