import type { Participant } from "@events/contract";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { ApiError } from "@/lib/api-error";
import { contractResolver } from "@/lib/contract-resolver";
import { isBlank } from "@/lib/required-field";
import { participantsTexts } from "../messages";
import { describeParticipantField } from "../utils/describe-participant-field";
import {
  type EditParticipantFormOutput,
  type EditParticipantFormValues,
  editParticipantFormSchema,
  isParticipantRowField,
  type ParticipantRowField,
  REQUIRED_PARTICIPANT_FIELDS,
  toEditParticipantValues,
} from "../utils/participant-form-schema";
import { ParticipantFields } from "./participant-fields";
import { ParticipantFormFrame } from "./participant-form-frame";

const resolver = contractResolver<EditParticipantFormValues, EditParticipantFormOutput>(
  editParticipantFormSchema,
);

export type EditParticipantFormProps = {
  participant: Participant;
  isBusy?: boolean;
  /** Throws the server's refusal to keep the form open; its field errors are marked. */
  onSubmit: (values: EditParticipantFormOutput) => Promise<void>;
  onCancel: () => void;
};

/** The participant form filled in, with Active/Inactive; nothing typed is lost on a refusal. */
export function EditParticipantForm({
  participant,
  isBusy = false,
  onSubmit,
  onCancel,
}: EditParticipantFormProps) {
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
    setFormMessages(isAnyMissing ? [participantsTexts.requiredFields] : []);
  }

  async function submitValid(values: EditParticipantFormOutput) {
    setFormMessages([]);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const { field, message } of error.details) {
        if (isParticipantRowField(field) || field === "status") {
          setError(field, { type: "server", message });
        }
      }
    }
  }

  return (
    <ParticipantFormFrame
      label={participantsTexts.editParticipant}
      submitLabel={participantsTexts.saveChanges}
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
          label="Status"
          isRequired
          error={errors.status?.message}
          {...register("status")}
        >
          <option value="active">{participantsTexts.active}</option>
          <option value="inactive">{participantsTexts.inactive}</option>
        </SelectField>
      </ParticipantFields>
    </ParticipantFormFrame>
  );
}
