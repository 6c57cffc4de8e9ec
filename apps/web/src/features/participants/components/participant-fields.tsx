import { MEGABYTE, PARTICIPANT_ROLES, PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import type { ReactNode } from "react";
import type {
  Control,
  FieldPath,
  FieldValues,
  UseFormRegister,
  UseFormTrigger,
} from "react-hook-form";
import { ImageField } from "@/components/ui/image-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { describeParticipantRole } from "@/lib/participant-role";
import { type ParticipantRowField, profileImageRules } from "../utils/participant-form-schema";

export type ParticipantFieldsProps<TValues extends FieldValues, TOutput> = {
  /** Where the participant's fields sit in the form's values: '' or 'participants.2.'. */
  prefix: string;
  register: UseFormRegister<TValues>;
  control: Control<TValues, unknown, TOutput>;
  trigger: UseFormTrigger<TValues>;
  describeField: (field: ParticipantRowField) => string | undefined;
  /** A unique id for the Skip OTP checkbox, whose label points at it. */
  skipOtpId: string;
  currentImagePath?: string | null;
  isBusy: boolean;
  /** Fields only one form has, placed before the image. */
  children?: ReactNode;
};

/** The typed fields, in the order the forms show them. */
const TEXT_FIELDS = [
  { field: "name", label: "participants.field.name", type: "text", isRequired: true },
  { field: "email", label: "participants.field.email", type: "email", isRequired: true },
  { field: "phone", label: "participants.field.phone", type: "tel", isRequired: false },
  { field: "username", label: "participants.field.username", type: "text", isRequired: true },
] as const satisfies readonly {
  field: ParticipantRowField;
  label: MessageId;
  type: string;
  isRequired: boolean;
}[];

/** The fields of one participant, as the add and edit forms both show them. */
export function ParticipantFields<TValues extends FieldValues, TOutput>({
  prefix,
  register,
  control,
  trigger,
  describeField,
  skipOtpId,
  currentImagePath,
  isBusy,
  children,
}: ParticipantFieldsProps<TValues, TOutput>) {
  const { t } = useTexts();
  // The prefix is one of the form's own paths to a participant, so each of these is a path of it.
  const path = (field: ParticipantRowField) => `${prefix}${field}` as FieldPath<TValues>;
  const registerField = (field: ParticipantRowField) => ({
    error: describeField(field),
    ...register(path(field)),
  });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map(({ field, label, type, isRequired }) => (
        <TextField
          key={field}
          label={t(label)}
          type={type}
          isRequired={isRequired}
          autoComplete="off"
          {...registerField(field)}
        />
      ))}
      <SelectField
        label={t("participants.field.role")}
        isRequired
        {...registerField("participant_role")}
      >
        {PARTICIPANT_ROLES.map((role) => (
          <option key={role} value={role}>
            {describeParticipantRole(role)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-center gap-2 sm:pt-7">
        <input
          id={skipOtpId}
          type="checkbox"
          className="size-4 rounded border-slate-300 text-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600"
          {...register(path("skip_otp"))}
        />
        <label htmlFor={skipOtpId} className="text-sm font-medium text-slate-700">
          {t("participants.field.skipOtp")}
        </label>
      </div>
      {children}
      <div className="sm:col-span-2">
        <ImageField
          control={control}
          name={path("profile_image")}
          trigger={trigger}
          label={t("participants.field.profileImage")}
          rules={profileImageRules}
          hint={t("participants.form.imageHint", {
            megabytes: PROFILE_IMAGE_FILE_RULE.maxBytes / MEGABYTE,
          })}
          currentImagePath={currentImagePath}
          disabled={isBusy}
        />
      </div>
    </div>
  );
}
