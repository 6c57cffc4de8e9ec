import { checkAnswers, type Participant } from "@events/contract";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { AnswerForm } from "@/api/registration/get-registration-settings";
import { SelectField } from "@/components/ui/select-field";
import { useTexts } from "@/i18n/use-texts";
import { ApiError, errorText } from "@/lib/api-error";
import { contractResolver } from "@/lib/contract-resolver";
import { isBlank } from "@/lib/required-field";
import { describeParticipantField } from "../utils/describe-participant-field";
import { pickFormAnswers } from "../utils/participant-answers";
import {
  type EditParticipantFormOutput,
  type EditParticipantFormValues,
  editParticipantFormSchema,
  isParticipantRowField,
  type ParticipantRowField,
  REQUIRED_PARTICIPANT_FIELDS,
  toEditParticipantValues,
} from "../utils/participant-form-schema";
import { ParticipantAnswerFields } from "./participant-answer-fields";
import { ParticipantFields } from "./participant-fields";
import { ParticipantFormFrame } from "./participant-form-frame";

/** A refusal of one answer names it 'answers.<question id>'. */
function isAnswerField(field: string): field is `answers.${string}` {
  return field.startsWith("answers.");
}

const resolver = contractResolver<EditParticipantFormValues, EditParticipantFormOutput>(
  editParticipantFormSchema,
);

export type EditParticipantFormProps = {
  participant: Participant;
  /**
   * The event's registration questions: the answers are edited with them and sent. Without them
   * (not loaded, or failed) the answers are neither shown nor sent, so they stay as stored.
   */
  answerForm?: AnswerForm | undefined;
  isBusy?: boolean;
  /** Throws the server's refusal to keep the form open; its field errors are marked. */
  onSubmit: (values: EditParticipantFormOutput) => Promise<void>;
  onCancel: () => void;
};

/** The participant form filled in, with Active/Inactive; nothing typed is lost on a refusal. */
export function EditParticipantForm({
  participant,
  answerForm,
  isBusy = false,
  onSubmit,
  onCancel,
}: EditParticipantFormProps) {
  const { t } = useTexts();
  const formId = useId();
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<EditParticipantFormValues, unknown, EditParticipantFormOutput>({
    resolver,
    defaultValues: toEditParticipantValues(participant),
  });

  function describeField(field: ParticipantRowField): string | undefined {
    return describeParticipantField(field, errors[field], (required) =>
      isBlank(getValues(required)),
    );
  }

  function showFormMessages() {
    const isAnyMissing = REQUIRED_PARTICIPANT_FIELDS.some((field) => isBlank(getValues(field)));
    setFormMessages(isAnyMissing ? [t("participants.form.requiredFields")] : []);
  }

  /** The answers to send, or undefined (keep them) without the questions; false if refused. */
  function checkFormAnswers(values: EditParticipantFormOutput) {
    if (!answerForm) return undefined;
    const answers = pickFormAnswers(getValues("answers"), answerForm.questions);
    const { issues } = checkAnswers(answerForm.questions, answers, { requireAnswers: false });
    for (const issue of issues) {
      setError(`answers.${issue.question_id}`, {
        type: "validate",
        message: errorText(issue.message, issue),
      });
    }
    return issues.length > 0 ? false : { ...values, answers };
  }

  async function submitValid(values: EditParticipantFormOutput) {
    setFormMessages([]);
    const checked = checkFormAnswers(values);
    if (checked === false) return;
    try {
      await onSubmit(checked ?? { ...values, answers: undefined });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const detail of error.details) {
        const { field } = detail;
        if (isParticipantRowField(field) || field === "status" || isAnswerField(field)) {
          setError(field, { type: "server", message: errorText(detail.message, detail) });
        }
      }
    }
  }

  return (
    <ParticipantFormFrame
      label={t("participants.edit.formLabel")}
      submitLabel={t("participants.edit.save")}
      formMessages={formMessages}
      isBusy={isBusy}
      onSubmit={handleSubmit(submitValid, showFormMessages)}
      onCancel={onCancel}
    >
      <ParticipantFields
        prefix=""
        register={register}
        control={control}
        trigger={trigger}
        describeField={describeField}
        skipOtpId={`${formId}-skip-otp`}
        currentImagePath={participant.profile_image}
        isBusy={isBusy}
      >
        <SelectField
          label={t("participants.filters.status")}
          isRequired
          error={errors.status?.message}
          {...register("status")}
        >
          <option value="active">{t("participants.status.active")}</option>
          <option value="inactive">{t("participants.status.inactive")}</option>
        </SelectField>
      </ParticipantFields>
      {answerForm ? (
        <ParticipantAnswerFields
          answerForm={answerForm}
          storedAnswers={participant.answers}
          control={control}
          register={register}
          errors={errors}
        />
      ) : null}
    </ParticipantFormFrame>
  );
}
