import { PARTICIPANT_ROLE_LABELS, PARTICIPANT_ROLES } from "@events/contract";
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
import { participantsTexts } from "../messages";
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
  // The prefix is one of the form's own paths to a participant, so each of these is a path of it.
  const path = (field: ParticipantRowField) => `${prefix}${field}` as FieldPath<TValues>;
  const registerField = (field: ParticipantRowField) => ({
    error: describeField(field),
    ...register(path(field)),
  });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Name" isRequired autoComplete="off" {...registerField("name")} />
      <TextField
        label="Email"
        type="email"
        isRequired
        autoComplete="off"
        {...registerField("email")}
      />
      <TextField label="Phone" type="tel" autoComplete="off" {...registerField("phone")} />
      <TextField label="Username" isRequired autoComplete="off" {...registerField("username")} />
      <SelectField label="Role" isRequired {...registerField("participant_role")}>
        {PARTICIPANT_ROLES.map((role) => (
          <option key={role} value={role}>
            {PARTICIPANT_ROLE_LABELS[role]}
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
          Skip OTP
        </label>
      </div>
      {children}
      <div className="sm:col-span-2">
        <ImageField
          control={control}
          name={path("profile_image")}
          trigger={trigger}
          label="Profile Image"
          rules={profileImageRules}
          hint={participantsTexts.imageHint}
          currentImagePath={currentImagePath}
          disabled={isBusy}
        />
      </div>
    </div>
  );
}
